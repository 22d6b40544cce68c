import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/server/db/client';
import { customers, drivers, rides, sessions } from '../../src/server/db/schema';
import { maxFareCents, settleFare } from '../../src/shared/fare';
import { SESSION_COOKIE, hashTokenForBench } from './session';
import type { Sizes } from './options';
import type { DatabaseTarget } from '../../src/server/db/client';

export interface Actor {
  id: string;
  /** The `cookie` header value of this actor's session. */
  cookie: string;
}

export interface World {
  admin: Actor;
  /** Online drivers with no ride: the audience of the dispatch benchmark (the first N are used). */
  dispatchDrivers: Actor[];
  /** One customer per ride posted in the dispatch benchmark (one active ride per customer). */
  dispatchCustomers: Actor[];
  acceptDrivers: Actor[];
  acceptCustomers: Actor[];
  /** Pending rides, one per accept customer, biddable for hours. */
  acceptRideIds: string[];
  /** relayDrivers[i] has an accepted ride of relayCustomers[i]. */
  relayDrivers: Actor[];
  relayCustomers: Actor[];
  bookingCustomers: Actor[];
  historyRides: number;
}

const DAY = 86_400_000;
const STREETS = [
  'Via Aldo Moro',
  'Corso della Repubblica',
  'Viale Mazzini',
  'Piazza della Libertà',
  'Via Marittima',
  'Via Monti Lepini',
  'Viale Roma',
  'Via Casilina',
  'Piazzale De Matthaeis',
  'Via Tiburtina',
];
const BATCH = 1_000;

const token = () => randomBytes(32).toString('base64url');

/**
 * Fills a fresh database before the server starts (PGlite is single-user): drivers online, customers,
 * sessions whose tokens only we know (the table holds their hash, as the product's session store
 * does), and `historyRides` past rides so the lists run on a realistically large table.
 */
export async function seed(target: DatabaseTarget, sizes: Sizes): Promise<World> {
  const database = await openDatabase(target);
  try {
    return await seedInto(database, sizes);
  } finally {
    await database.close();
  }
}

async function seedInto(database: Database, sizes: Sizes): Promise<World> {
  const { db } = database;
  const now = Date.now();
  const sessionRows: Array<typeof sessions.$inferInsert> = [];
  const expiresAt = new Date(now + 30 * DAY);
  const lastSeenAt = new Date(now);

  let phone = 0;
  const makeDrivers = (n: number, label: string): Actor[] =>
    Array.from({ length: n }, (_, i) => {
      const t = token();
      const id = randomUUID();
      sessionRows.push({ tokenHash: hashTokenForBench(t), role: 'driver', driverId: id, expiresAt, lastSeenAt });
      driverRows.push({
        id,
        name: `${label} ${i + 1}`,
        phoneNumber: `+3932${String(phone++).padStart(8, '0')}`,
        licensePlate: `BN${String(i).padStart(3, '0')}XY`,
        carModel: 'Fiat Tipo',
        isAvailable: true,
        // Somewhere in the province, as the office's fleet map would show them.
        lastLatitude: 41.5 + ((i * 7919) % 2000) / 10_000,
        lastLongitude: 13.2 + ((i * 104_729) % 3000) / 10_000,
        locationUpdatedAt: new Date(now),
      });
      return { id, cookie: `${SESSION_COOKIE.driver}=${t}` };
    });
  const makeCustomers = (n: number): Actor[] =>
    Array.from({ length: n }, () => {
      const t = token();
      const id = randomUUID();
      sessionRows.push({ tokenHash: hashTokenForBench(t), role: 'customer', customerId: id, expiresAt, lastSeenAt });
      customerRows.push({ id, phoneNumber: `+3933${String(phone++).padStart(8, '0')}` });
      return { id, cookie: `${SESSION_COOKIE.customer}=${t}` };
    });

  const driverRows: Array<typeof drivers.$inferInsert> = [];
  const customerRows: Array<typeof customers.$inferInsert> = [];
  const maxN = Math.max(...sizes.dispatchN);
  const world: World = {
    admin: { id: 'admin', cookie: '' },
    dispatchDrivers: makeDrivers(maxN, 'Dispatch'),
    dispatchCustomers: makeCustomers(sizes.dispatchRides * sizes.dispatchN.length + 10),
    acceptDrivers: makeDrivers(sizes.acceptRides, 'Accept'),
    acceptCustomers: makeCustomers(sizes.acceptRides),
    acceptRideIds: [],
    relayDrivers: makeDrivers(sizes.relayDrivers, 'Relay'),
    relayCustomers: makeCustomers(sizes.relayDrivers),
    bookingCustomers: makeCustomers(sizes.bookingCustomers),
    historyRides: sizes.historyRides,
  };
  const adminToken = token();
  sessionRows.push({ tokenHash: hashTokenForBench(adminToken), role: 'admin', expiresAt, lastSeenAt });
  world.admin.cookie = `${SESSION_COOKIE.admin}=${adminToken}`;
  const historyCustomers = makeCustomers(Math.min(2_000, Math.ceil(sizes.historyRides / 20)));

  await insertAll(customerRows, (b) => db.insert(customers).values(b));
  await insertAll(driverRows, (b) => db.insert(drivers).values(b));
  await insertAll(sessionRows, (b) => db.insert(sessions).values(b));

  const rideRows: Array<typeof rides.$inferInsert> = [];
  const phoneOf = new Map(customerRows.map((c) => [c.id!, c.phoneNumber]));
  const base = (customer: Actor, i: number, createdAt: Date): typeof rides.$inferInsert => ({
    id: randomUUID(),
    customerId: customer.id,
    customerPhone: phoneOf.get(customer.id)!,
    pickupAddress: `${STREETS[i % STREETS.length]} ${(i % 97) + 1}, 03100 Frosinone FR`,
    pickupLatitude: 41.64 + (i % 100) / 10_000,
    pickupLongitude: 13.34 + (i % 100) / 10_000,
    dropoffAddress: `${STREETS[(i * 7 + 3) % STREETS.length]} ${(i % 53) + 2}, 03100 Frosinone FR`,
    dropoffLatitude: 41.62 + (i % 50) / 10_000,
    dropoffLongitude: 13.32 + (i % 50) / 10_000,
    requestType: 'immediate',
    estimatedDistanceMeters: 2_000 + (i % 80) * 100,
    estimatedFareCents: 800 + (i % 80) * 15,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + 90_000),
  });

  // History: mostly finished rides over 60 days, a few still pending (the drivers' list is not empty).
  for (let i = 0; i < sizes.historyRides; i++) {
    const createdAt = new Date(now - 60 * DAY + Math.floor((i / sizes.historyRides) * 60 * DAY));
    const row = base(historyCustomers[i % historyCustomers.length]!, i, createdAt);
    const kind = i % 100;
    if (kind < 20) {
      row.requestType = 'scheduled';
      row.scheduledTime = new Date(createdAt.getTime() + 2 * 3_600_000);
      row.expiresAt = new Date(row.scheduledTime.getTime() + 5 * 60_000);
    }
    if (i >= sizes.historyRides - 150) {
      row.status = 'pending';
      row.requestType = 'immediate';
      row.scheduledTime = null;
      row.createdAt = new Date(now - (sizes.historyRides - i) * 1_000);
      row.expiresAt = new Date(now + 3 * 3_600_000);
    } else if (kind < 72) {
      const driver = world.dispatchDrivers[i % world.dispatchDrivers.length]!;
      row.status = 'completed';
      row.acceptedDriverId = driver.id;
      row.estimatedArrivalMinutes = (i % 15) + 2;
      row.acceptedAt = new Date(createdAt.getTime() + 20_000);
      row.completedAt = new Date(createdAt.getTime() + 1_800_000);
      // design §15: the meter's amount, within a few euros of the estimate and capped at the maximum like the server.
      const estimate = row.estimatedFareCents!;
      row.maxFareCents = maxFareCents(estimate, 15);
      const settled = settleFare({ estimatedFareCents: estimate, maxFareCents: row.maxFareCents, fixedFare: false }, estimate - 200 + (i % 9) * 100);
      row.finalFareCents = settled.finalFareCents;
      row.fareSource = settled.fareSource;
      row.paymentMethod = i % 3 === 0 ? 'card' : 'cash';
    } else if (kind < 85) {
      row.status = 'cancelled';
      row.cancelledBy = 'customer';
      row.cancelReason = 'Non serve più';
      row.cancelledAt = new Date(createdAt.getTime() + 30_000);
    } else {
      row.status = 'expired';
    }
    rideRows.push(row);
  }
  world.acceptCustomers.forEach((customer, i) => {
    const row = base(customer, i, new Date(now));
    row.expiresAt = new Date(now + 3 * 3_600_000);
    world.acceptRideIds.push(row.id!);
    rideRows.push(row);
  });
  world.relayCustomers.forEach((customer, i) => {
    const row = base(customer, i, new Date(now));
    row.status = 'accepted';
    row.acceptedDriverId = world.relayDrivers[i]!.id;
    row.acceptedAt = new Date(now);
    row.estimatedArrivalMinutes = 5;
    rideRows.push(row);
  });
  await insertAll(rideRows, (b) => db.insert(rides).values(b));
  // Fresh statistics, as autovacuum would have them on a database that grew to this size over time.
  await db.execute(sql`analyze`);
  return world;
}

async function insertAll<T>(rows: T[], insert: (batch: T[]) => PromiseLike<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}
