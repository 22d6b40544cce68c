import { describe, expect, it } from 'vitest';
import type { RideStatus } from '@shared/ride-states';
import { canDriverCancel, canReportNoShow, formatCountdown, headingFor, nextStep, noShowWait } from './ride-steps';

const UNDER_WAY: RideStatus[] = ['accepted', 'arrived', 'on_board'];
const NOT_UNDER_WAY: RideStatus[] = ['pending', 'completed', 'cancelled', 'expired', 'no_show'];

describe("the driver's next step (design §4)", () => {
  it('walks a ride forward one step at a time: arrived, on board, completed', () => {
    expect(nextStep('accepted')).toBe('arrived');
    expect(nextStep('arrived')).toBe('on_board');
    expect(nextStep('on_board')).toBe('completed');
    expect(NOT_UNDER_WAY.map(nextStep)).toEqual([null, null, null, null, null]);
  });

  it('offers no-show only at the pickup, and cancelling only until the passenger is on board', () => {
    expect(UNDER_WAY.map(canReportNoShow)).toEqual([false, true, false]);
    expect(UNDER_WAY.map(canDriverCancel)).toEqual([true, true, false]);
  });

  it('navigates to the pickup until the passenger is on board, then to the destination', () => {
    expect(UNDER_WAY.map(headingFor)).toEqual(['pickup', 'pickup', 'dropoff']);
  });
});

describe("the no-show wait, from the server's arrival time", () => {
  const arrivedAt = '2026-11-23T10:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts down the configured minutes and is ready when they are over', () => {
    expect(noShowWait(arrivedAt, 5, at('2026-11-23T10:00:00.000Z'))).toEqual({ ready: false, secondsLeft: 300 });
    expect(noShowWait(arrivedAt, 5, at('2026-11-23T10:04:59.200Z'))).toEqual({ ready: false, secondsLeft: 1 });
    expect(noShowWait(arrivedAt, 5, at('2026-11-23T10:05:00.000Z'))).toEqual({ ready: true, secondsLeft: 0 });
    expect(noShowWait(arrivedAt, 5, at('2026-11-23T11:00:00.000Z'))).toEqual({ ready: true, secondsLeft: 0 });
  });

  it('takes a fraction of a minute (a test deployment) and waits the whole time when the arrival is not known', () => {
    expect(noShowWait(arrivedAt, 0.1, at('2026-11-23T10:00:01.000Z'))).toEqual({ ready: false, secondsLeft: 5 });
    expect(noShowWait(null, 5, Date.now())).toEqual({ ready: false, secondsLeft: 300 });
  });

  it('shows the time left as minutes and seconds', () => {
    expect(formatCountdown(272)).toBe('4:32');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
