import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { drivers, rideOffers, rides } from '../../db/schema';

/** The offer runs: neither refused, timed out nor withdrawn yet. */
export const offerRunning = (): SQL => isNull(rideOffers.endedAt);

/**
 * design §11: "other drivers do not see the ride until it is broadcast" — no running offer holds the ride for
 * another driver. For the WHERE of a statement on `rides` (the pending list, the bid), so that the offer and the
 * ride are read in the same statement.
 */
export function notOfferedToAnotherDriver(driverId: string): SQL {
  const heldForOther = and(eq(rideOffers.rideId, rides.id), offerRunning(), ne(rideOffers.driverId, driverId));
  return sql`not exists (select 1 from ${rideOffers} where ${heldForOther})`;
}

/**
 * design §4, §11: a driver never sees 'Accetta' again on a ride he gave up — one he refused when it was offered to
 * him, or took and dropped. For the WHERE of the pending list and of the bid.
 */
export function notGivenUpBy(driverId: string): SQL {
  const refused = and(eq(rideOffers.rideId, rides.id), eq(rideOffers.driverId, driverId), eq(rideOffers.outcome, 'refused'));
  return and(
    sql`not (${driverId}::uuid = any(${rides.droppedByDriverIds}))`,
    sql`not exists (select 1 from ${rideOffers} where ${refused})`,
  )!;
}

/** The same rule seen from the driver: for the WHERE of a statement on `drivers`, the ones who did not give up `rideId`. */
export function driverHasNotGivenUp(rideId: string): SQL {
  const dropped = and(eq(rides.id, rideId), sql`${drivers.id} = any(${rides.droppedByDriverIds})`);
  const refused = and(eq(rideOffers.rideId, rideId), eq(rideOffers.driverId, drivers.id), eq(rideOffers.outcome, 'refused'));
  return and(sql`not exists (select 1 from ${rides} where ${dropped})`, sql`not exists (select 1 from ${rideOffers} where ${refused})`)!;
}
