import { describe, expect, it } from 'vitest';
import { calculateFare, isNight, isWeekend, metersToKm, toFareDetails, type Tariff } from './fare';

const tariff: Tariff = { baseCents: 500, perKmCents: 150, minimumCents: 800, nightPercent: 20, weekendPercent: 15 };
// Wednesday 10 June 2026 (CEST, UTC+2) and Wednesday 14 January 2026 (CET, UTC+1).
const at = (iso: string) => new Date(iso);

describe('night tariff, by Europe/Rome wall-clock time', () => {
  it('starts at 22:00 and ends at 06:00 in summer', () => {
    expect(isNight(at('2026-06-10T19:59:59Z'))).toBe(false); // 21:59:59 Rome
    expect(isNight(at('2026-06-10T20:00:00Z'))).toBe(true); // 22:00 Rome
    expect(isNight(at('2026-06-11T03:59:59Z'))).toBe(true); // 05:59:59 Rome
    expect(isNight(at('2026-06-11T04:00:00Z'))).toBe(false); // 06:00 Rome
  });

  it('starts at 22:00 and ends at 06:00 in winter', () => {
    expect(isNight(at('2026-01-14T20:59:59Z'))).toBe(false); // 21:59:59 Rome
    expect(isNight(at('2026-01-14T21:00:00Z'))).toBe(true); // 22:00 Rome
    expect(isNight(at('2026-01-15T04:59:59Z'))).toBe(true); // 05:59:59 Rome
    expect(isNight(at('2026-01-15T05:00:00Z'))).toBe(false); // 06:00 Rome
  });

  it('follows the clock change of 29 March 2026 (CET → CEST)', () => {
    expect(isNight(at('2026-03-28T20:30:00Z'))).toBe(false); // Saturday 21:30 CET
    expect(isNight(at('2026-03-29T20:30:00Z'))).toBe(true); // Sunday 22:30 CEST: same UTC time, now night
  });

  it('follows the clock change of 25 October 2026 (CEST → CET)', () => {
    expect(isNight(at('2026-10-25T04:59:59Z'))).toBe(true); // 05:59:59 CET
    expect(isNight(at('2026-10-25T05:00:00Z'))).toBe(false); // 06:00 CET
    expect(isNight(at('2026-10-24T04:00:00Z'))).toBe(false); // the day before, 06:00 CEST
  });
});

describe('weekend tariff, by the Europe/Rome day', () => {
  it('covers Saturday 00:00 to Sunday 23:59 Rome time, not UTC', () => {
    expect(isWeekend(at('2026-06-12T21:59:59Z'))).toBe(false); // Friday 23:59:59 Rome
    expect(isWeekend(at('2026-06-12T22:00:00Z'))).toBe(true); // Saturday 00:00 Rome (still Friday in UTC)
    expect(isWeekend(at('2026-06-14T21:59:59Z'))).toBe(true); // Sunday 23:59:59 Rome
    expect(isWeekend(at('2026-06-14T22:00:00Z'))).toBe(false); // Monday 00:00 Rome (still Sunday in UTC)
  });

  it('holds across the October clock change', () => {
    expect(isWeekend(at('2026-10-25T22:59:59Z'))).toBe(true); // Sunday 23:59:59 CET
    expect(isWeekend(at('2026-10-25T23:00:00Z'))).toBe(false); // Monday 00:00 CET
  });
});

describe('calculateFare', () => {
  it('adds base and per-km on a weekday afternoon', () => {
    expect(calculateFare(10_000, at('2026-06-10T13:00:00Z'), tariff)).toEqual({
      baseCents: 500,
      distanceCents: 1500,
      minimumTopUpCents: 0,
      nightSupplementCents: 0,
      weekendSupplementCents: 0,
      totalCents: 2000,
    });
  });

  it('adds 20 % at night and 15 % on the weekend, both on the metered fare', () => {
    // Saturday 13 June 2026, 23:00 Rome.
    const fare = calculateFare(10_000, at('2026-06-13T21:00:00Z'), tariff);
    expect(fare).toMatchObject({ nightSupplementCents: 400, weekendSupplementCents: 300, totalCents: 2700 });
  });

  it('raises short rides to the minimum on a line of its own, so the distance line stays the distance', () => {
    const fare = calculateFare(1_000, at('2026-06-10T13:00:00Z'), tariff);
    expect(fare).toMatchObject({ baseCents: 500, distanceCents: 150, minimumTopUpCents: 150, totalCents: 800 });
    const night = calculateFare(1_000, at('2026-06-10T21:00:00Z'), tariff);
    expect(night).toMatchObject({ nightSupplementCents: 160, totalCents: 960 });
  });

  it('rounds to whole cents', () => {
    const fare = calculateFare(3_333, at('2026-06-13T10:00:00Z'), tariff);
    expect(fare.distanceCents).toBe(500); // 499.95 → 500
    expect(fare.weekendSupplementCents).toBe(150);
    expect(Number.isInteger(fare.totalCents)).toBe(true);
  });

  it('reads tariff values from the given config', () => {
    const fare = calculateFare(2_000, at('2026-06-10T13:00:00Z'), { ...tariff, baseCents: 300, perKmCents: 200, minimumCents: 0 });
    expect(fare.totalCents).toBe(700);
  });
});

describe('display conversions', () => {
  it('gives euros and km with 2 decimals', () => {
    expect(toFareDetails(calculateFare(10_000, at('2026-06-13T21:00:00Z'), tariff))).toEqual({
      baseFare: 5,
      distanceFare: 15,
      minimumFareTopUp: 0,
      nightSupplement: 4,
      weekendSupplement: 3,
    });
    expect(metersToKm(12_345)).toBe(12.35);
  });
});
