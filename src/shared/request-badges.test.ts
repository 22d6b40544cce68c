import { describe, expect, it } from 'vitest';
import { formatCountdown, immediateSecondsLeft, scheduledBadge, timeSince } from './request-badges';

const now = new Date('2026-06-10T12:00:00Z');
const plus = (ms: number) => new Date(now.getTime() + ms);

describe('scheduled request badge (spec §4)', () => {
  it.each([
    [16 * 60_000, 'later', 'Partenza tra 16 min'],
    [15 * 60_000, 'soon', 'Partenza tra 15 min'],
    [14 * 60_000 + 1, 'soon', 'Partenza tra 15 min'],
    [6 * 60_000, 'soon', 'Partenza tra 6 min'],
    [5 * 60_000, 'urgent', 'Partenza imminente'],
    [30_000, 'urgent', 'Partenza imminente'],
    [0, 'urgent', 'Partenza imminente'],
    [-1, 'late', 'In ritardo'],
    [-4 * 60_000, 'late', 'In ritardo'],
  ])('%s ms before departure → %s %s', (delta, tone, label) => {
    expect(scheduledBadge(plus(delta), now)).toEqual({ tone, label });
  });
});

describe('immediate request countdown (90 s)', () => {
  it('counts down from 90 to 0 and never below or above', () => {
    const createdAt = now.toISOString();
    const expiresAt = plus(90_000).toISOString();
    expect(immediateSecondsLeft({ createdAt, expiresAt }, now)).toBe(90);
    expect(immediateSecondsLeft({ createdAt, expiresAt }, plus(500))).toBe(90);
    expect(immediateSecondsLeft({ createdAt, expiresAt }, plus(30_000))).toBe(60);
    expect(immediateSecondsLeft({ createdAt, expiresAt }, plus(89_001))).toBe(1);
    expect(immediateSecondsLeft({ createdAt, expiresAt }, plus(90_000))).toBe(0);
    expect(immediateSecondsLeft({ createdAt, expiresAt }, plus(200_000))).toBe(0);
    expect(immediateSecondsLeft({ createdAt, expiresAt }, plus(-60_000))).toBe(90);
  });

  it('falls back to createdAt + 90 s without expiresAt', () => {
    expect(immediateSecondsLeft({ createdAt: now }, plus(45_000))).toBe(45);
  });

  it('formats as m:ss', () => {
    expect(formatCountdown(90)).toBe('1:30');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
});

describe('time since creation', () => {
  it.each([
    [30_000, 'ora'],
    [60_000, '1 min fa'],
    [59 * 60_000, '59 min fa'],
    [60 * 60_000, '1 h fa'],
    [65 * 60_000, '1 h 5 min fa'],
  ])('%s ms → %s', (elapsed, text) => {
    expect(timeSince(now, plus(elapsed))).toBe(text);
  });
});
