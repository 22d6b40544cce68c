import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from './constants';
import type { FareSource } from './domain';
import type { FareDetails } from './fare.schemas';

/** The co-operative's tariff (design §1, §15): one version of it; all amounts in integer cents. */
export interface Tariff {
  baseCents: number;
  perKmCents: number;
  minimumCents: number;
  nightPercent: number;
  weekendPercent: number;
}

export interface FareBreakdownCents {
  baseCents: number;
  distanceCents: number;
  /** What a short ride adds to reach the minimum fare; 0 when the metered fare is above it. */
  minimumTopUpCents: number;
  nightSupplementCents: number;
  weekendSupplementCents: number;
  totalCents: number;
}

export const NIGHT_START_HOUR = 22;
export const NIGHT_END_HOUR = 6;

function inRome(at: Date): TZDate {
  return new TZDate(at.getTime(), TIME_ZONE);
}

/** Night tariff: pickup between 22:00 and 05:59 Europe/Rome wall-clock time. */
export function isNight(at: Date): boolean {
  const hour = inRome(at).getHours();
  return hour >= NIGHT_START_HOUR || hour < NIGHT_END_HOUR;
}

/** Weekend tariff: pickup on a Saturday or Sunday in Europe/Rome. */
export function isWeekend(at: Date): boolean {
  const day = inRome(at).getDay();
  return day === 0 || day === 6;
}

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/**
 * Base + per-km, raised to the minimum, then the night and weekend supplements, each a percentage of
 * that metered fare (they add, they do not compound). When the minimum applies, the difference is its own line
 * (the top-up), so that the distance line is always the distance's price and the breakdown sums to the total
 * (docs/decisions/020-customer-tariff.md). `pickupTime` is the departure: now, or the scheduled time.
 */
export function calculateFare(distanceMeters: number, pickupTime: Date, tariff: Tariff): FareBreakdownCents {
  const baseCents = tariff.baseCents;
  const meteredDistance = Math.round((Math.max(0, distanceMeters) * tariff.perKmCents) / 1000);
  const distanceCents = meteredDistance;
  const minimumTopUpCents = Math.max(0, tariff.minimumCents - baseCents - distanceCents);
  const metered = baseCents + distanceCents + minimumTopUpCents;
  const nightSupplementCents = isNight(pickupTime) ? percentOf(metered, tariff.nightPercent) : 0;
  const weekendSupplementCents = isWeekend(pickupTime) ? percentOf(metered, tariff.weekendPercent) : 0;
  return {
    baseCents,
    distanceCents,
    minimumTopUpCents,
    nightSupplementCents,
    weekendSupplementCents,
    totalCents: metered + nightSupplementCents + weekendSupplementCents,
  };
}

const euros = (cents: number) => cents / 100;

/** Metres → km with 2 decimals, as the spec shows distances. */
export function metersToKm(meters: number): number {
  return Math.round(meters / 10) / 100;
}

export function toFareDetails(fare: FareBreakdownCents): FareDetails {
  return {
    baseFare: euros(fare.baseCents),
    distanceFare: euros(fare.distanceCents),
    minimumFareTopUp: euros(fare.minimumTopUpCents),
    nightSupplement: euros(fare.nightSupplementCents),
    weekendSupplement: euros(fare.weekendSupplementCents),
  };
}

/** The guaranteed maximum is rounded up to this many cents (design §15). */
export const MAX_FARE_STEP_CENTS = 50;

/**
 * 'Prezzo massimo garantito' (design §15): the estimate plus `marginPercent`, rounded UP to the next 50 cents, in
 * integer arithmetic so that no float ever decides a cent.
 */
export function maxFareCents(estimateCents: number, marginPercent: number): number {
  const hundredths = estimateCents * (100 + marginPercent);
  return Math.ceil(hundredths / (100 * MAX_FARE_STEP_CENTS)) * MAX_FARE_STEP_CENTS;
}

/** What a ride's money was promised at booking: the estimate, its maximum, and whether it is a fixed fare. */
export interface FarePromise {
  estimatedFareCents: number | null;
  maxFareCents: number | null;
  fixedFare: boolean;
}

export interface SettledFare {
  finalFareCents: number | null;
  fareSource: FareSource | null;
}

/**
 * The fare a ride ends with (design §15), on the server in the completing statement and on the driver's screen
 * before confirming: a fixed fare whatever the meter says; the meter's amount, but never above the maximum; the
 * estimate when nobody typed an amount (auto-complete, the office). A ride without an estimate (the address service
 * was down) has no maximum: the meter's amount stands.
 */
export function settleFare(promise: FarePromise, meterCents: number | null): SettledFare {
  if (promise.fixedFare) return { finalFareCents: promise.estimatedFareCents, fareSource: 'fixed' };
  if (meterCents === null) {
    return promise.estimatedFareCents === null
      ? { finalFareCents: null, fareSource: null }
      : { finalFareCents: promise.estimatedFareCents, fareSource: 'estimate' };
  }
  if (promise.maxFareCents !== null && meterCents > promise.maxFareCents) {
    return { finalFareCents: promise.maxFareCents, fareSource: 'capped' };
  }
  return { finalFareCents: meterCents, fareSource: 'meter' };
}

/**
 * design §15: the version of the tariff in force at `at` (the departure) — the latest one whose `effectiveFrom` is
 * not after it; null when none is yet.
 */
export function tariffInForce<T extends { effectiveFrom: Date }>(versions: readonly T[], at: Date): T | null {
  let found: T | null = null;
  for (const version of versions) {
    if (version.effectiveFrom.getTime() <= at.getTime() && (!found || version.effectiveFrom > found.effectiveFrom)) found = version;
  }
  return found;
}

/**
 * What a person types as euros → integer cents: '12,5', '12.50', '€ 12', '1.234,50'. Null when it is not an amount
 * with at most two decimals. The comma is the decimal mark (Italian keyboards); a dot followed by exactly three
 * digits is a thousands separator, any other dot a decimal mark.
 */
export function parseEuroCents(text: string): number | null {
  let t = text.replace(/[€\s\u00a0]/g, '');
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, decimals = ''] = t.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Integer cents → what an amount field shows: 1250 → '12,50'. */
export function centsToEuroText(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}
