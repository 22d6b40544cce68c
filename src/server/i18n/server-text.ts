import { setupI18n } from '@lingui/core';
import { compileCatalogue } from '../../shared/i18n/compile-catalogue';
import serverDe from '../../shared/i18n/catalogues/server/de.json';
import serverEn from '../../shared/i18n/catalogues/server/en.json';
import serverIt from '../../shared/i18n/catalogues/server/it.json';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';

/** A message of the server's catalogue: a key missing from the Italian one does not compile. */
export type ServerMessageId = keyof typeof serverIt;

/**
 * Several texts said as one list, in the message's language: "a, b" (`and`: the parts of one reason) or
 * "a, b o c" (`or`, Intl's disjunction, which words Italian exactly as the spec did).
 */
export interface ServerTextList {
  readonly list: readonly ServerText[];
  readonly join: 'comma' | 'or';
}

/** A placeholder's value: a person's own words or a number as they are, or a text of the catalogue rendered in turn. */
export type ServerTextValue = string | number | ServerText | ServerTextList;

/** A text the server says, kept as its id until the request's language is known (design §16). */
export interface ServerText {
  readonly id: ServerMessageId;
  readonly values?: Readonly<Record<string, ServerTextValue>>;
}

export const serverText = (id: ServerMessageId, values?: ServerText['values']): ServerText => ({ id, values });

export const serverTextList = (list: readonly ServerText[], join: ServerTextList['join']): ServerTextList => ({ list, join });

/** The server's own Lingui instance, every language compiled once at start (ADR 280). */
const i18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  messages: { it: compileCatalogue(serverIt), en: compileCatalogue(serverEn), de: compileCatalogue(serverDe) },
});

const isList = (value: ServerTextValue): value is ServerTextList => typeof value === 'object' && 'list' in value;

function renderValue(value: ServerTextValue, language: Language): string | number {
  if (typeof value !== 'object') return value;
  if (!isList(value)) return render(value, language);
  const parts = value.list.map((text) => render(text, language));
  return value.join === 'comma' ? parts.join(', ') : new Intl.ListFormat(language, { type: 'disjunction' }).format(parts);
}

/**
 * `text` in `language`. Lingui speaks one language at a time: the instance is switched for each message,
 * synchronously (nested texts first), so two requests never see each other's language.
 */
export function render(text: ServerText, language: Language = DEFAULT_LANGUAGE): string {
  const values = text.values
    ? Object.fromEntries(Object.entries(text.values).map(([name, value]) => [name, renderValue(value, language)]))
    : undefined;
  if (i18n.locale !== language) i18n.activate(language);
  return i18n._(text.id, values);
}
