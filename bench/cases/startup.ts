import { createBenchDatabase, type BenchDatabase } from '../lib/database';
import { freePort, startProcess, stopProcess, waitForHttp200 } from '../lib/processes';
import { type CaseOutput, type Row, verdict } from '../lib/report';
import { REPO, serverEnv } from '../lib/server';
import { summarize } from '../lib/stats';

/**
 * #8 Start-up: from spawning `node dist/server/main.js` (what `npm start` runs, without npm's own ~0.3 s)
 * to the first 200 of /healthz, on the seeded database and on an empty one (created, migrated at start).
 * Runs while the benchmark server is stopped: the PGlite data dir has one user at a time.
 */
export async function startupBench(
  existing: BenchDatabase,
  kind: 'pglite' | 'postgres',
  geocoderUrl: string,
  repeats: number,
): Promise<CaseOutput> {
  const existingMs: number[] = [];
  const emptyMs: number[] = [];
  for (let i = 0; i < repeats; i++) {
    existingMs.push(await timeStart(existing, geocoderUrl));
    const empty = await createBenchDatabase(kind, 'empty_');
    try {
      emptyMs.push(await timeStart(empty, geocoderUrl));
    } finally {
      await empty.drop();
    }
  }
  const e = summarize(existingMs);
  const z = summarize(emptyMs);
  const rows: Row[] = [
    {
      bench: 8,
      name: 'Start-up to first 200, existing data',
      value: `${(e.p50 / 1_000).toFixed(2)} s`,
      target: '≤ 3 s',
      // The median: one start slowed by a neighbour's test run on this shared machine is not the product.
      status: verdict(e.p50 <= 3_000),
      note: `median of ${repeats}, max ${(e.max / 1_000).toFixed(2)} s`,
    },
    {
      bench: 8,
      name: 'Start-up to first 200, empty database',
      value: `${(z.p50 / 1_000).toFixed(2)} s`,
      status: 'report',
      note: `median of ${repeats}, max ${(z.max / 1_000).toFixed(2)} s`,
    },
  ];
  return { rows, raw: { existingMs, emptyMs } };
}

async function timeStart(database: BenchDatabase, geocoderUrl: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = startProcess(process.execPath, ['dist/server/main.js'], {
    cwd: REPO,
    env: serverEnv({ db: database.env, geocoderUrl, port }),
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  try {
    await waitForHttp200(`http://127.0.0.1:${port}/healthz`, 60_000, 5);
    return performance.now() - started;
  } finally {
    await stopProcess(child, 15_000);
  }
}
