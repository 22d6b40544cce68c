import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { runRetention } from '../../src/server/modules/privacy/retention.service';
import type { BenchDatabase } from '../lib/database';
import { type CaseOutput, ms } from '../lib/report';

const DAY = 86_400_000;

/**
 * #15 Retention (design §13) on the seeded history (rides spread over the last 60 days): the job's own function, on
 * the real app and database, three times — the first run over a history that never had one (every ride older than
 * 30 days), the same run again (idempotent: nothing to do), and the next day's run (one day of rides). Runs last,
 * while no server holds the database (PGlite has one user at a time), and leaves the history anonymised.
 */
export async function retentionBench(database: BenchDatabase): Promise<CaseOutput> {
  const opened = await openDatabase(database.target);
  let now = Date.now();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-retention', RETENTION_DAYS: '30' });
  const app = await buildApp({ config, database: opened, clock: { now: () => new Date(now) } });
  try {
    const first = await runRetention(app);
    const again = await runRetention(app);
    now += DAY;
    const nextDay = await runRetention(app);
    const row = (name: string, run: { rides: number; ms: number }, note: string) => ({
      bench: 15,
      name,
      value: ms(run.ms),
      status: 'report' as const,
      note: `${run.rides.toLocaleString('en')} rides anonymised; ${note}`,
    });
    return {
      rows: [
        row('Retention, first run over the history', first, 'batches of 1,000, one transaction each'),
        row('Retention, run again the same day', again, 'idempotent'),
        row('Retention, the next day’s run', nextDay, 'one day of rides'),
      ],
      raw: { first, again, nextDay },
    };
  } finally {
    await app.close();
    await opened.close();
  }
}
