import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { TIME_ZONE } from '@shared/constants';
import type { Language } from '@shared/i18n/languages';
import { activeLanguage } from '@/i18n/i18n';

/**
 * Display helpers shared by the features, in the active language (design §16): Italian as the spec writes it,
 * British English and German for visitors. Dates are always shown in Europe/Rome time, whatever the device's time
 * zone (a driver's phone set to another zone must not shift a booking), and always in euros.
 */

/** Intl's locale for each language: en-GB writes dates day first, as the Italian pages do. */
const LOCALE: Record<Language, string> = { it: 'it-IT', en: 'en-GB', de: 'de-DE' };

/** Numeric date patterns: German writes its dates with dots. */
const PATTERNS: Record<Language, { dayTime: string; dayTimeSeconds: string; dateTime: string }> = {
  it: { dayTime: 'dd/MM HH:mm', dayTimeSeconds: 'dd/MM HH:mm:ss', dateTime: 'dd/MM/yyyy HH:mm' },
  en: { dayTime: 'dd/MM HH:mm', dayTimeSeconds: 'dd/MM HH:mm:ss', dateTime: 'dd/MM/yyyy HH:mm' },
  de: { dayTime: 'dd.MM. HH:mm', dayTimeSeconds: 'dd.MM. HH:mm:ss', dateTime: 'dd.MM.yyyy HH:mm' },
};

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(name: string, make: (locale: string) => T): T {
  const language = activeLanguage();
  const key = `${name}:${language}`;
  let found = formatters.get(key);
  if (!found) {
    found = make(LOCALE[language]);
    formatters.set(key, found);
  }
  return found as T;
}

/** 12.5 → "12,50 €" (Intl's currency form; in Italian and German the space is a no-break space), "€12.50" in English. */
export function formatEuro(amount: number): string {
  return formatter('euro', (l) => new Intl.NumberFormat(l, { style: 'currency', currency: 'EUR' })).format(amount);
}

const twoDecimals = () => formatter('two', (l) => new Intl.NumberFormat(l, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** 3.456 → "3,46 km". */
export function formatKm(km: number): string {
  return `${twoDecimals().format(km)}\u00a0km`;
}

type DateInput = Date | string | number | null | undefined;

function inRome(value: DateInput): TZDate | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  const date = new TZDate(ms, TIME_ZONE);
  return isValid(date) ? date : null;
}

function formatIn(value: DateInput, pattern: keyof (typeof PATTERNS)['it'] | 'HH:mm', fallback: string): string {
  const date = inRome(value);
  if (!date) return fallback;
  return format(date, pattern === 'HH:mm' ? pattern : PATTERNS[activeLanguage()][pattern]);
}

/** "21/11 14:30" — admin tables (spec §9). Missing or invalid dates give `fallback`. */
export function formatDayTime(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, 'dayTime', fallback);
}

/** "21/11 14:30:05" — a ride's history, whose steps can be seconds apart. */
export function formatDayTimeSeconds(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, 'dayTimeSeconds', fallback);
}

/** "21/11/2025 14:30" — details views (spec §9). */
export function formatDateTime(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, 'dateTime', fallback);
}

/** "21 novembre 2025" — review dates. */
export function formatLongDate(value: DateInput, fallback = 'N/A'): string {
  const date = inRome(value);
  if (!date) return fallback;
  return formatter('long', (l) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE })).format(date);
}

/** "14:30" in Rome time. */
export function formatTime(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, 'HH:mm', fallback);
}

/**
 * 4.5 or '4.5' → "4,5": the one way every screen shows a rating (average or the office's initial one). Text that
 * is not a number comes back as it is rather than as "NaN".
 */
export function formatRating(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n)
    ? formatter('one', (l) => new Intl.NumberFormat(l, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(n)
    : String(value);
}
