import type { Messages } from '@lingui/core';
import { isLanguage, type Language } from '@shared/i18n/languages';

/** One chunk per language (scripts/vite-i18n-catalogues.ts): a page fetches only the language it shows. */
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  it: () => import('virtual:i18n-catalogue/it'),
  en: () => import('virtual:i18n-catalogue/en'),
  de: () => import('virtual:i18n-catalogue/de'),
};

const loading = new Map<Language, Promise<Messages>>();

/**
 * The compiled catalogue of a language, fetched once. The entry (boot.ts) asks for the page's language together
 * with the app, so neither waits for the other; a failed fetch is forgotten, so the next try asks again.
 */
export function loadCatalogue(language: Language): Promise<Messages> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then((m) => m.messages);
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/** The entry's head start: the catalogue of the language the server drew the page in (`<html lang>`). */
export function preloadPageCatalogue(): void {
  const lang = document.documentElement.lang;
  if (isLanguage(lang)) loadCatalogue(lang).catch(() => {});
}
