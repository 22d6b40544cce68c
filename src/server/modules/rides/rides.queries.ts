import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, not, type SQL, sql } from 'drizzle-orm';
import type { CustomerRideScope } from '../../../shared/booking';
import type { RideActorRole, RideStatus } from '../../../shared/ride-states';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/ids';
import { drivers, idempotencyKeys, ONE_RIDE_UNDER_WAY_PER_DRIVER, ratings, rides } from '../../db/schema';
import type { RideChanger } from '../auth/session.service';
import { driverMayServe, notGivenUpBy, notOfferedToAnotherDriver } from '../dispatch/dispatch.conditions';
import { driverIsOnline } from '../drivers/drivers.conditions';
import type { DriverRow } from '../drivers/drivers.queries';
import {
  awaitingDriver,
  biddableAt,
  currentForCustomer,
  driverHasRideUnderWay,
  dueToExpireAt,
  ended,
  mayMoveTo,
  notHeldForOffice,
  ownedBy,
  type RideRules,
  rideTimeBefore,
  underWayFor,
  upcomingForCustomer,
} from './rides.conditions';

export type RideRow = typeof rides.$inferSelect;
type NewRide = typeof rides.$inferInsert;

/** A ride with what its customer sees of it: the accepted driver, and whether they rated it. */
export interface RideWithDriver {
  ride: RideRow;
  driver: DriverRow | null;
  rated: boolean;
}

export async function findRide(db: Db, rideId: string): Promise<RideRow | null> {
  if (!isUuid(rideId)) return null;
  const [row] = await db.select().from(rides).where(eq(rides.id, rideId)).limit(1);
  return row ?? null;
}

/**
 * What a driver may bid on, soonest to expire first. Customers' phone numbers are for drivers who are working,
 * not for anyone with a login: an offline driver gets nothing (checked in the same statement). A ride offered to
 * another driver (design §11 `nearest`) is not listed until it is broadcast; nor one the driver's car cannot serve or
 * whose customer left the driver out (design §14).
 */
export async function biddableRidesFor(db: Db, driverId: string, now: Date, limit: number): Promise<RideRow[]> {
  return db
    .select()
    .from(rides)
    .where(
      and(
        biddableAt(now),
        notHeldForOffice(),
        driverIsOnline(driverId),
        notOfferedToAnotherDriver(driverId),
        notGivenUpBy(driverId),
        driverMayServe(driverId),
      ),
    )
    .orderBy(asc(rides.expiresAt), asc(rides.id))
    .limit(limit);
}

/** The driver's rides under way, latest first (at most one; design §4). */
export async function ridesUnderWayFor(db: Db, driverId: string): Promise<RideRow[]> {
  return db.select().from(rides).where(underWayFor(driverId)).orderBy(desc(rides.acceptedAt));
}

export async function findRideUnderWayFor(db: Db, driverId: string): Promise<RideRow | null> {
  const [row] = await ridesUnderWayFor(db, driverId);
  return row ?? null;
}

export interface Bid {
  rideId: string;
  driverId: string;
  estimatedArrival: number;
}

/**
 * The ride, locked until the transaction ends: changes to one ride (a bid, the office, the customer, the driver)
 * are decided one at a time, and each takes its time after the lock (design §4), so the history never shows a
 * later change with an earlier time.
 */
export async function lockRide(tx: Db, rideId: string): Promise<RideRow | null> {
  if (!isUuid(rideId)) return null;
  const [row] = await tx.select().from(rides).where(eq(rides.id, rideId)).for('update');
  return row ?? null;
}

/**
 * The first valid bid wins (design §4). One conditional UPDATE decides: PostgreSQL locks the row, and a bid
 * that waited on the lock re-checks the status against the winner's write and matches nothing. The driver's
 * own conditions (online, no other ride under way, a car that can serve the ride and not left out by its customer:
 * design §14) are in the same statement, and so is design §11's: while the ride is offered to another driver,
 * nobody else may take it. Null: the bid lost.
 */
export async function acceptRide(db: Db, bid: Bid, now: Date): Promise<RideRow | null> {
  if (!isUuid(bid.rideId)) return null;
  const [row] = await writeRideStatus(db, {
    to: 'accepted',
    role: 'driver',
    at: now,
    set: { acceptedDriverId: bid.driverId, estimatedArrivalMinutes: bid.estimatedArrival, acceptedAt: now },
    where: and(
      eq(rides.id, bid.rideId),
      biddableAt(now),
      driverIsOnline(bid.driverId),
      not(driverHasRideUnderWay(bid.driverId)),
      notOfferedToAnotherDriver(bid.driverId),
      notGivenUpBy(bid.driverId),
      notHeldForOffice(),
      driverMayServe(bid.driverId),
    )!,
  });
  return row ?? null;
}

/** The error of a driver's second ride under way: the partial unique index refused it (a race the WHERE missed). */
export const isSecondRideUnderWay = (err: unknown): boolean => isUniqueViolation(err, ONE_RIDE_UNDER_WAY_PER_DRIVER);

/** What a change of status writes besides the status (its timestamps, a reason; an SQL expression of the row). */
export type RideChanges = { [K in keyof Omit<NewRide, 'status'>]?: NewRide[K] | SQL };

/** One write of a ride's status: which move of the shared table (`to`, by `role`), when, and on which rides. */
export interface RideMove {
  to: RideStatus;
  role: RideActorRole;
  at: Date;
  /** What the move writes besides the status (its timestamps, the driver, a reason). */
  set?: RideChanges;
  /** The rides it applies to, with the case's own conditions (the actor's ride, a bid's, the ones due to expire). */
  where: SQL;
  /** The deployment's rules, which a no-show's wait needs. */
  rules?: RideRules;
}

/**
 * The one statement that writes a ride's status (design §4, ADR 110, ADR 228): a conditional UPDATE … RETURNING
 * from the statuses the shared transition table lets `role` move to `to` (`mayMoveTo`), together with the case's
 * own conditions, so that the check and the write are one statement. Every change of status — a party's step, a
 * bid, the office's assignment, expiry — goes through it; each writes its history row in the same transaction.
 */
export async function writeRideStatus(db: Db, move: RideMove): Promise<RideRow[]> {
  return db
    .update(rides)
    .set({ ...move.set, status: move.to })
    .where(and(mayMoveTo(move.to, move.role, move.at, move.rules), move.where))
    .returning();
}

/**
 * A party's step (or the office's) on one ride: only where the shared table (and its time rule) lets the actor's
 * role move the ride to `to` at `at`, and only on the actor's own ride. Null: nothing matched.
 */
export async function changeRideStatus(
  db: Db,
  rideId: string,
  change: { to: RideStatus; actor: RideChanger; at: Date; set: RideChanges },
  rules: RideRules,
): Promise<RideRow | null> {
  const { to, actor, at, set } = change;
  const [row] = await writeRideStatus(db, { to, role: actor.role, at, set, rules, where: and(eq(rides.id, rideId), ownedBy(actor))! });
  return row ?? null;
}

/**
 * design §4: what a drop writes: the ride has no driver again, goes out with a fresh expiry, remembers who gave it
 * back, and from the `dropLimit`-th drop on waits for the office.
 */
export function dropChanges(driverId: string, at: Date, expiresAt: Date, dropLimit: number): RideChanges {
  return {
    acceptedDriverId: null,
    acceptedAt: null,
    estimatedArrivalMinutes: null,
    arrivedAt: null,
    expiresAt,
    droppedByDriverIds: sql`array_append(${rides.droppedByDriverIds}, ${driverId}::uuid)`,
    heldAt: sql`case when cardinality(${rides.droppedByDriverIds}) + 1 >= ${dropLimit} then ${at.toISOString()}::timestamptz else null end`,
  };
}

/**
 * Whether any request is due to expire: the sweep opens its transaction only then. No LIMIT: with one, the planner
 * walked the history's expiry times (50,000 rides, all past) hoping to meet a waiting ride early.
 */
export async function anyRideDueToExpire(db: Db, now: Date): Promise<boolean> {
  const due = await db.select({ id: rides.id }).from(rides).where(dueToExpireAt(now));
  return due.length > 0;
}

/** Each UPDATE … RETURNING changes a ride once, so several instances may sweep together. */
export async function expireRidesDueAt(db: Db, now: Date): Promise<RideRow[]> {
  return writeRideStatus(db, { to: 'expired', role: 'system', at: now, where: dueToExpireAt(now) });
}

/** Scheduled requests entering the drivers' window, each marked once as announced. */
export async function markScheduledRidesAnnounced(db: Db, now: Date, windowEnd: Date): Promise<RideRow[]> {
  return db
    .update(rides)
    .set({ driversNotifiedAt: now })
    .where(
      and(
        awaitingDriver(),
        eq(rides.requestType, 'scheduled'),
        isNull(rides.driversNotifiedAt),
        lte(rides.scheduledTime, windowEnd),
        gt(rides.expiresAt, now),
      ),
    )
    .returning();
}

/** The customer's current ride, if any, besides `exceptRideId` (a customer has at most one: ADR 022). */
export async function hasCurrentRide(db: Db, customerId: string, exceptRideId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.customerId, customerId), currentForCustomer(), exceptRideId ? ne(rides.id, exceptRideId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertRide(db: Db, values: NewRide): Promise<RideRow> {
  const [row] = await db.insert(rides).values(values).returning();
  if (!row) throw new Error('ride insert returned nothing');
  return row;
}

export async function findIdempotencyKey(
  db: Db,
  customerId: string,
  key: string,
): Promise<{ requestHash: string; rideId: string } | null> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, rideId: idempotencyKeys.rideId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

/** False when the key was already taken (by a request racing this one). */
export async function insertIdempotencyKey(db: Db, values: typeof idempotencyKeys.$inferInsert): Promise<boolean> {
  const stored = await db.insert(idempotencyKeys).values(values).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return stored.length === 1;
}

/**
 * What each scope means for a customer (docs/decisions/022-customer-current-ride.md): current — the latest
 * immediate request still searching, or any ride under way; upcoming — booked for later and not yet taken,
 * soonest first; history — finished rides, newest first.
 */
const SCOPES: Record<CustomerRideScope, { where: SQL; order: SQL[]; limit: number }> = {
  current: { where: currentForCustomer(), order: [desc(rides.createdAt)], limit: 1 },
  upcoming: { where: upcomingForCustomer(), order: [asc(rides.scheduledTime)], limit: 50 },
  history: { where: ended(), order: [desc(rides.createdAt)], limit: 20 },
};

export async function customerRides(db: Db, customerId: string, scope: CustomerRideScope): Promise<RideWithDriver[]> {
  const { where, order, limit } = SCOPES[scope];
  const rows = await db
    .select({ ride: rides, driver: drivers, ratingId: ratings.id })
    .from(rides)
    .leftJoin(drivers, eq(drivers.id, rides.acceptedDriverId))
    .leftJoin(ratings, eq(ratings.rideId, rides.id))
    .where(and(eq(rides.customerId, customerId), where))
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => ({ ride: r.ride, driver: r.driver, rated: r.ratingId !== null }));
}

export async function withDriver(db: Db, ride: RideRow): Promise<RideWithDriver> {
  const [extra] = await db
    .select({ driver: drivers, ratingId: ratings.id })
    .from(rides)
    .leftJoin(drivers, eq(drivers.id, rides.acceptedDriverId))
    .leftJoin(ratings, eq(ratings.rideId, rides.id))
    .where(eq(rides.id, ride.id))
    .limit(1);
  return { ride, driver: extra?.driver ?? null, rated: Boolean(extra?.ratingId) };
}

/** A ride of the customer that has not ended (searching or under way), if any: the most recent. */
export async function openRideOf(db: Db, customerId: string): Promise<RideRow | null> {
  const [row] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.customerId, customerId), not(ended())))
    .orderBy(desc(rides.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * What a ride's record holds of a person (design §13): where they were picked up and taken, their number and what
 * was written about the ride (and, in `ratings`, the review's text). Fares, distances, times, statuses and the driver stay, for the office's figures.
 */
const WITHOUT_PERSONAL_DATA = {
  customerPhone: null,
  pickupAddress: null,
  pickupLatitude: null,
  pickupLongitude: null,
  dropoffAddress: null,
  dropoffLatitude: null,
  dropoffLongitude: null,
  notes: null,
  cancelReason: null,
  // design §15: the texted receipt link stops working with the rest (the receipt answers 410 all the same).
  receiptTokenHash: null,
} satisfies RideChanges;

/**
 * Anonymises up to `limit` ended rides matching `which`, oldest first, in one transaction; returns how many. A
 * ride already anonymised is not touched again, so a run that stopped half-way is simply run again.
 */
async function anonymiseRides(db: Db, which: SQL, at: Date, limit?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: rides.id })
      .from(rides)
      .where(and(isNull(rides.anonymisedAt), ended(), which))
      .orderBy(asc(rides.createdAt))
      .$dynamic();
    const batch = limit === undefined ? due : due.limit(limit);
    const done = await tx
      .update(rides)
      .set({ ...WITHOUT_PERSONAL_DATA, anonymisedAt: at })
      .where(inArray(rides.id, batch))
      .returning({ id: rides.id });
    // Another table that keeps a ride's personal data is cleared here for the same rides, in the same transaction.
    // A review is the customer's own words about the ride (names, places): its text goes, its stars stay.
    if (done.length > 0) {
      await tx.update(ratings).set({ reviewText: null }).where(inArray(ratings.rideId, done.map((r) => r.id)));
    }
    return done.length;
  });
}

/** Retention: ended rides whose own time is before `cutoff`, a batch at a time (the caller loops until < limit). */
export async function anonymiseRidesBefore(db: Db, cutoff: Date, at: Date, limit: number): Promise<number> {
  return anonymiseRides(db, rideTimeBefore(cutoff), at, limit);
}

/** Account deletion: every ride of the customer (none is open: the caller checked, under the customer's lock). */
export async function anonymiseCustomerRides(db: Db, customerId: string, at: Date): Promise<number> {
  return anonymiseRides(db, eq(rides.customerId, customerId), at);
}
