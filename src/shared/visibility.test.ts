import { describe, expect, it } from 'vitest';
import { isScheduledVisible, isVisibleToDrivers } from './visibility';

const departure = new Date('2026-06-10T12:00:00Z');
const at = (minutesFromDeparture: number) => new Date(departure.getTime() + minutesFromDeparture * 60_000);

describe('scheduled visibility window (30 min before → 5 min after departure)', () => {
  it.each([
    [-31, false],
    [-30.01, false],
    [-30, true],
    [-10, true],
    [0, true],
    [5, true],
    [5.01, false],
    [60, false],
  ])('at %s min from departure → %s', (offset, visible) => {
    expect(isScheduledVisible(departure, at(offset))).toBe(visible);
  });

  it('hides any request once expired, and shows an immediate one until then', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    const immediate = { requestType: 'immediate' as const, scheduledTime: null, expiresAt: new Date(now.getTime() + 1_000) };
    expect(isVisibleToDrivers(immediate, now)).toBe(true);
    expect(isVisibleToDrivers({ ...immediate, expiresAt: now }, now)).toBe(false);
    const scheduled = { requestType: 'scheduled' as const, scheduledTime: departure.toISOString(), expiresAt: at(5) };
    expect(isVisibleToDrivers(scheduled, at(-45))).toBe(false);
    expect(isVisibleToDrivers(scheduled, at(-20))).toBe(true);
    expect(isVisibleToDrivers(scheduled, at(5))).toBe(false);
  });
});
