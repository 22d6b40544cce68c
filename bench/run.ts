/**
 * `npm run bench [-- --smoke] [-- --db=postgres]`: seeds a fresh database, starts the production build,
 * runs the benchmarks of issue 6 with their same-run baselines, prints one table and writes
 * bench/results/latest.json. Never asserts times: the exit code says only whether something broke.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { acceptBench } from './cases/accept';
import { apiReadBench } from './cases/api-read';
import { bookingWriteBench } from './cases/booking-write';
import { chooseDriverBench } from './cases/choose-driver';
import { consoleBench } from './cases/console';
import { dispatchBench } from './cases/dispatch';
import { lighthouseBench } from './cases/lighthouse';
import { memoryBench } from './cases/memory';
import { nationalFleetBench } from './cases/national-fleet';
import { pageWeightBench } from './cases/page-weight';
import { relayBench } from './cases/relay';
import { retentionBench } from './cases/retention';
import { startupBench } from './cases/startup';
import { floodBench, outageBench, outageTransactionsBench, resyncBench, shutdownBench } from './cases/trouble';
import { startFakePhoton } from '../tests/fakes/fake-photon';
import { build, buildIsStale } from './lib/build';
import type { BenchContext } from './lib/context';
import { BENCH_TMP, type BenchDatabase, createBenchDatabase, ensureTmp } from './lib/database';
import { parseOptions, sizesFor } from './lib/options';
import { hotFunctions } from './lib/profile';
import { installCleanup, sleep, stopAll, waitUntilQuiet } from './lib/processes';
import { type CaseOutput, machine, renderTable, type Row } from './lib/report';
import { seed } from './lib/seed';
import { REPO, type ServerHandle, startServer } from './lib/server';
import { LoadWorker } from './lib/worker';

const options = parseOptions(process.argv.slice(2));
const sizes = sizesFor(options.smoke);
const t0 = performance.now();
const log = (text: string) => process.stderr.write(`[bench ${((performance.now() - t0) / 1_000).toFixed(1)} s] ${text}\n`);
const wanted = (n: number) => options.only.size === 0 || options.only.has(n);
/** The benchmarks that need the build, the seeded database and the running server; the others are pure functions. */
const SERVER_CASES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16];

const databases: BenchDatabase[] = [];
const dropDatabases = async () => {
  for (const d of databases.splice(0)) await d.drop().catch((err: unknown) => log(`drop failed: ${String(err)}`));
};
installCleanup(dropDatabases);

const rows: Row[] = [];
const raw: Record<string, unknown> = {};
let broken = false;
/** The running server's /healthz, so each benchmark starts once the previous one's backlog is gone. */
let quietUrl: string | null = null;

async function runCase(n: number, name: string, fn: () => Promise<CaseOutput>): Promise<void> {
  if (!wanted(n)) return;
  if (quietUrl) await waitUntilQuiet(quietUrl);
  log(`#${n} ${name}…`);
  const started = performance.now();
  try {
    const out = await fn();
    rows.push(...out.rows);
    raw[`${n} ${name}`] = { ...out.raw, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } catch (err) {
    broken = true;
    const message = err instanceof Error ? err.message : String(err);
    log(`#${n} ${name} failed: ${err instanceof Error ? err.stack : message}`);
    rows.push({ bench: n, name, value: '—', status: 'error', note: message.split('\n')[0]!.slice(0, 120) });
  }
}

async function main(): Promise<void> {
  log(`${options.smoke ? 'smoke' : 'full'} run on ${options.db}`);
  // First, while nothing else runs in this process.
  await runCase(10, 'Choice of driver', () => chooseDriverBench(sizes));
  if (SERVER_CASES.some(wanted)) await runServerCases();
  // Last, with servers and databases of its own: a national fleet would weigh on every benchmark after it.
  if (wanted(17)) await runNationalFleet();

  rows.sort((a, b) => a.bench - b.bench);
  const table = renderTable(rows);
  process.stdout.write(`\n${table}\n\n`);
  const results = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    database: options.db,
    smoke: options.smoke,
    partial: options.only.size > 0,
    machine: machine(),
    sizes,
    seconds: Math.round((performance.now() - t0) / 1_000),
    rows,
    raw,
  };
  if (options.write) {
    await mkdir(`${REPO}bench/results`, { recursive: true });
    await writeFile(`${REPO}bench/results/latest.json`, `${JSON.stringify(results, null, 2)}\n`);
    if (!options.smoke && options.only.size === 0) {
      await writeFile(`${REPO}bench/results/latest-${options.db}.json`, `${JSON.stringify(results, null, 2)}\n`);
    }
  }
  log(`done in ${results.seconds} s${broken ? ' — some benchmarks failed to run' : ''}`);
  if (broken) process.exitCode = 1;
}

async function runServerCases(): Promise<void> {
  if (buildIsStale()) {
    log('dist/ missing or older than the sources: npm run build');
    await build();
  }
  await ensureTmp();
  const database = await createBenchDatabase(options.db);
  databases.push(database);
  log(`seeding (${sizes.historyRides} rides)…`);
  const world = await seed(database.target, sizes);
  const baselineDatabase = options.db === 'pglite' && wanted(4) ? await database.copyForBaseline() : database;
  if (baselineDatabase !== database) databases.push(baselineDatabase);
  const photon = await startFakePhoton();
  try {
    log('starting the production server…');
    const profileDir = join(BENCH_TMP, `profile-${process.pid}`);
    const start = () =>
      startServer({
        db: database.env,
        geocoderUrl: photon.url,
        extraArgs: options.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      });
    const worker = LoadWorker.start();
    const ctx: BenchContext = {
      options,
      sizes,
      world,
      server: await start(),
      worker,
      database,
      baselineDatabase,
      geocoderUrl: photon.url,
      memory: {},
    };
    quietUrl = `${ctx.server.baseUrl}/healthz`;
    try {
      await sleep(1_000);
      ctx.memory.idle = ctx.server.rss();
      await runCase(6, 'Page weight', pageWeightBench);
      await runCase(1, 'Dispatch fan-out', () => dispatchBench(ctx));
      await runCase(2, 'Accept → customer', () => acceptBench(ctx));
      await runCase(3, 'Location relay', () => relayBench(ctx));
      // Right after #3: the repeated relay load is what shows growth, not the other benchmarks' work.
      await runCase(9, 'Memory', () => memoryBench(ctx));
      // The page and HTTP benchmarks get a fresh server process: whatever the live load left queued
      // (a relay that fell behind can leave minutes of work) must not be measured as page or API speed.
      if ([7, 4, 5, 10, 11, 12, 13, 16].some(wanted)) {
        await stopServer(ctx.server);
        log('restarting the server for the page and HTTP benchmarks…');
        ctx.server = await start();
        quietUrl = `${ctx.server.baseUrl}/healthz`;
      }
      await runCase(7, 'Lighthouse', () => lighthouseBench(ctx));
      await runCase(4, 'API read', () => apiReadBench(ctx));
      await runCase(16, 'Office console', () => consoleBench(ctx));
      await runCase(5, 'Booking write', () => bookingWriteBench(ctx));
      await runCase(11, 'Socket flood', () => floodBench(ctx));
      await runCase(12, 'Database outage', () => outageBench(ctx));
      await runCase(12, 'Database refusing connections, backends ended mid-transaction', () => outageTransactionsBench(ctx));
      await runCase(13, 'LISTEN loss', () => resyncBench(ctx));
      await runCase(14, 'Shutdown behind nginx', () => shutdownBench(ctx));
    } finally {
      quietUrl = null;
      await worker.stop();
      await stopServer(ctx.server);
    }
    if (options.profile) {
      const hot = hotFunctions(profileDir);
      raw.profile = { dir: profileDir, hot };
      log(`server CPU profile in ${profileDir}; hottest functions (self time):\n${hot.map((h) => `  ${String(h.selfPercent).padStart(5)} %  ${h.name}  ${h.where}`).join('\n')}`);
    }
    await runCase(8, 'Start-up', () => startupBench(database, options.db, photon.url, sizes.startupRepeats));
    // Last: it anonymises the seeded history, and needs the database to itself.
    await runCase(15, 'Retention', () => retentionBench(database));
  } finally {
    await photon.close();
    await stopAll();
    await dropDatabases();
  }
}

async function runNationalFleet(): Promise<void> {
  if (buildIsStale()) await build();
  await ensureTmp();
  const photon = await startFakePhoton();
  const worker = LoadWorker.start();
  try {
    await runCase(17, 'National fleet', () => nationalFleetBench({ options, sizes, worker, geocoderUrl: photon.url, log }));
  } finally {
    await worker.stop();
    await photon.close();
    await stopAll();
  }
}

async function stopServer(server: ServerHandle): Promise<void> {
  await server.stop();
  if (server.child.exitCode !== 0 && server.child.exitCode !== null) {
    log(`server exited ${server.child.exitCode}: ${server.logs.join('').slice(-2_000)}`);
  }
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO }).toString().trim();
  } catch {
    return 'unknown';
  }
}

main().catch(async (err: unknown) => {
  log(`failed: ${err instanceof Error ? err.stack : String(err)}`);
  await stopAll();
  await dropDatabases();
  process.exit(1);
});
