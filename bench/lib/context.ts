import type { BenchDatabase } from './database';
import type { BenchOptions, Sizes } from './options';
import type { World } from './seed';
import type { ServerHandle } from './server';
import type { LoadWorker } from './worker';

/** What every benchmark case gets: the running product server, its seeded world and the load worker. */
export interface BenchContext {
  options: BenchOptions;
  sizes: Sizes;
  world: World;
  server: ServerHandle;
  worker: LoadWorker;
  database: BenchDatabase;
  /** A copy of the database taken before the server started (PGlite); the same one on PostgreSQL. */
  baselineDatabase: BenchDatabase;
  geocoderUrl: string;
  /** Server RSS samples for benchmark 9, filled by the cases that create the load. */
  memory: Record<string, number>;
}

let counter = 0;
/** A unique Idempotency-Key per request. */
export const idempotencyKey = () => `bench-${process.pid}-${Date.now()}-${++counter}`;

/** A booking as the customer page sends it once both suggestions are picked (coordinates: no geocoding). */
export function bookingBody(i: number): string {
  return JSON.stringify({
    pickupAddress: 'Piazza della Libertà 1, 03100 Frosinone FR',
    dropoffAddress: `Viale Mazzini ${(i % 90) + 1}, 03100 Frosinone FR`,
    pickup: { lat: 41.6396, lon: 13.3426 },
    dropoff: { lat: 41.6312 + (i % 10) / 1_000, lon: 13.3221 },
    requestType: 'immediate',
  });
}

export function bookingRequest(baseUrl: string, cookie: string, i: number) {
  return {
    url: `${baseUrl}/api/rides`,
    method: 'POST' as const,
    headers: {
      cookie,
      origin: baseUrl,
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey(),
    },
    body: bookingBody(i),
  };
}
