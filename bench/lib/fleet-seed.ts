import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type DatabaseTarget, openDatabase } from '../../src/server/db/client';
import { customers, drivers, sessions } from '../../src/server/db/schema';
import type { Actor } from './seed';
import { SESSION_COOKIE, hashTokenForBench } from './session';

/** Towns a national fleet works in, with a weight for how many of its taxis each has (a large city has more). */
const TOWNS: ReadonlyArray<{ lat: number; lon: number; weight: number }> = [
  { lat: 41.9028, lon: 12.4964, weight: 12 }, // Roma
  { lat: 45.4642, lon: 9.19, weight: 10 }, // Milano
  { lat: 40.8518, lon: 14.2681, weight: 7 }, // Napoli
  { lat: 45.0703, lon: 7.6869, weight: 5 }, // Torino
  { lat: 38.1157, lon: 13.3615, weight: 4 }, // Palermo
  { lat: 44.4056, lon: 8.9463, weight: 3 }, // Genova
  { lat: 44.4949, lon: 11.3426, weight: 4 }, // Bologna
  { lat: 43.7696, lon: 11.2558, weight: 4 }, // Firenze
  { lat: 41.1171, lon: 16.8719, weight: 3 }, // Bari
  { lat: 37.5079, lon: 15.083, weight: 3 }, // Catania
  { lat: 45.4408, lon: 12.3155, weight: 3 }, // Venezia
  { lat: 45.4384, lon: 10.9916, weight: 2 }, // Verona
  { lat: 41.6396, lon: 13.3426, weight: 1 }, // Frosinone
  { lat: 41.4874, lon: 13.8306, weight: 1 }, // Cassino
  { lat: 39.2238, lon: 9.1217, weight: 2 }, // Cagliari
  { lat: 43.6158, lon: 13.5189, weight: 1 }, // Ancona
  { lat: 42.4618, lon: 14.2161, weight: 1 }, // Pescara
  { lat: 38.1938, lon: 15.554, weight: 1 }, // Messina
  { lat: 46.0748, lon: 11.1217, weight: 1 }, // Trento
  { lat: 40.6824, lon: 14.7681, weight: 1 }, // Salerno
];
const TOTAL_WEIGHT = TOWNS.reduce((sum, town) => sum + town.weight, 0);
const BATCH = 1_000;
const DAY = 86_400_000;

export interface FleetDriver extends Actor {
  lat: number;
  lon: number;
}

export interface FleetWorld {
  drivers: FleetDriver[];
  customers: Actor[];
  admin: Actor;
}

/** The i-th of n points spread over the towns by weight, within about 8 km of each town's centre (deterministic). */
export function fleetPosition(i: number, n: number): { lat: number; lon: number } {
  let slot = ((i * 7919) % n) / n;
  let town = TOWNS[0]!;
  for (const candidate of TOWNS) {
    town = candidate;
    slot -= candidate.weight / TOTAL_WEIGHT;
    if (slot < 0) break;
  }
  const angle = ((i * 104_729) % 3_600) / 10;
  const km = ((i * 15_485_863) % 8_000) / 1_000;
  return {
    lat: town.lat + (km * Math.cos((angle * Math.PI) / 180)) / 111.2,
    lon: town.lon + (km * Math.sin((angle * Math.PI) / 180)) / (111.2 * Math.cos((town.lat * Math.PI) / 180)),
  };
}

/**
 * A national fleet for bench #17 in a fresh database: `driverCount` taxis online with a fresh position in the
 * towns above, `customerCount` customers (one booking each), and the office; every one with a session whose
 * token only the bench knows.
 */
export async function seedFleet(target: DatabaseTarget, driverCount: number, customerCount: number): Promise<FleetWorld> {
  const database = await openDatabase(target);
  try {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 30 * DAY);
    const sessionRows: Array<typeof sessions.$inferInsert> = [];
    const token = () => randomBytes(32).toString('base64url');
    const session = (values: Omit<typeof sessions.$inferInsert, 'tokenHash' | 'expiresAt'>) => {
      const t = token();
      sessionRows.push({ ...values, tokenHash: hashTokenForBench(t), expiresAt, lastSeenAt: now });
      return t;
    };
    const driverRows: Array<typeof drivers.$inferInsert> = [];
    const fleet: FleetDriver[] = Array.from({ length: driverCount }, (_, i) => {
      const id = randomUUID();
      const position = fleetPosition(i, driverCount);
      driverRows.push({
        id,
        name: `Taxi ${i + 1}`,
        phoneNumber: `+3934${String(i).padStart(8, '0')}`,
        licensePlate: `NF${String(i).padStart(5, '0')}`,
        carModel: 'Toyota Corolla',
        isAvailable: true,
        onlineSince: new Date(now.getTime() - ((i * 31) % 3_600) * 1_000),
        idleSince: new Date(now.getTime() - ((i * 31) % 3_600) * 1_000),
        lastLatitude: position.lat,
        lastLongitude: position.lon,
        locationUpdatedAt: now,
      });
      return { id, cookie: `${SESSION_COOKIE.driver}=${session({ role: 'driver', driverId: id })}`, ...position };
    });
    const customerRows: Array<typeof customers.$inferInsert> = [];
    const people: Actor[] = Array.from({ length: customerCount }, (_, i) => {
      const id = randomUUID();
      customerRows.push({ id, phoneNumber: `+3935${String(i).padStart(8, '0')}` });
      return { id, cookie: `${SESSION_COOKIE.customer}=${session({ role: 'customer', customerId: id })}` };
    });
    const admin: Actor = { id: 'admin', cookie: `${SESSION_COOKIE.admin}=${session({ role: 'admin' })}` };
    const { db } = database;
    for (let i = 0; i < driverRows.length; i += BATCH) await db.insert(drivers).values(driverRows.slice(i, i + BATCH));
    for (let i = 0; i < customerRows.length; i += BATCH) await db.insert(customers).values(customerRows.slice(i, i + BATCH));
    for (let i = 0; i < sessionRows.length; i += BATCH) await db.insert(sessions).values(sessionRows.slice(i, i + BATCH));
    await db.execute(sql`analyze`);
    return { drivers: fleet, customers: people, admin };
  } finally {
    await database.close();
  }
}
