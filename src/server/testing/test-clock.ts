import type { Clock } from '../clock';

/** A clock tests move by hand: expiry, idle sessions and the Europe/Rome day without waiting. */
export class TestClock implements Clock {
  private offsetMs = 0;
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed.getTime() + this.offsetMs) : new Date(Date.now() + this.offsetMs);
  }

  /** Freezes time at `date`; `advance` then moves it. */
  set(date: Date | string): void {
    this.fixed = new Date(date);
    this.offsetMs = 0;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Back to real time: `useTestApp` does it before every test, so no test inherits another's time. */
  reset(): void {
    this.fixed = null;
    this.offsetMs = 0;
  }
}
