/**
 * Bench #3's per-message work, step by step (issue 25 point 5): what one driver's `update_location` costs the server
 * beyond what the bare `ws` relay does. Each step is the product's own code, run in this process on
 * `--messages` positions of distinct drivers and timed in bulk (µs per message = total / messages, median of
 * `ROUNDS` rounds), so the figure is the work, not the machine's scheduling:
 *
 *   npx tsx bench/relay-costs.ts [--db=postgres] [--messages=20000] [--rows=100]
 *
 * PGlite runs in a temporary directory; PostgreSQL in a fresh database from TEST_DATABASE_URL, dropped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import pg from 'pg';
import { WebSocket, WebSocketServer } from 'ws';
import { type Database, openDatabase } from '../src/server/db/client';
import { drivers } from '../src/server/db/schema';
import { LiveHub } from '../src/server/live/hub';
import { MemoryBus } from '../src/server/live/memory-bus';
import { rooms } from '../src/server/live/rooms';
import { PositionGate } from '../src/server/live/socket-budget';
import { DriverRideCache } from '../src/server/modules/drivers/driver-ride-cache.service';
import { ROWS_PER_WRITE as RELAY_ROWS_PER_WRITE } from '../src/server/modules/drivers/driver-location.service';
import { saveDriverPositions } from '../src/server/modules/drivers/drivers.queries';
import { clientMessageSchema } from '../src/shared/live';

const ROUNDS = 5;

const { values } = parseArgs({ options: { db: { type: 'string', default: 'pglite' }, messages: { type: 'string', default: '20000' }, rows: { type: 'string' } } });
const messages = Number(values.messages);
/** The relay's statement size, or `--rows` to compare another. */
const ROWS_PER_WRITE = values.rows ? Number(values.rows) : RELAY_ROWS_PER_WRITE;
const drivers1k = 1_000;

async function withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
  if (values.db === 'postgres') {
    const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `rt_relaycost_${process.pid}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      return await run(database);
    } finally {
      await database.close();
      await admin.query(`drop database ${name}`);
      await admin.end();
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rt-relaycost-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await run(database);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** µs per message: the median over rounds of (round's wall time / messages). */
async function time(step: (i: number) => unknown): Promise<number> {
  const perRound: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < messages; i++) {
      const result = step(i);
      if (result instanceof Promise) await result;
    }
    const us = Number(process.hrtime.bigint() - start) / 1_000 / messages;
    if (round > 0) perRound.push(us); // the first round warms the JIT up
  }
  return perRound.sort((a, b) => a - b)[Math.floor(perRound.length / 2)]!;
}

/**
 * The sends alone, timed around the `ws.send` calls only: the receiving clients live in this process too, and
 * their reading must not count as the server's writing.
 */
async function timeSends(sockets: readonly WebSocket[], payload: Buffer): Promise<number> {
  const perRound: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    let ns = 0n;
    for (let i = 0; i < messages; i++) {
      const start = process.hrtime.bigint();
      for (const ws of sockets) ws.send(payload, { binary: false });
      ns += process.hrtime.bigint() - start;
      if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
    }
    if (round > 0) perRound.push(Number(ns) / 1_000 / messages);
  }
  return perRound.sort((a, b) => a - b)[Math.floor(perRound.length / 2)]!;
}

await withDatabase(async (database) => {
  const rows = await database.db
    .insert(drivers)
    .values(
      Array.from({ length: drivers1k }, (_, i) => ({
        name: `Taxista ${i}`,
        phoneNumber: `+39347${String(1_000_000 + i).slice(-7)}`,
        licensePlate: `AB${String(i).padStart(3, '0')}CD`,
        carModel: 'Fiat Tipo',
        isAvailable: true,
      })),
    )
    .returning({ id: drivers.id });
  const ids = rows.map((r) => r.id);
  const idOf = (i: number) => ids[i % drivers1k]!;
  const raw = ids.map((driverId, i) => Buffer.from(JSON.stringify({ type: 'update_location', data: { driverId, latitude: 41.64, longitude: 13.3 + i / 1e5 } })));
  const positions = ids.map((driverId, i) => ({ driverId, latitude: 41.64, longitude: 13.3 + i / 1e5, simulated: false }));

  const cache = new DriverRideCache(database.db);
  for (const id of ids) await cache.get(id);

  const logger = pino({ level: 'silent' });
  const hub = new LiveHub({
    bus: new MemoryBus(),
    logger,
    authenticate: async () => new Map(),
    isDriverOnline: async () => true,
    budget: { perSecond: 1e9, burst: 1e9 },
  });

  // Two real sockets on loopback, the office's and the customer's, as bench #3's server writes to.
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  const port = (wss.address() as { port: number }).port;
  const serverSide: WebSocket[] = [];
  wss.on('connection', (ws) => serverSide.push(ws));
  const clients = await Promise.all(
    [0, 1].map(
      () =>
        new Promise<WebSocket>((resolve) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}`);
          ws.once('open', () => resolve(ws));
        }),
    ),
  );
  while (serverSide.length < 2) await new Promise((resolve) => setImmediate(resolve));
  let received = 0;
  for (const c of clients) c.on('message', () => received++);

  const parsed = raw.map((r) => JSON.parse(r.toString()) as unknown);
  const frame = (i: number) => JSON.stringify({ type: 'driver_location_update', data: positions[i % drivers1k] });

  const steps: Array<[string, number]> = [];
  steps.push(['decode and JSON.parse the frame', await time((i) => JSON.parse(raw[i % drivers1k]!.toString()))]);
  steps.push(['zod validation (clientMessageSchema)', await time((i) => clientMessageSchema.parse(parsed[i % drivers1k]))]);
  let gate = new PositionGate();
  steps.push([
    'rate gate (PositionGate, one a second per driver)',
    await time((i) => {
      if (i % drivers1k === 0) gate = new PositionGate();
      gate.offer(idOf(i), () => undefined);
    }),
  ]);
  gate.close();
  steps.push(['authorisation lookup (DriverRideCache, in memory)', await time((i) => cache.get(idOf(i)))]);
  steps.push(['room names and coalescing keys', await time((i) => [rooms.customer(idOf(i)), `position:${idOf(i)}:office`])]);
  steps.push(['serialisation, twice (office, customer)', await time((i) => [Buffer.from(frame(i)), Buffer.from(frame(i))])]);
  steps.push([
    'publish twice through hub and bus to empty rooms (serialisation included)',
    await time((i) =>
      Promise.all([
        hub.publish(rooms.admins, 'driver_location_update', positions[i % drivers1k]!, { coalesceKey: 'k' }),
        hub.publish(rooms.customer(idOf(i)), 'driver_location_update', positions[i % drivers1k]!, { coalesceKey: 'k' }),
      ]),
    ),
  ]);
  const payload = Buffer.from(frame(0));
  steps.push(['socket writes, twice (ws.send on loopback; the bare relay makes the same)', await timeSends(serverSide, payload)]);
  const cpuBefore = process.cpuUsage();
  const batchUs = await time(async (i) => {
    if (i % ROWS_PER_WRITE !== 0) return;
    const at = new Date();
    const chunk = Array.from({ length: ROWS_PER_WRITE }, (_, k) => ({ ...positions[(i + k) % drivers1k]!, at }));
    await saveDriverPositions(database.db, chunk);
  });
  const cpu = process.cpuUsage(cpuBefore);
  const batchCpuUs = (cpu.user + cpu.system) / (messages * (ROUNDS + 1));
  steps.push([`DB batch (${ROWS_PER_WRITE} rows a statement), per position stored: wall`, batchUs]);

  await hub.close();
  for (const c of clients) c.close();
  await new Promise((resolve) => wss.close(resolve));

  process.stdout.write(`Per-message work of bench #3's relay, ${database.kind}, ${messages} messages × ${ROUNDS} rounds (median), ${received} frames received\n\n`);
  process.stdout.write('| Step | µs per message |\n|---|---|\n');
  for (const [name, us] of steps) process.stdout.write(`| ${name} | ${us.toFixed(2)} |\n`);
  process.stdout.write(`| … of which this process's CPU | ${batchCpuUs.toFixed(2)} |\n`);
  const held = database.kind === 'pglite' ? 'the thread is held for all of it' : `${((batchCpuUs * ROWS_PER_WRITE) / 1_000).toFixed(1)} ms of it this process's CPU`;
  process.stdout.write(`\nOne ${ROWS_PER_WRITE}-row statement: ${((batchUs * ROWS_PER_WRITE) / 1_000).toFixed(1)} ms (${held})\n`);
});
