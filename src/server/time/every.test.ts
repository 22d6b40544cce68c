import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every } from './every';

const appLogging = (errors: unknown[]) => ({ log: { error: (...args: unknown[]) => errors.push(args) } }) as unknown as FastifyInstance;

describe('every', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('skips a tick while the previous run is still going, and runs again once it is done', async () => {
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = every(appLogging([]), { failure: 'x failed', intervalMs: 1_000, run });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    const stopped = stop();
    finish();
    await stopped;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('stopping waits for a run still going, so that shutdown closes the database after it', async () => {
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = every(appLogging([]), { failure: 'x failed', intervalMs: 1_000, run, atStart: true });
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed run and tries again at the next tick; runs at once when asked', async () => {
    const errors: unknown[] = [];
    const run = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(undefined);
    const stop = every(appLogging(errors), { failure: 'retention failed', intervalMs: 1_000, run, atStart: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
    expect((errors[0] as unknown[])[1]).toBe('retention failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(1);
    await stop();
  });
});
