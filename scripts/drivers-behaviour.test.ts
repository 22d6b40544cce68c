import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { subDays } from 'date-fns/subDays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/server/clock';
import { openDatabase } from '../src/server/db/client';
import { rideOffers } from '../src/server/db/schema';
import { insertDriver, insertRide } from '../src/server/testing/fixtures';

const run = promisify(execFile);
const script = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const OFFERS = 90;

let dir: string;
let env: NodeJS.ProcessEnv;

/** A co-operative's embedded database with three drivers' answers to 90 offers, one a day. */
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'drivers-behaviour-'));
  const dataDir = path.join(dir, 'data');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const rows = { db: database.db, clock: systemClock };
  const drivers = await Promise.all([0, 1, 2].map(() => insertDriver(rows)));
  const ride = await insertRide(rows);
  const now = new Date();
  await database.db.insert(rideOffers).values(
    Array.from({ length: OFFERS }, (_, i) => {
      const offeredAt = subDays(now, i);
      const outcome = i % 5 === 0 ? 'timed_out' : i % 5 === 1 ? 'refused' : 'accepted';
      const answeredAfterMs = outcome === 'timed_out' ? 20_000 : (4 + (i % 7)) * 1_000;
      return {
        rideId: ride.id,
        driverId: drivers[i % 3]!.id,
        round: 1,
        pickupDistanceKm: 0.5 + (i % 12),
        offeredAt,
        expiresAt: new Date(offeredAt.getTime() + 20_000),
        endedAt: new Date(offeredAt.getTime() + answeredAfterMs),
        outcome,
      } as const;
    }),
  );
  await database.close();
  const port = await freePort();
  env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '' };
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const driversBehaviour = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', script('./drivers-behaviour.ts'), ...args], { env, encoding: 'utf8' });

describe('npm run drivers-behaviour (ADR 285)', () => {
  it("prints the drivers' answers beside the model, and writes them for npm run simulate -- --behaviour", async () => {
    const file = path.join(dir, 'behaviour.json');
    const { stdout } = await driversBehaviour(`--out=${file}`);
    expect(stdout).toContain(`The drivers' answers to ${OFFERS} offers of the last 90 days (72 answered in time, 3 drivers):`);
    expect(stdout).toMatch(/Reaction, median \(s\)\s+7\.0\s+\d+\.\d/);
    expect(stdout).toMatch(/Calls near them refused, per driver\s+0–20 %\s+\d+(–\d+)? %/);
    // The offers' pickups of 0.5–11.5 km fall in four bands; the 72 answered ones are all counted.
    expect(stdout).toContain('Accepted among the answered offers, by pickup distance, against the fitted curve:');
    const bands = [...stdout.matchAll(/^(0–2|2–5|5–10|10–20|20 and more)\s+(\d+)\s+\d+ %\s+\d+ %$/gm)];
    expect(bands.map((b) => b[1])).toEqual(['0–2', '2–5', '5–10', '10–20']);
    expect(bands.reduce((n, b) => n + Number(b[2]), 0)).toBe(72);
    const written = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(written).toMatchObject({ farPickupHalfKm: expect.any(Number) });
    expect(written.estimatedFrom).toEqual({ days: 90, offers: OFFERS, answered: 72, drivers: 3 });

    const day = await run(process.execPath, ['--import', 'tsx', script('./simulate.ts'), `--behaviour=${file}`, '--policy=nearest', '--drivers=10', '--rides=60'], {
      encoding: 'utf8',
    });
    expect(day.stdout).toContain(`drivers answer as ${file} says`);
    expect(day.stdout).toMatch(/Served before expiry\s+\d+\.\d %/);
  }, 60_000);

  it('says when there are too few offers to tell, and will not open the embedded database under a running server', async () => {
    await expect(driversBehaviour('--days=10')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Not enough offers in the last 10 days .*: 8 answered offers: at least 50 are needed/) as unknown,
    });
    await expect(driversBehaviour('--days=0')).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/--days must be a whole number from 1/) as unknown });
    await expect(driversBehaviour(`--out=${path.join(dir, 'no-such-folder', 'behaviour.json')}`)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--out: cannot write .*no-such-folder.*ENOENT/) as unknown,
    });

    const server = await listen(Number(env.PORT));
    try {
      await expect(driversBehaviour()).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/The server is running on port \d+ .*stop it first/) as unknown });
    } finally {
      server.close();
    }
  }, 60_000);
});

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function freePort(): Promise<number> {
  const server = await listen(0);
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
