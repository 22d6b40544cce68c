import { and, asc, eq, gt, not, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
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

/** The queue's columns (`queueRideSchema`): what its list, dialogs and the map's waiting pins use. */
const queueColumns = {
  id: rides.id,
  status: rides.status,
  requestType: rides.requestType,
  source: rides.source,
  scheduledTime: rides.scheduledTime,
  expiresAt: rides.expiresAt,
  acceptedAt: rides.acceptedAt,
  estimatedArrivalMinutes: rides.estimatedArrivalMinutes,
  heldAt: rides.heldAt,
  customerPhone: rides.customerPhone,
  pickupAddress: rides.pickupAddress,
  pickupLatitude: rides.pickupLatitude,
  pickupLongitude: rides.pickupLongitude,
  dropoffAddress: rides.dropoffAddress,
  anonymisedAt: rides.anonymisedAt,
  passengers: rides.passengers,
  requirements: rides.requirements,
  acceptedDriverId: rides.acceptedDriverId,
  // A key lookup per listed ride, not a join with the whole register (thousands of taxis online).
  driverName: sql<string | null>`(select ${drivers.name} from ${drivers} where ${drivers.id} = ${rides.acceptedDriverId})`.as('driver_name'),
  // The queue's order, as an output column: a UNION's ORDER BY names columns, not expressions.
  queuedAt: sql<Date>`coalesce(${rides.scheduledTime}, ${rides.createdAt})`.mapWith(rides.createdAt).as('queued_at'),
};

/**
 * The console's queue (design §10): every ride not ended — waiting (bookings too) or under way — and the requests
 * that expired in the last 15 minutes (the caller may still be at the kerb: 'Ridistribuisci'), with the driver's
 * name, the soonest first (a booking by its departure, the rest by when they were asked for).
 *
 * Two parts in one statement (ADR 252), each read from its partial index: the open rides in the queue's order up to
 * `limit` (the index's order, so the history is neither scanned nor sorted), and the few lately expired.
 */
export async function openRides(db: Db, now: Date, limit: number) {
  const rows = await openRidesQuery(db, now, limit);
  return rows.map(({ queuedAt: _, ...row }) => row);
}
export type QueueRideRow = Awaited<ReturnType<typeof openRides>>[number];

/** `openRides`' statement, apart so that its plan can be read (EXPLAIN). */
export function openRidesQuery(db: Db, now: Date, limit: number) {
  const open = db
    .select(queueColumns)
    .from(rides)
    .where(not(ended()))
    .orderBy(asc(sql`coalesce(${rides.scheduledTime}, ${rides.createdAt})`), asc(rides.id))
    .limit(limit);
  const recentlyExpired = db
    .select(queueColumns)
    .from(rides)
    .where(and(eq(rides.status, 'expired'), gt(rides.expiresAt, new Date(now.getTime() - EXPIRED_IN_QUEUE_MS))));
  return unionAll(open, recentlyExpired).orderBy(sql`queued_at`, sql`id`).limit(limit);
}
