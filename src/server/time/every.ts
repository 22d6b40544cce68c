import type { FastifyInstance } from 'fastify';

export interface RepeatedTask {
  /** Said in the log when a run fails, e.g. 'ride sweep failed'. */
  failure: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  /** Also run once now, not only after the first interval. */
  atStart?: boolean;
}

/** Stops the timer; resolves once a run still going has ended, so that shutdown closes the database after it. */
export type StopTask = () => Promise<void>;

/**
 * The one way a background job repeats on an instance: every `intervalMs`, a run that is still going skips the
 * next tick (a slow database never piles runs up), a failure is logged and the next tick tries again, and the
 * timer never keeps the process alive. Returns the stop, for shutdown.
 */
export function every(app: FastifyInstance, { failure, intervalMs, run, atStart = false }: RepeatedTask): StopTask {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .then(
        () => undefined,
        (err: unknown) => void app.log.error({ err }, failure),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (atStart) tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
