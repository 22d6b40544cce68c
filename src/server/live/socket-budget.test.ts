import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PositionGate, SocketBudget } from './socket-budget';

// The gate's second is measured on `performance.now()` and waited out with a timer: both are the test's here.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PositionGate: at most one position a second per driver', () => {
  it('keeps the first at once and the newest of the rest at the end of its second; the others are superseded', () => {
    const gate = new PositionGate();
    const kept: number[] = [];
    for (let i = 1; i <= 20; i++) gate.offer('mario', () => kept.push(i));
    expect(kept).toEqual([1]);

    vi.advanceTimersByTime(999);
    expect(kept).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(kept).toEqual([1, 20]);

    // Nothing was queued behind it.
    vi.advanceTimersByTime(10_000);
    expect(kept).toEqual([1, 20]);
    gate.close();
  });

  it('counts each driver apart, and keeps a position that comes a second or more after the last at once', () => {
    const gate = new PositionGate();
    const kept: string[] = [];
    gate.offer('mario', () => kept.push('mario 1'));
    gate.offer('luigi', () => kept.push('luigi 1'));
    expect(kept).toEqual(['mario 1', 'luigi 1']);
    vi.advanceTimersByTime(1_000);
    gate.offer('mario', () => kept.push('mario 2'));
    expect(kept).toEqual(['mario 1', 'luigi 1', 'mario 2']);
    gate.close();
  });
});

describe('SocketBudget', () => {
  it('lets a socket identify once a second', () => {
    const budget = new SocketBudget({ perSecond: 10, burst: 30 });
    expect(budget.takeIdentify()).toBe(true);
    vi.advanceTimersByTime(999);
    expect(budget.takeIdentify()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(budget.takeIdentify()).toBe(true);
  });

  it('starts a socket with its whole burst and refuses the frame after it', () => {
    const budget = new SocketBudget({ perSecond: 10, burst: 30 });
    const taken = Array.from({ length: 31 }, () => budget.takeMessage());
    expect(taken.filter(Boolean)).toHaveLength(30);
    expect(taken.at(-1)).toBe(false);
  });
});
