import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { it } from 'date-fns/locale/it';
import { TIME_ZONE } from '@shared/constants';

/**
 * it-IT display helpers shared by the features. Dates are always shown in Europe/Rome time,
 * whatever the device's time zone (a driver's phone set to another zone must not shift a booking).
 */

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const twoDecimals = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12.5 → "12,50 €" (Intl's Italian currency form; the space is a no-break space). */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** 3.456 → "3,46 km". */
export function formatKm(km: number): string {
  return `${twoDecimals.format(km)}\u00a0km`;
}

type DateInput = Date | string | number | null | undefined;

function inRome(value: DateInput): TZDate | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  const date = new TZDate(ms, TIME_ZONE);
  return isValid(date) ? date : null;
}

function formatIn(value: DateInput, pattern: string, fallback: string): string {
  const date = inRome(value);
  return date ? format(date, pattern, { locale: it }) : fallback;
}

/** "21/11 14:30" — admin tables (spec §9). Missing or invalid dates give `fallback`. */
export function formatDayTime(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, 'dd/MM HH:mm', fallback);
}

/** "21/11 14:30:05" — a ride's history, whose steps can be seconds apart. */
export function formatDayTimeSeconds(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, 'dd/MM HH:mm:ss', fallback);
}

/** "21/11/2025 14:30" — details views (spec §9). */
export function formatDateTime(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, 'dd/MM/yyyy HH:mm', fallback);
}

/** "21 novembre 2025" — review dates. */
export function formatLongDate(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, 'd MMMM yyyy', fallback);
}

/** "14:30" in Rome time. */
export function formatTime(value: DateInput, fallback = 'N/A'): string {
  return formatIn(value, 'HH:mm', fallback);
}

const oneDecimal = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * 4.5 or '4.5' → "4,5": the one way every screen shows a rating (average or the office's initial one). Text that
 * is not a number comes back as it is rather than as "NaN".
 */
export function formatRating(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? oneDecimal.format(n) : String(value);
}
