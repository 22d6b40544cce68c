import { describe, expect, it } from 'vitest';
import { slotToInstant } from './schedule';
import { centsToEuroText, maxFareCents, parseEuroCents, settleFare, tariffInForce } from './fare';

describe("maxFareCents: 'Prezzo massimo garantito' (design §15)", () => {
  it('adds the margin and rounds up to the next 50 cents', () => {
    expect(maxFareCents(2000, 15)).toBe(2300); // 23,00 exactly: no rounding
    expect(maxFareCents(2001, 15)).toBe(2350); // 23,0115 → 23,50
    expect(maxFareCents(1250, 15)).toBe(1450); // 14,375 → 14,50
    expect(maxFareCents(1304, 15)).toBe(1500); // 14,996 → 15,00
    expect(maxFareCents(1305, 15)).toBe(1550); // 15,0075 → 15,50
  });

  it('rounds a zero margin up to 50 cents too, and never down', () => {
    expect(maxFareCents(801, 0)).toBe(850);
    expect(maxFareCents(800, 0)).toBe(800);
    for (let cents = 0; cents < 5000; cents += 7) expect(maxFareCents(cents, 15)).toBeGreaterThanOrEqual(cents * 1.15);
  });
});

describe('settleFare: the fare a ride ends with', () => {
  const metered = { estimatedFareCents: 2000, maxFareCents: 2300, fixedFare: false };
  it('takes the meter when it is within the maximum, the maximum itself included', () => {
    expect(settleFare(metered, 2150)).toEqual({ finalFareCents: 2150, fareSource: 'meter' });
    expect(settleFare(metered, 2300)).toEqual({ finalFareCents: 2300, fareSource: 'meter' });
  });
  it('caps the meter at the maximum, one cent above is enough', () => {
    expect(settleFare(metered, 2301)).toEqual({ finalFareCents: 2300, fareSource: 'capped' });
  });
  it('keeps the fixed fare whatever the meter says', () => {
    expect(settleFare({ estimatedFareCents: 5000, maxFareCents: 5000, fixedFare: true }, 7300)).toEqual({ finalFareCents: 5000, fareSource: 'fixed' });
  });
  it('ends with the estimate without a meter amount, with nothing when there was no estimate either', () => {
    expect(settleFare(metered, null)).toEqual({ finalFareCents: 2000, fareSource: 'estimate' });
    expect(settleFare({ estimatedFareCents: null, maxFareCents: null, fixedFare: false }, null)).toEqual({ finalFareCents: null, fareSource: null });
  });
  it('takes the meter as it is on a ride booked without an estimate (no maximum to cap at)', () => {
    expect(settleFare({ estimatedFareCents: null, maxFareCents: null, fixedFare: false }, 9900)).toEqual({ finalFareCents: 9900, fareSource: 'meter' });
  });
});

describe('tariffInForce: the version at the departure (Europe/Rome)', () => {
  const v = (id: string, from: Date) => ({ id, effectiveFrom: from });
  const first = v('first', new Date(0));

  it('changes at the instant the new version starts, not a millisecond before', () => {
    const next = v('next', slotToInstant('2026-06-10', '08:00')!); // 06:00Z in summer
    const versions = [next, first];
    expect(tariffInForce(versions, new Date('2026-06-10T05:59:59.999Z'))?.id).toBe('first');
    expect(tariffInForce(versions, new Date('2026-06-10T06:00:00.000Z'))?.id).toBe('next');
  });

  it('reads a start on the day the clocks go forward (29 March 2026) on the Rome clock', () => {
    // 03:00 CEST exists once; it is 01:00Z, one hour after 02:00 CET would have been.
    const next = v('next', slotToInstant('2026-03-29', '03:00')!);
    expect(next.effectiveFrom.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(tariffInForce([first, next], new Date('2026-03-29T00:59:59Z'))?.id).toBe('first');
    expect(tariffInForce([first, next], new Date('2026-03-29T01:00:00Z'))?.id).toBe('next');
  });

  it('reads a start on the day the clocks go back (25 October 2026) on the Rome clock', () => {
    const next = v('next', slotToInstant('2026-10-25', '06:00')!); // CET again: 05:00Z
    expect(next.effectiveFrom.toISOString()).toBe('2026-10-25T05:00:00.000Z');
    expect(tariffInForce([first, next], new Date('2026-10-25T04:59:59Z'))?.id).toBe('first');
    expect(tariffInForce([first, next], new Date('2026-10-25T05:00:00Z'))?.id).toBe('next');
  });

  it('takes the latest of several started versions, in whatever order they come, and none before the first', () => {
    const a = v('a', new Date('2026-01-01T00:00:00Z'));
    const b = v('b', new Date('2026-02-01T00:00:00Z'));
    const c = v('c', new Date('2026-03-01T00:00:00Z'));
    expect(tariffInForce([c, a, b], new Date('2026-02-15T00:00:00Z'))?.id).toBe('b');
    expect(tariffInForce([a, b, c], new Date('2025-12-31T23:59:59Z'))).toBeNull();
  });
});

describe('parseEuroCents: what the driver and the office type', () => {
  it('reads the Italian comma and the dot, with or without the euro sign', () => {
    expect(parseEuroCents('12,50')).toBe(1250);
    expect(parseEuroCents('12,5')).toBe(1250);
    expect(parseEuroCents('12.5')).toBe(1250);
    expect(parseEuroCents('€ 12')).toBe(1200);
    expect(parseEuroCents(' 7,05 € ')).toBe(705);
    expect(parseEuroCents('1.234,50')).toBe(123450);
    expect(parseEuroCents('1.234')).toBe(123400);
  });
  it('refuses what is not an amount with at most two decimals', () => {
    for (const bad of ['', 'dodici', '12,505', '-3', '1,2,3', '12.50.1']) expect(parseEuroCents(bad)).toBeNull();
  });
  it('writes cents back as the field shows them', () => {
    expect(centsToEuroText(1250)).toBe('12,50');
    expect(centsToEuroText(705)).toBe('7,05');
    expect(centsToEuroText(0)).toBe('0,00');
  });
});
