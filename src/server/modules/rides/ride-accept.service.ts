import { and, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Ride } from '../../../shared/rides.schemas';
import { SCHEDULED_VISIBLE_AFTER_MS, SCHEDULED_VISIBLE_BEFORE_MS } from '../../../shared/visibility';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/ids';
import { drivers, rides } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { rooms } from '../../live/rooms';
import { toAcceptedDriver } from '../drivers/driver.dto';
import { toRideDto } from './ride.dto';

export const RIDE_NOT_AVAILABLE = 'La corsa non è più disponibile: è stata presa da un altro taxista, annullata o è scaduta.';
export const DRIVER_NOT_ONLINE = 'Devi essere disponibile per accettare una corsa.';
export const DRIVER_BUSY = 'Hai già una corsa in corso: completala prima di accettarne un’altra.';
const RIDE_NOT_FOUND = 'Corsa non trovata';

/** The biddable condition shared by the drivers' list and the bid itself (DESIGN §4, SPEC §5). */
export function biddableAt(now: Date) {
  return and(
    eq(rides.status, 'pending'),
    gt(rides.expiresAt, now),
    or(
      eq(rides.requestType, 'immediate'),
      and(
        lte(rides.scheduledTime, new Date(now.getTime() + SCHEDULED_VISIBLE_BEFORE_MS)),
        gte(rides.scheduledTime, new Date(now.getTime() - SCHEDULED_VISIBLE_AFTER_MS)),
      ),
    ),
  );
}

export interface Bid {
  rideId: string;
  driverId: string;
  estimatedArrival: number;
}

/**
 * The first valid bid wins (DESIGN §4). One conditional UPDATE decides: PostgreSQL locks the row, and a
 * bid that waited on the lock re-checks `status = 'pending'` against the winner's write and matches
 * nothing. The driver's own conditions (online, not already on a ride) are in the same statement.
 */
export async function acceptBid(app: FastifyInstance, bid: Bid, onAccepted: (driverId: string) => void): Promise<Ride> {
  if (!isUuid(bid.rideId)) throw notFound(RIDE_NOT_FOUND, 'ride_not_found');
  const now = app.clock.now();
  let row: typeof rides.$inferSelect | undefined;
  try {
    [row] = await app.db
      .update(rides)
      .set({
        status: 'accepted',
        acceptedDriverId: bid.driverId,
        estimatedArrivalMinutes: bid.estimatedArrival,
        acceptedAt: now,
      })
      .where(
        and(
          eq(rides.id, bid.rideId),
          biddableAt(now),
          sql`exists (select 1 from ${drivers} where ${drivers.id} = ${bid.driverId}::uuid and ${drivers.isAvailable} and ${drivers.deletedAt} is null)`,
          sql`not exists (select 1 from rides as busy where busy.accepted_driver_id = ${bid.driverId}::uuid and busy.status = 'accepted')`,
        ),
      )
      .returning();
  } catch (err) {
    // The same driver's two bids at the same instant: the one-accepted-ride index lets only one through.
    if (isUniqueViolation(err, 'rides_one_accepted_per_driver_uq')) throw conflict(DRIVER_BUSY, 'driver_busy');
    throw err;
  }
  if (!row) throw await whyRefused(app, bid);

  onAccepted(bid.driverId);
  const [driverRow] = await app.db.select().from(drivers).where(eq(drivers.id, bid.driverId)).limit(1);
  const ride = toRideDto(row);
  const estimatedArrival = bid.estimatedArrival;
  const accepted = { ride, driver: toAcceptedDriver(driverRow!), estimatedArrival };
  await app.live.publishAll([
    [rooms.customer(row.customerId), 'ride_accepted', accepted],
    [rooms.admins, 'ride_accepted', accepted],
    [rooms.driversOnline, 'ride_taken', { rideId: row.id }],
    [rooms.admins, 'stats_update', {}],
  ]);
  return ride;
}

/** Only on the losing path: tells the driver which of the conditions failed. */
async function whyRefused(app: FastifyInstance, bid: Bid) {
  const [ride] = await app.db.select({ id: rides.id }).from(rides).where(eq(rides.id, bid.rideId)).limit(1);
  if (!ride) return notFound(RIDE_NOT_FOUND, 'ride_not_found');
  const [driver] = await app.db
    .select({ isAvailable: drivers.isAvailable })
    .from(drivers)
    .where(and(eq(drivers.id, bid.driverId), isNull(drivers.deletedAt)))
    .limit(1);
  if (!driver?.isAvailable) return conflict(DRIVER_NOT_ONLINE, 'driver_offline');
  const [busy] = await app.db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.acceptedDriverId, bid.driverId), eq(rides.status, 'accepted')))
    .limit(1);
  if (busy && busy.id !== bid.rideId) return conflict(DRIVER_BUSY, 'driver_busy');
  return conflict(RIDE_NOT_AVAILABLE, 'ride_not_available');
}
