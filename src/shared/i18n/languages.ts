/**
 * The product's languages (design §16, ADR 280): Italian is the product's own, English and German are for
 * visitors. Shared by the server (which picks a request's language) and the web (which shows the switch).
 */
export const LANGUAGES = ['it', 'en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'it';

/** The switch's choice, remembered on the device and readable by the server (first screen, errors). */
export const LANGUAGE_COOKIE = 'rt_lang';
/** A year: a visitor who comes back next season still reads their language. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language named in itself, as a switch shows them: the same in every catalogue, so kept here. */
export const LANGUAGE_NAMES: Record<Language, string> = { it: 'Italiano', en: 'English', de: 'Deutsch' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the browser's `Accept-Language` ranges (by q, then order) whose primary tag we have: "en-GB,en;q=0.9"
 * → en, "fr-CH, de;q=0.8" → de, "fr" or nothing → undefined.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((r) => r.primary).find(isLanguage);
}

/** design §16: the switch's cookie, else the browser's languages, else Italian. */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * Areas whose screens are not translated yet: there the page is Italian whatever the choice, and the header shows no
 * switch, so no screen offers a language it does not have. Every area is translated today (design §16); an area
 * added before its texts are goes here.
 */
const ITALIAN_ONLY_AREAS: readonly string[] = [];

export const areaHasLanguages = (pathname: string): boolean =>
  !ITALIAN_ONLY_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));

/** The language a page at `pathname` is drawn in, for a visitor whose preference is `preferred`. */
export const areaLanguage = (pathname: string, preferred: Language): Language =>
  areaHasLanguages(pathname) ? preferred : DEFAULT_LANGUAGE;
