import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RideNeeds } from '../../../shared/vehicle';
import { customerExcludedDrivers, drivers, rideOffers, rides } from '../../db/schema';

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

/** One side of the fit: columns of a row in the statement, or a ride's values known before it (a new booking). */
type Operand = AnyPgColumn | SQL;
interface TaxiSide {
  id: Operand;
  seats: Operand;
  features: Operand;
}
interface RideSide {
  customerId: Operand;
  /** Null: no such condition (a ride known by its values that asks for no feature, or did not say how many travel). */
  requirements: Operand | null;
  passengers: Operand | null;
}

/**
 * design §14, the one rule in SQL (`fitsRide` in src/shared/vehicle.ts is the same rule on values): the taxi has every
 * feature the ride requires and at least as many seats as its passengers (any, when nobody said), and the ride's
 * customer has not left its driver out ('Non voglio più questo taxista'). Every place a driver can see, be offered or
 * take a ride asks it through one of the three forms below.
 */
function taxiMayServe(taxi: TaxiSide, ride: RideSide): SQL {
  const excluded = and(eq(customerExcludedDrivers.customerId, ride.customerId), eq(customerExcludedDrivers.driverId, taxi.id));
  return and(
    ride.requirements === null ? undefined : sql`${taxi.features} @> ${ride.requirements}`,
    ride.passengers === null ? undefined : sql`(${ride.passengers} is null or ${taxi.seats} >= ${ride.passengers})`,
    sql`not exists (select 1 from ${customerExcludedDrivers} where ${excluded})`,
  )!;
}

const FIT = 'fit_driver';

/** For the WHERE of a statement on `rides` (the pending list, the bid): this driver may serve the outer ride. */
export function driverMayServe(driverId: string): SQL {
  const taxi = alias(drivers, FIT);
  const ride = { customerId: rides.customerId, requirements: rides.requirements, passengers: rides.passengers };
  return sql`exists (select 1 from ${drivers} as ${sql.identifier(FIT)} where ${and(eq(taxi.id, driverId), taxiMayServe(taxi, ride))})`;
}

/** For the WHERE of a statement on `drivers`: the outer driver may serve a ride known by its values (a booking). */
export function mayServeRide(ride: RideNeeds & { customerId: string }): SQL {
  return taxiMayServe(drivers, {
    customerId: sql`${ride.customerId}::uuid`,
    // Features are members of the shared list (validated, and checked by the database): safe inside an array literal.
    requirements: ride.requirements.length === 0 ? null : sql`${`{${ride.requirements.join(',')}}`}::text[]`,
    passengers: ride.passengers === null ? null : sql`${ride.passengers}::smallint`,
  });
}

/** For the WHERE of a statement on `drivers`: the outer driver may serve the stored ride `rideId` (its push). */
export function mayServeRideId(rideId: string): SQL {
  const ride = alias(rides, 'served');
  const fits = taxiMayServe(drivers, { customerId: ride.customerId, requirements: ride.requirements, passengers: ride.passengers });
  return sql`exists (select 1 from ${rides} as ${sql.identifier('served')} where ${and(eq(ride.id, rideId), fits)})`;
}
