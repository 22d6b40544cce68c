import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { CustomerRideScope } from '../../../shared/booking';
import type { CustomerRideView } from '../../../shared/rides.schemas';
import type { Db } from '../../db/client';
import { drivers, ratings, rides } from '../../db/schema';
import { type DriverRow, toAcceptedDriver } from '../drivers/driver.dto';
import { type RideRow, toRideDto } from './ride.dto';

export async function findRide(db: Db, rideId: string): Promise<RideRow | null> {
  const [row] = await db.select().from(rides).where(eq(rides.id, rideId)).limit(1);
  return row ?? null;
}

/**
 * What each scope means for a customer (docs/decisions/022-customer-current-ride.md):
 * current — the latest immediate request still searching, or any accepted ride (a scheduled ride is
 * accepted only inside its 30-minute window, so it is under way too); upcoming — scheduled requests
 * not yet accepted, soonest first; history — finished rides, newest first.
 */
const SCOPES: Record<CustomerRideScope, { where: SQL | undefined; order: SQL[]; limit: number }> = {
  current: {
    where: or(and(eq(rides.status, 'pending'), eq(rides.requestType, 'immediate')), eq(rides.status, 'accepted')),
    order: [desc(rides.createdAt)],
    limit: 1,
  },
  upcoming: {
    where: and(eq(rides.status, 'pending'), eq(rides.requestType, 'scheduled')),
    order: [asc(rides.scheduledTime)],
    limit: 50,
  },
  history: {
    where: inArray(rides.status, ['completed', 'cancelled', 'expired']),
    order: [desc(rides.createdAt)],
    limit: 20,
  },
};

export async function customerRides(db: Db, customerId: string, scope: CustomerRideScope): Promise<CustomerRideView[]> {
  const { where, order, limit } = SCOPES[scope];
  const rows = await db
    .select({ ride: rides, driver: drivers, ratingId: ratings.id })
    .from(rides)
    .leftJoin(drivers, eq(drivers.id, rides.acceptedDriverId))
    .leftJoin(ratings, eq(ratings.rideId, rides.id))
    .where(and(eq(rides.customerId, customerId), where))
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => toCustomerRideView(r.ride, r.driver, r.ratingId !== null));
}

export async function customerRideView(db: Db, ride: RideRow): Promise<CustomerRideView> {
  const [extra] = await db
    .select({ driver: drivers, ratingId: ratings.id })
    .from(rides)
    .leftJoin(drivers, eq(drivers.id, rides.acceptedDriverId))
    .leftJoin(ratings, eq(ratings.rideId, rides.id))
    .where(eq(rides.id, ride.id))
    .limit(1);
  return toCustomerRideView(ride, extra?.driver ?? null, Boolean(extra?.ratingId));
}

/** The driver's position is shared only while the ride is under way (DESIGN §5, privacy). */
export function toCustomerRideView(ride: RideRow, driver: DriverRow | null, rated: boolean): CustomerRideView {
  const underWay = ride.status === 'accepted';
  return {
    ride: toRideDto(ride),
    driver: driver ? toAcceptedDriver(driver) : null,
    driverPosition:
      underWay && driver?.lastLatitude != null && driver.lastLongitude != null
        ? { latitude: driver.lastLatitude, longitude: driver.lastLongitude }
        : null,
    rated,
  };
}
