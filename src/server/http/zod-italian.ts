import { z } from 'zod';

/** The JSON types a client can send, as an Italian reader names them. */
const TYPE_NAMES: Record<string, string> = {
  string: 'un testo',
  number: 'un numero',
  int: 'un numero intero',
  boolean: 'vero o falso',
  object: 'un oggetto',
  array: 'un elenco',
  null: 'null',
  undefined: 'nessun valore',
  date: 'una data',
  bigint: 'un numero',
};

const typeOf = (input: unknown): string =>
  input === null ? 'null' : Array.isArray(input) ? 'array' : input instanceof Date ? 'date' : typeof input;

const italian = z.locales.it().localeError;

/**
 * zod's own messages (a schema without a message of ours) in Italian, through zod's Italian locale
 * (design §13); only "expected string, received boolean" is reworded, since the locale keeps the English
 * type names. Server only: the web writes its own form messages and does not carry the locale.
 * Imported for its effect by app.ts and config.ts.
 */
z.config({
  localeError: (issue) => {
    if (issue.code === 'invalid_type') {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      const received = TYPE_NAMES[typeOf(issue.input)] ?? typeOf(issue.input);
      return `Valore non valido: atteso ${expected}, ricevuto ${received}`;
    }
    return italian(issue);
  },
});
