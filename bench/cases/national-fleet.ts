import { join } from 'node:path';
import { BENCH_TMP, type BenchDatabase, createBenchDatabase } from '../lib/database';
import { fleetPosition, seedFleet } from '../lib/fleet-seed';
import type { BenchOptions, Sizes } from '../lib/options';
import { cpuSeconds } from '../lib/processes';
import { hotFunctions } from '../lib/profile';
import type { ConnectResult, FleetResult } from '../lib/protocol';
import { type CaseOutput, ms, type Row, verdict } from '../lib/report';
import { idempotencyKey } from '../lib/context';
import { startServer } from '../lib/server';
import { summarize } from '../lib/stats';
import type { LoadWorker } from '../lib/worker';

const POSITION_EVERY_MS = 10_000;
const ACCEPT_AFTER_MS = 300;
const BOOKINGS_PER_SEC = 2;

export interface NationalFleetInput {
  options: BenchOptions;
  sizes: Sizes;
  worker: LoadWorker;
  geocoderUrl: string;
  log: (text: string) => void;
}

/**
 * #17 A national fleet on one instance (design §11 "Cost", issue 25): for each fleet size a fresh database and
 * server with `DISPATCH_POLICY=nearest`; every taxi online with a live socket and a position every 10 s; a booking
 * every 500 ms from a new customer somewhere in the country; the offered taxi bids 300 ms after its offer. Reports
 * booking → offer (at the taxi's socket), the booking's answer, `/healthz`, and the server's CPU and memory.
 */
export async function nationalFleetBench(input: NationalFleetInput): Promise<CaseOutput> {
  const rows: Row[] = [];
  const raw: Record<string, unknown> = {};
  for (const taxis of input.sizes.nationalFleet) {
    const figures = await oneFleet(input, taxis);
    raw[`${taxis} taxis`] = figures;
    const offer = summarize(figures.result.offerMs);
    input.log(`#17 ${taxis} taxis: slowest offers ${figures.result.slowest.map((b) => `${b.offerMs} ms (sent at ${(b.atMs / 1_000).toFixed(1)} s, answered in ${b.answerMs} ms)`).join(', ')}`);
    const booking = summarize(figures.result.bookingMs);
    const health = summarize(figures.result.healthMs);
    const onPostgres = input.options.db === 'postgres';
    const largest = taxis === Math.max(...input.sizes.nationalFleet);
    const missed = figures.result.noOffer > 0 || figures.result.errors.length > 0;
    const problems = missed ? `; ${figures.result.noOffer} without an offer; ${figures.result.errors[0] ?? ''}` : '';
    rows.push({
      bench: 17,
      name: `National fleet, ${taxis.toLocaleString('en')} online taxis: booking → offer p99`,
      value: ms(offer.p99),
      target: largest ? '≤ 100 ms (PostgreSQL)' : undefined,
      status: missed ? 'missed' : largest && onPostgres ? verdict(offer.p99 <= 100) : 'report',
      note: `p50 ${ms(offer.p50)}; booking answered p99 ${ms(booking.p99)}; ${figures.result.accepted}/${figures.result.bookingMs.length} accepted; CPU ${figures.cpuPercent} % (load generator ${figures.loadCpuPercent} %, its event-loop delay p99 ${ms(figures.result.loadLoopDelayMs.p99)}), RSS ${figures.rssMiB} MiB${problems}`,
    });
    rows.push({
      bench: 17,
      name: `National fleet, ${taxis.toLocaleString('en')} online taxis: /healthz p99`,
      value: ms(health.p99),
      target: largest ? '≤ 50 ms (PostgreSQL)' : undefined,
      status: largest && onPostgres ? verdict(health.p99 <= 50) : 'report',
      note: `p50 ${ms(health.p50)}; ${figures.result.positionsSent} positions sent in ${figures.seconds} s`,
    });
  }
  return { rows, raw };
}

async function oneFleet(input: NationalFleetInput, taxis: number) {
  const { sizes, worker, log } = input;
  const bookings = Math.round(sizes.nationalFleetSeconds * BOOKINGS_PER_SEC);
  const database: BenchDatabase = await createBenchDatabase(input.options.db, 'fleet_');
  try {
    log(`#17 seeding ${taxis} online taxis…`);
    const world = await seedFleet(database.target, taxis, bookings);
    const profileDir = join(BENCH_TMP, `profile-fleet-${taxis}-${process.pid}`);
    const server = await startServer({
      db: database.env,
      geocoderUrl: input.geocoderUrl,
      env: { DISPATCH_POLICY: 'nearest' },
      extraArgs: input.options.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    let figures;
    try {
      const wsUrl = `${server.baseUrl.replace('http', 'ws')}/ws`;
      const connected = await worker.run<ConnectResult>({
        cmd: 'connect',
        pool: 'fleet',
        url: wsUrl,
        clients: world.drivers.map((d) => ({ cookie: d.cookie, identify: { userType: 'driver', userId: d.id } })),
        concurrency: 100,
        timeoutMs: 30_000,
      });
      if (connected.failed > 0) throw new Error(`${connected.failed}/${taxis} taxis not connected: ${connected.firstError}`);
      // The office follows the fleet, as the console does all day.
      await worker.run<ConnectResult>({
        cmd: 'connect',
        pool: 'fleet-office',
        url: wsUrl,
        clients: [{ cookie: world.admin.cookie, identify: { userType: 'admin' } }],
        concurrency: 1,
        timeoutMs: 30_000,
      });
      const requests = world.customers.map((customer, i) => {
        // Pickups where the taxis are: the spread of the fleet itself, a few hundred metres off a taxi.
        const pickup = fleetPosition((i * 3_571) % taxis, taxis);
        return {
          url: `${server.baseUrl}/api/rides`,
          method: 'POST' as const,
          headers: { cookie: customer.cookie, origin: server.baseUrl, 'content-type': 'application/json', 'idempotency-key': idempotencyKey() },
          body: JSON.stringify({
            pickupAddress: `Via del Corso ${(i % 90) + 1}`,
            dropoffAddress: 'Stazione centrale',
            pickup: { lat: pickup.lat + 0.003, lon: pickup.lon },
            dropoff: { lat: pickup.lat + 0.02, lon: pickup.lon + 0.01 },
            requestType: 'immediate',
          }),
        };
      });
      log(`#17 ${taxis} taxis: ${bookings} bookings over ${sizes.nationalFleetSeconds} s…`);
      const cpuBefore = cpuSeconds(server.pid);
      const loadCpuBefore = cpuSeconds(worker.pid);
      const started = performance.now();
      const result = await worker.run<FleetResult>(
        {
          cmd: 'fleet',
          driverPool: 'fleet',
          drivers: world.drivers.map((d) => ({ driverId: d.id, cookie: d.cookie, lat: d.lat, lon: d.lon })),
          positionEveryMs: POSITION_EVERY_MS,
          bookings: requests,
          bookingsPerSec: BOOKINGS_PER_SEC,
          acceptAfterMs: ACCEPT_AFTER_MS,
          baseUrl: server.baseUrl,
          healthEveryMs: 200,
          drainMs: 10_000,
        },
        (sizes.nationalFleetSeconds + 120) * 1_000,
      );
      const seconds = (performance.now() - started) / 1_000;
      const cpuPercent = Math.round(((cpuSeconds(server.pid) - cpuBefore) / seconds) * 100);
      // The load generator has one core: near 100 % its own delays would show in the figures.
      const loadCpuPercent = Math.round(((cpuSeconds(worker.pid) - loadCpuBefore) / seconds) * 100);
      const rssMiB = server.rss();
      await worker.run({ cmd: 'close', pool: 'fleet' });
      await worker.run({ cmd: 'close', pool: 'fleet-office' });
      figures = { result, cpuPercent, loadCpuPercent, rssMiB, seconds: Math.round(seconds), connectMs: Math.round(connected.ms) };
    } finally {
      await server.stop();
    }
    if (input.options.profile) {
      const hot = hotFunctions(profileDir);
      log(`#17 ${taxis} taxis: server CPU profile in ${profileDir}; hottest (self time):\n${hot.map((h) => `  ${String(h.selfPercent).padStart(5)} %  ${h.name}  ${h.where}`).join('\n')}`);
    }
    return figures;
  } finally {
    await database.drop();
  }
}
