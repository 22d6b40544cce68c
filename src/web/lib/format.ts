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

/** Numeric dates: day first everywhere; German writes them with dots ("05.07.", "05.07.2025"). */
const DAY: Record<Language, (p: DateParts) => string> = {
  it: (p) => `${p.day}/${p.month}`,
  en: (p) => `${p.day}/${p.month}`,
  de: (p) => `${p.day}.${p.month}.`,
};
const DATE: Record<Language, (p: DateParts) => string> = {
  it: (p) => `${p.day}/${p.month}/${p.year}`,
  en: (p) => `${p.day}/${p.month}/${p.year}`,
  de: (p) => `${p.day}.${p.month}.${p.year}`,
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
type DateParts = Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string>;

/**
 * The calendar and clock in Rome of an instant, two digits each, by the platform's time-zone data (Intl): the
 * booking page's first load carries no date library for its few dates and times.
 */
const romeClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Milliseconds since the epoch, or null for a missing or invalid date. */
function instant(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

function formatIn(value: DateInput, shape: (p: DateParts) => string, fallback: string): string {
  const ms = instant(value);
  if (ms === null) return fallback;
  return shape(Object.fromEntries(romeClock.formatToParts(ms).map((part) => [part.type, part.value])) as DateParts);
}

const clock = (p: DateParts) => `${p.hour}:${p.minute}`;

/** "21/11 14:30" — admin tables (spec §9). Missing or invalid dates give `fallback`. */
export function formatDayTime(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, (p) => `${DAY[activeLanguage()](p)} ${clock(p)}`, fallback);
}

/** "21/11 14:30:05" — a ride's history, whose steps can be seconds apart. */
export function formatDayTimeSeconds(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, (p) => `${DAY[activeLanguage()](p)} ${clock(p)}:${p.second}`, fallback);
}

/** "21/11/2025 14:30" — details views (spec §9). */
export function formatDateTime(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, (p) => `${DATE[activeLanguage()](p)} ${clock(p)}`, fallback);
}

/** "21 novembre 2025" — review dates. */
export function formatLongDate(value: DateInput, fallback = 'N/A'): string {
  const ms = instant(value);
  if (ms === null) return fallback;
  return formatter('long', (l) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE })).format(ms);
}

/** "14:30" in Rome time. */
export function formatTime(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, clock, fallback);
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
