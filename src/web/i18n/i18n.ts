import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type driverCatalogue from '@shared/i18n/catalogues/driver/it.json';
import type officeCatalogue from '@shared/i18n/catalogues/office/it.json';
import type webCatalogue from '@shared/i18n/catalogues/web/it.json';
import {
  areaHasLanguages,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  pickLanguage,
} from '@shared/i18n/languages';
import { type CataloguePart, cataloguePartsFor, loadCatalogue } from './catalogues';

/** Every message of the web's catalogues: a key missing from the Italian ones does not compile. */
export type MessageId = keyof typeof webCatalogue | keyof typeof driverCatalogue | keyof typeof officeCatalogue;
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The web's one Lingui instance (ADR 280): components read it through `useT`, other code through `t`. */
export const i18n = setupI18n();

/** The language the server chose for this page (`<html lang>`, design §16), which the app keeps. */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * The visitor's language wherever the page has languages: the switch's choice, else the one the server drew this page
 * in, else the browser's (a visitor who arrived on an Italian-only area), as the server decides (design §16).
 */
export function preferredLanguage(): Language {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  if (isLanguage(cookie)) return cookie;
  if (areaHasLanguages(window.location.pathname)) return pageLanguage();
  return pickLanguage(undefined, navigator.languages.join(','));
}

/** The active language, for Intl and date formatting. */
export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** The catalogue parts this page has opened so far: a new language loads all of them. */
const partsInUse = new Set<CataloguePart>();

/**
 * Loads a language's catalogues (the current page's parts and any opened before) and makes it the active one;
 * every `useT` reader re-renders.
 */
export async function activateLanguage(language: Language): Promise<void> {
  for (const part of cataloguePartsFor(window.location.pathname)) partsInUse.add(part);
  const messages = await loadCatalogue(language, [...partsInUse]);
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

/**
 * An area's own texts in the active language, before its page first renders (app/routes.ts): a staff area
 * reached from the customer's page without a reload never shows a message's id.
 */
export async function loadCatalogueParts(parts: readonly CataloguePart[]): Promise<void> {
  const missing = parts.filter((part) => !partsInUse.has(part));
  if (missing.length === 0) return;
  const language = activeLanguage();
  const messages = await loadCatalogue(language, missing);
  for (const part of missing) partsInUse.add(part);
  i18n.load(language, messages);
}

/** The header's switch: the page changes in place, and the choice is remembered for the server too. */
export async function chooseLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** A message in the active language, outside React (toasts, hooks' callbacks, text helpers). */
export const t: Translate = (id, values) => i18n._(id, values);

/** A message in the active language; the component re-renders when the language changes. */
export function useT(): Translate {
  return useLingui()._ as Translate;
}
