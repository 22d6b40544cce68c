import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LatLon } from '../../../shared/common.schemas';
import type { RideNeeds } from '../../../shared/vehicle';
import { UNDER_WAY_STATUSES } from '../../../shared/ride-states';
import { MATCHING_TAXIS_COUNTED_UP_TO } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import type { RIDE_OFFER_OUTCOMES } from '../../db/schema';
import { drivers, rideOffers, rides } from '../../db/schema';
import { driverReachableAt } from '../drivers/drivers.conditions';
import { awaitingDriver } from '../rides/rides.conditions';
import type { RideRow } from '../rides/rides.queries';
import { driverHasNotGivenUp, mayServeRide, offerRunning } from './dispatch.conditions';
import type { CandidateDriver } from './dispatch.rules';

export type RideOfferRow = typeof rideOffers.$inferSelect;
export type OfferOutcome = (typeof RIDE_OFFER_OUTCOMES)[number];
type NewRideOffer = Omit<typeof rideOffers.$inferInsert, 'id' | 'endedAt' | 'outcome'>;

/** A box around a pickup, wide enough to hold every point within `radiusKm` of it (and a little more). */
export interface SearchArea {
  pickup: LatLon;
  radiusKm: number;
  /** Positions older than this say nothing of where a taxi is now: `chooseDrivers` would leave them out anyway. */
  freshSince: Date;
}

// A degree of latitude is at least 110.5 km and a degree of longitude at least that times the cosine of the box's
// poleward edge; 5 % more covers the great circle bulging poleward of the parallel.
const KM_PER_DEGREE_AT_LEAST = 110.5;
const BOX_MARGIN = 1.05;

/** What a ride asks of its taxi and whose it is: design §14's fit, and the customer's excluded drivers. */
export type RideFor = RideNeeds & { customerId: string };

export const needsOf = (ride: Pick<RideRow, 'requirements' | 'passengers' | 'customerId'>): RideFor => ({
  requirements: ride.requirements,
  passengers: ride.passengers,
  customerId: ride.customerId,
});

const onlineDriver = () => and(isNull(drivers.deletedAt), eq(drivers.isAvailable, true))!;

/**
 * design §14 `matchingTaxisOnline`: the taxis online now, reachable (design §10), that can serve the ride and that its
 * customer did not leave out, free or busy — a taxi on a ride now may well take this one when it ends, and a
 * booking for later waits for whoever is on then. Counted no further than `upTo`: the scan stops there, where a
 * whole count read all 12,000 taxis of a national fleet on every booking (20–80 ms on PostgreSQL, ADR 282).
 */
export async function countTaxisOnlineFor(
  db: Db,
  ride: RideFor,
  now: Date,
  unreachableSeconds: number,
  upTo: number = MATCHING_TAXIS_COUNTED_UP_TO,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(drivers)
    .where(and(onlineDriver(), driverReachableAt(now, unreachableSeconds), mayServeRide(ride)))
    .limit(upTo)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return row?.n ?? 0;
}

/**
 * Who a broadcast of a ride that not every taxi can serve reaches (design §14): the online drivers who can serve it
 * and did not give it up (design §4). Busy ones too, as the `drivers-online` room holds them.
 */
export async function onlineDriversWhoMayServe(db: Db, ride: RideRow): Promise<string[]> {
  const rows = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(onlineDriver(), mayServeRide(needsOf(ride)), driverHasNotGivenUp(ride.id)));
  return rows.map((r) => r.id);
}

/**
 * The free fleet as `chooseDrivers` wants it (ADR 050): online and reachable at `now` (design §10), not deleted, no
 * ride under way and no offer on their screen, and able to serve `ride` (design §14: its features and seats, not left
 * out by its customer), with its car (which `chooseDrivers` keeps back for the rides that need it). A simulated position (the phone had no GPS fix) says nothing of where
 * the taxi is, so it counts as none. Given an area, only the taxis with a fresh, real position inside it: the partial
 * GiST index `drivers_free_position_gist` finds them without reading the rest of the fleet (design §11 "Cost"); the
 * fit is checked on the rows it finds.
 */
export async function freeCandidates(
  db: Db,
  now: Date,
  unreachableSeconds: number,
  ride: RideFor,
  area?: SearchArea,
): Promise<Array<CandidateDriver & { name: string }>> {
  const rows = await db
    .select({
      driverId: drivers.id,
      name: drivers.name,
      lat: drivers.lastLatitude,
      lon: drivers.lastLongitude,
      positionAt: drivers.locationUpdatedAt,
      simulated: drivers.locationSimulated,
      seats: drivers.seats,
      features: drivers.features,
      // Rows written before `idle_since` existed (or by hand) count from going online, then from their last change.
      idleSince: sql<Date>`coalesce(${drivers.idleSince}, ${drivers.onlineSince}, ${drivers.updatedAt})`.mapWith(drivers.idleSince),
    })
    .from(drivers)
    .where(
      and(
        isNull(drivers.deletedAt),
        eq(drivers.isAvailable, true),
        driverReachableAt(now, unreachableSeconds),
        ...(area ? insideArea(area) : []),
        mayServeRide(ride),
        not(driverHasRideUnderWayOf()),
        sql`not exists (select 1 from ${rideOffers} where ${and(eq(rideOffers.driverId, drivers.id), offerRunning())})`,
      ),
    );
  return rows.map((row) => {
    const known = row.lat !== null && row.lon !== null && row.positionAt !== null && !row.simulated;
    return {
      driverId: row.driverId,
      name: row.name,
      position: known ? { lat: row.lat!, lon: row.lon! } : null,
      positionAt: known ? row.positionAt : null,
      idleSince: row.idleSince,
      vehicle: { seats: row.seats, features: row.features },
    };
  });
}

/** The conditions of `SearchArea`, the first written as the GiST index's own expression so that it is used. */
function insideArea({ pickup, radiusKm, freshSince }: SearchArea) {
  const dLat = (radiusKm * BOX_MARGIN) / KM_PER_DEGREE_AT_LEAST;
  const polewardLat = Math.min(89, Math.abs(pickup.lat) + dLat);
  const dLon = Math.min(180, dLat / Math.cos((polewardLat * Math.PI) / 180));
  const corner = (lon: number, lat: number) => sql`point(${lon}::float8, ${lat}::float8)`;
  const box = sql`box(${corner(pickup.lon - dLon, pickup.lat - dLat)}, ${corner(pickup.lon + dLon, pickup.lat + dLat)})`;
  return [
    isNotNull(drivers.lastLatitude),
    isNotNull(drivers.lastLongitude),
    sql`point(${drivers.lastLongitude}, ${drivers.lastLatitude}) <@ ${box}`,
    eq(drivers.locationSimulated, false),
    gte(drivers.locationUpdatedAt, freshSince),
  ];
}

/** `driverHasRideUnderWay` for the driver of the outer row rather than a given id. */
function driverHasRideUnderWayOf() {
  const busy = alias(rides, 'busy');
  const busyWith = and(eq(busy.acceptedDriverId, drivers.id), inArray(busy.status, UNDER_WAY_STATUSES));
  return sql`exists (select 1 from ${rides} as ${sql.identifier('busy')} where ${busyWith})`;
}

/**
 * The driver of the outer offer row can still answer it: online, not deleted, and not meanwhile on another ride (won
 * by a bid elsewhere, or given by the office), which would leave the offered ride held for nobody until its time ran.
 */
function offeredDriverFree() {
  const busy = alias(rides, 'busy');
  const onAnotherRide = and(
    eq(busy.acceptedDriverId, rideOffers.driverId),
    ne(busy.id, rideOffers.rideId),
    inArray(busy.status, UNDER_WAY_STATUSES),
  );
  const free = and(
    eq(drivers.id, rideOffers.driverId),
    eq(drivers.isAvailable, true),
    isNull(drivers.deletedAt),
    sql`not exists (select 1 from ${rides} as ${sql.identifier('busy')} where ${onAnotherRide})`,
  );
  return sql`exists (select 1 from ${drivers} where ${free})`;
}

/** How this driver's last offer of the ride ended, if he had one. */
export async function lastOfferOutcome(db: Db, rideId: string, driverId: string): Promise<OfferOutcome | null> {
  if (!isUuid(rideId)) return null;
  const [row] = await db
    .select({ outcome: rideOffers.outcome })
    .from(rideOffers)
    .where(and(eq(rideOffers.rideId, rideId), eq(rideOffers.driverId, driverId)))
    .orderBy(desc(rideOffers.offeredAt))
    .limit(1);
  return row?.outcome ?? null;
}

/** The drivers who refused this ride when it was offered to them. */
export async function refusedDriverIds(db: Db, rideId: string): Promise<string[]> {
  const rows = await db
    .select({ driverId: rideOffers.driverId })
    .from(rideOffers)
    .where(and(eq(rideOffers.rideId, rideId), eq(rideOffers.outcome, 'refused')));
  return rows.map((r) => r.driverId);
}

/** Every driver this ride was offered to, in any outcome: never offered it again. */
export async function offeredDriverIds(db: Db, rideId: string): Promise<string[]> {
  const rows = await db.select({ driverId: rideOffers.driverId }).from(rideOffers).where(eq(rideOffers.rideId, rideId));
  return rows.map((r) => r.driverId);
}

/**
 * A new running offer; null when the driver meanwhile got another one (or the ride did), which the partial unique
 * indexes refuse: the caller then tries the next driver.
 */
export async function insertOffer(db: Db, values: NewRideOffer): Promise<RideOfferRow | null> {
  const [row] = await db.insert(rideOffers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The driver's running offer on this ride, ended now; null if they hold none (refused twice, timed out, …). */
export async function endDriverOffer(
  db: Db,
  rideId: string,
  driverId: string,
  outcome: OfferOutcome,
  at: Date,
): Promise<RideOfferRow | null> {
  if (!isUuid(rideId)) return null;
  const [row] = await db
    .update(rideOffers)
    .set({ endedAt: at, outcome })
    .where(and(eq(rideOffers.rideId, rideId), eq(rideOffers.driverId, driverId), offerRunning()))
    .returning();
  return row ?? null;
}

/** Whether any offer is running: the sweep has nothing to end without one. */
export async function anyOfferRunning(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: rideOffers.id }).from(rideOffers).where(offerRunning()).limit(1);
  return row !== undefined;
}

/**
 * One running offer past its time, or whose driver can no longer answer it (offline, or on another ride), ended as
 * timed out.
 * `for update skip locked`: an instance sweeping at the same moment takes another one or none, and the conditional
 * UPDATE ends each offer once.
 */
export async function endOneTimedOutOffer(db: Db, now: Date): Promise<RideOfferRow | null> {
  const due = db
    .select({ id: rideOffers.id })
    .from(rideOffers)
    .where(and(offerRunning(), or(lte(rideOffers.expiresAt, now), not(offeredDriverFree()))))
    .orderBy(asc(rideOffers.expiresAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(rideOffers)
    .set({ endedAt: now, outcome: 'timed_out' })
    .where(and(inArray(rideOffers.id, due), offerRunning()))
    .returning();
  return row ?? null;
}

/**
 * Running offers whose ride no longer waits for a driver (accepted — by this driver or the office's choice —,
 * cancelled, expired): ended as accepted when the offered driver took it, else withdrawn.
 */
export async function endOffersOfSettledRides(db: Db, now: Date): Promise<RideOfferRow[]> {
  const settled = db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.id, rideOffers.rideId), awaitingDriver(), gt(rides.expiresAt, now)));
  return db
    .update(rideOffers)
    .set({
      endedAt: now,
      outcome: sql`case when exists (select 1 from ${rides} r where r.id = ${rideOffers.rideId} and r.accepted_driver_id = ${rideOffers.driverId}) then 'accepted' else 'withdrawn' end::ride_offer_outcome`,
    })
    .where(and(offerRunning(), sql`not exists (${settled})`))
    .returning();
}

/** The ride, locked for this transaction, if it still waits for a driver and has not expired. */
export async function lockRideAwaitingDriver(db: Db, rideId: string, now: Date): Promise<RideRow | null> {
  const [row] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), awaitingDriver(), gt(rides.expiresAt, now)))
    .for('update');
  return row ?? null;
}

/** The offer the driver holds now, with its ride, while that ride still waits for a driver. */
export async function runningOfferFor(db: Db, driverId: string, now: Date): Promise<{ offer: RideOfferRow; ride: RideRow } | null> {
  const [row] = await db
    .select({ offer: rideOffers, ride: rides })
    .from(rideOffers)
    .innerJoin(rides, eq(rides.id, rideOffers.rideId))
    .where(and(eq(rideOffers.driverId, driverId), offerRunning(), awaitingDriver(), gt(rides.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** The driver a ride is offered to right now, if any. */
export async function runningOfferOfRide(db: Db, rideId: string): Promise<RideOfferRow | null> {
  if (!isUuid(rideId)) return null;
  const [row] = await db
    .select()
    .from(rideOffers)
    .where(and(eq(rideOffers.rideId, rideId), offerRunning()))
    .limit(1);
  return row ?? null;
}
