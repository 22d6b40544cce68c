import { setupI18n } from '@lingui/core';
import { compileCatalogue } from '../../shared/i18n/compile-catalogue';
import serverDe from '../../shared/i18n/catalogues/server/de.json';
import serverEn from '../../shared/i18n/catalogues/server/en.json';
import serverIt from '../../shared/i18n/catalogues/server/it.json';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';

/** A message of the server's catalogue: a key missing from the Italian one does not compile. */
export type ServerMessageId = keyof typeof serverIt;

/** A text the server says, kept as its id until the request's language is known (design §16). */
export interface ServerText {
  readonly id: ServerMessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

export const serverText = (id: ServerMessageId, values?: ServerText['values']): ServerText => ({ id, values });

/** The server's own Lingui instance, every language compiled once at start (ADR 280). */
const i18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  messages: { it: compileCatalogue(serverIt), en: compileCatalogue(serverEn), de: compileCatalogue(serverDe) },
});

/**
 * `text` in `language`. A plain string is a message not translated yet (or a person's own words, a cancel reason):
 * it goes out as it is, in Italian. Lingui speaks one language at a time: the instance is switched for each
 * message, synchronously, so two requests never see each other's language.
 */
export function render(text: string | ServerText, language: Language = DEFAULT_LANGUAGE): string {
  if (typeof text === 'string') return text;
  if (i18n.locale !== language) i18n.activate(language);
  return i18n._(text.id, text.values ? { ...text.values } : undefined);
}
