import { z } from 'zod';
import { validationLanguage } from './request-language';

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
/** design §16: a visitor's request is answered in zod's own English or German. */
const visitors = { en: z.locales.en().localeError, de: z.locales.de().localeError };

type Bound = { origin: string; inclusive?: boolean; exact?: boolean; value: unknown };

const dateText = (value: unknown) =>
  new Date(Number(value)).toLocaleString('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A limit said in words, without zod's origin (`number`, `string`, `array`…) or a bare `>=`. */
function boundText({ origin, inclusive, exact, value }: Bound, side: 'min' | 'max'): string | undefined {
  const n = String(value);
  switch (origin) {
    case 'number':
    case 'int':
    case 'bigint':
      if (side === 'min') return inclusive ? `Troppo piccolo: deve essere almeno ${n}` : `Troppo piccolo: deve essere maggiore di ${n}`;
      return inclusive ? `Troppo grande: deve essere al massimo ${n}` : `Troppo grande: deve essere minore di ${n}`;
    case 'string':
      if (exact) return `Lunghezza non valida: servono esattamente ${n} caratteri`;
      return side === 'min' ? `Troppo corto: servono almeno ${n} caratteri` : `Troppo lungo: al massimo ${n} caratteri`;
    case 'array':
    case 'set':
      if (exact) return `Servono esattamente ${n} elementi`;
      return side === 'min' ? `Troppo pochi elementi: almeno ${n}` : `Troppi elementi: al massimo ${n}`;
    case 'date':
      return side === 'min' ? `Data troppo presto: non prima del ${dateText(value)}` : `Data troppo tardi: non dopo il ${dateText(value)}`;
    default:
      return undefined;
  }
}

/**
 * zod's own messages (a schema without a message of ours) in Italian, through zod's Italian locale
 * (design §13); a wrong type and a value out of its bounds are reworded, since the locale keeps the JS type
 * names ("Troppo piccolo: number deve essere >=1"), and so is a pattern. A request in English or German (design §16)
 * gets zod's own locale of that language, as it is. Server only: the web writes its own form messages and does not carry the locale.
 * Imported for its effect by app.ts and config.ts.
 */
z.config({
  localeError: (issue) => {
    const language = validationLanguage();
    if (language !== 'it') return visitors[language](issue);
    if (issue.code === 'invalid_type') {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      const received = TYPE_NAMES[typeOf(issue.input)] ?? typeOf(issue.input);
      return `Valore non valido: atteso ${expected}, ricevuto ${received}`;
    }
    if (issue.code === 'too_small') return boundText({ ...issue, value: issue.minimum }, 'min') ?? italian(issue);
    if (issue.code === 'too_big') return boundText({ ...issue, value: issue.maximum }, 'max') ?? italian(issue);
    if (issue.code === 'invalid_format' && issue.format === 'regex') return 'Formato non valido';
    return italian(issue);
  },
});
