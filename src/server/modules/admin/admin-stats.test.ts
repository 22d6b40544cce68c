import { describe, expect, it } from 'vitest';
import { percentChange, statsWindows } from './admin-stats.queries';

describe('percentChange', () => {
  it.each([
    [5, 4, '+25%'],
    [9, 10, '-10%'],
    [3, 3, '+0%'],
    [0, 0, '+0%'],
    [2, 0, '+100%'],
    [0, 4, '-100%'],
    [1, 3, '-67%'],
    [1000, 1001, '+0%'],
    [2, 3, '-33%'],
  ])('%i against %i → %s', (today, yesterday, expected) => {
    expect(percentChange(today, yesterday)).toBe(expected);
  });
});

describe('statsWindows (Europe/Rome)', () => {
  it('uses Rome midnight in winter and in summer', () => {
    expect(statsWindows(new Date('2026-01-15T12:00:00Z')).todayStart.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(statsWindows(new Date('2026-07-15T12:00:00Z')).todayStart.toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('compares by wall-clock time across the autumn DST change (25-hour Sunday)', () => {
    // Monday 26 October 2026, 09:00 CET; Sunday 25th had 25 hours.
    const w = statsWindows(new Date('2026-10-26T08:00:00Z'));
    expect(w.todayStart.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(w.yesterdayStart.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(w.yesterdaySameTime.toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });
});
