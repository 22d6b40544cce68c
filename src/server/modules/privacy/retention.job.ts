import type { FastifyInstance } from 'fastify';
import { latestRomeHour } from '../../time/rome-day';
import { claimPeriodRun } from './job-runs.queries';
import { runRetention, type RetentionRun } from './retention.service';
import { every, type StopTask } from '../../time/every';

const JOB = 'retention';
/** Due every day from 03:00 in Rome, the quietest hour of a taxi's night. */
const DUE_HOUR = 3;
/** How often each instance asks whether today's run is due: the run starts at most this late. */
const CHECK_INTERVAL_MS = 15 * 60_000;

/**
 * Runs the retention if today's run is due and no instance has started it: the claim (one row in `job_runs`)
 * makes it once a day across instances. Null when there was nothing to do here.
 */
export async function runRetentionIfDue(app: FastifyInstance): Promise<RetentionRun | null> {
  const now = app.clock.now();
  if (!(await claimPeriodRun(app.db, JOB, latestRomeHour(now, DUE_HOUR), now))) return null;
  const run = await runRetention(app);
  app.log.info({ retention: run }, 'retention done');
  return run;
}

/** Checks at start and every quarter of an hour; a failed run is logged and done again the next day. */
export function startRetentionJob(app: FastifyInstance): StopTask {
  return every(app, { failure: 'retention failed', intervalMs: CHECK_INTERVAL_MS, run: () => runRetentionIfDue(app), atStart: true });
}
