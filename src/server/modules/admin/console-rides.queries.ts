import { and, asc, eq, gt, not, or, sql } from 'drizzle-orm';
import type { RideStatus } from '../../../shared/ride-states';
import type { Db } from '../../db/client';
import { drivers, rides } from '../../db/schema';
import { driverMayServe } from '../dispatch/dispatch.conditions';
import { driverIsOnline } from '../drivers/drivers.conditions';
import { biddableAt, driverHasRideUnderWay, ended } from '../rides/rides.conditions';
import { type RideRow, writeRideStatus } from '../rides/rides.queries';

export interface Assignment {
  driverId: string;
  estimatedArrival: number;
  at: Date;
}

/**
 * The office gives the ride to a driver (design §10), as one conditional UPDATE: the ride is still in the status the
 * office acted on (a waiting ride also still takeable, as for a bid: not expired, a booking inside its drivers'
 * window), and the driver is online with no other ride under way, and may serve it (design §14: a car edited a moment
 * ago) — checked in the same statement. Null: refused.
 */
export async function assignRideTo(db: Db, rideId: string, from: RideStatus, assignment: Assignment): Promise<RideRow | null> {
  const { driverId, at } = assignment;
  const [row] = await writeRideStatus(db, {
    to: 'accepted',
    role: 'admin',
    at,
    set: { acceptedDriverId: driverId, estimatedArrivalMinutes: assignment.estimatedArrival, acceptedAt: at, arrivedAt: null, heldAt: null },
    where: and(
      eq(rides.id, rideId),
      eq(rides.status, from),
      ...(from === 'pending' ? [biddableAt(at)] : []),
      driverIsOnline(driverId),
      not(driverHasRideUnderWay(driverId)),
      driverMayServe(driverId),
    )!,
  });
  return row ?? null;
}

/** How long an expired request stays in the console's queue, for 'Ridistribuisci'. */
export const EXPIRED_IN_QUEUE_MS = 15 * 60_000;

/**
 * The console's queue (design §10): every ride not ended — waiting (bookings too) or under way — and the requests
 * that expired in the last 15 minutes (the caller may still be at the kerb: 'Ridistribuisci'), with the driver's
 * name, the soonest first (a booking by its departure, the rest by when they were asked for).
 */
export async function openRides(db: Db, now: Date, limit: number): Promise<Array<{ ride: RideRow; driverName: string | null }>> {
  const recentlyExpired = and(eq(rides.status, 'expired'), gt(rides.expiresAt, new Date(now.getTime() - EXPIRED_IN_QUEUE_MS)));
  return db
    .select({ ride: rides, driverName: drivers.name })
    .from(rides)
    .leftJoin(drivers, eq(drivers.id, rides.acceptedDriverId))
    .where(or(not(ended()), recentlyExpired))
    .orderBy(asc(sql`coalesce(${rides.scheduledTime}, ${rides.createdAt})`), asc(rides.id))
    .limit(limit);
}
