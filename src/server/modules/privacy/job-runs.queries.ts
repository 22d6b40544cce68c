import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns } from '../../db/schema';

/**
 * Claims the run of `name` for the period that started at `periodStart`, once across every instance: one
 * conditional upsert moves `last_started_at` to `now` only if the last run started before the period. PostgreSQL
 * locks the row, so of two instances claiming at once the second sees the first's write and gets nothing.
 */
export async function claimPeriodRun(db: Db, name: string, periodStart: Date, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ name, lastStartedAt: now })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastStartedAt: now }, setWhere: lt(jobRuns.lastStartedAt, periodStart) })
    .returning({ name: jobRuns.name });
  return claimed.length === 1;
}
