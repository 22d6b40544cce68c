import { describe, expect, it } from 'vitest';
import { latestRomeHour } from './rome-day';

describe('latestRomeHour', () => {
  it('is today’s hour in Rome once it has come, yesterday’s before', () => {
    expect(latestRomeHour(new Date('2026-06-10T01:00:00Z'), 3)).toEqual(new Date('2026-06-10T01:00:00Z')); // 03:00 CEST
    expect(latestRomeHour(new Date('2026-06-10T00:59:59Z'), 3)).toEqual(new Date('2026-06-09T01:00:00Z'));
    expect(latestRomeHour(new Date('2026-01-10T12:00:00Z'), 3)).toEqual(new Date('2026-01-10T02:00:00Z')); // CET
  });

  it('follows the wall clock across the change to summer time', () => {
    // Sunday 29 March 2026: 02:00 CET becomes 03:00 CEST, so 03:00 is 01:00 UTC.
    expect(latestRomeHour(new Date('2026-03-29T01:30:00Z'), 3)).toEqual(new Date('2026-03-29T01:00:00Z'));
    expect(latestRomeHour(new Date('2026-03-29T00:30:00Z'), 3)).toEqual(new Date('2026-03-28T02:00:00Z'));
  });
});
