import type { Messages } from '@lingui/core';
import { isLanguage, type Language } from '@shared/i18n/languages';
import { type AreaPath, areaPath } from '@/app/area-path';

/**
 * The web's catalogues come in parts (ADR 280): `web` (the header, the customer's page and the shared components)
 * on every page, and each staff area's own texts only where that area is open, so the customer's phone never
 * downloads the office's words.
 */
export type CataloguePart = 'web' | 'driver' | 'office';

const AREA_PARTS: Record<AreaPath, CataloguePart[]> = { '/': ['web'], '/driver': ['web', 'driver'], '/admin': ['web', 'office'] };

/** The parts a page at `pathname` reads. */
export const cataloguePartsFor = (pathname: string): CataloguePart[] => {
  const area = areaPath(pathname);
  return area ? AREA_PARTS[area] : ['web'];
};

export const areaCatalogueParts = (area: AreaPath): CataloguePart[] => AREA_PARTS[area];

/** One chunk per part and language (scripts/vite-i18n-catalogues.ts): a page fetches only what it shows. */
const loaders: Record<`${CataloguePart}/${Language}`, () => Promise<{ messages: Messages }>> = {
  'web/it': () => import('virtual:i18n-catalogue/web/it'),
  'web/en': () => import('virtual:i18n-catalogue/web/en'),
  'web/de': () => import('virtual:i18n-catalogue/web/de'),
  'driver/it': () => import('virtual:i18n-catalogue/driver/it'),
  'driver/en': () => import('virtual:i18n-catalogue/driver/en'),
  'driver/de': () => import('virtual:i18n-catalogue/driver/de'),
  'office/it': () => import('virtual:i18n-catalogue/office/it'),
  'office/en': () => import('virtual:i18n-catalogue/office/en'),
  'office/de': () => import('virtual:i18n-catalogue/office/de'),
};

const loading = new Map<string, Promise<Messages>>();

function loadPart(part: CataloguePart, language: Language): Promise<Messages> {
  const key = `${part}/${language}` as const;
  let promise = loading.get(key);
  if (!promise) {
    promise = loaders[key]().then((m) => m.messages);
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * The compiled messages of `parts` in a language, each part fetched once. The entry (boot.ts) asks for the page's
 * together with the app, so neither waits for the other; a failed fetch is forgotten, so the next try asks again.
 */
export async function loadCatalogue(language: Language, parts: readonly CataloguePart[]): Promise<Messages> {
  const loaded = await Promise.all(parts.map((part) => loadPart(part, language)));
  return Object.assign({}, ...loaded) as Messages;
}

/** The entry's head start: the parts of the page's area in the language the server drew it in (`<html lang>`). */
export function preloadPageCatalogue(): void {
  const lang = document.documentElement.lang;
  if (isLanguage(lang)) loadCatalogue(lang, cataloguePartsFor(window.location.pathname)).catch(() => {});
}
