import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { RideStatus } from '../../../shared/ride-states';
import { rides } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { Publication } from '../../live/hub';
import { rooms } from '../../live/rooms';
import { type RideRow, toRideDto } from './ride.dto';
import { findRide } from './rides.queries';

export type RideActor = { role: 'customer'; customerId: string } | { role: 'driver'; driverId: string };

export const RIDE_NOT_FOUND = 'Corsa non trovata';

const REFUSALS: Partial<Record<RideStatus, string>> = {
  pending: 'La corsa non è ancora stata accettata da un taxista',
  completed: 'La corsa è già stata completata',
  cancelled: 'La corsa è stata annullata',
  expired: 'La richiesta è scaduta: nessun taxista l’ha accettata in tempo',
};

/** Another customer's ride answers 404, not 403: its existence is nobody else's business. */
export function isOwner(ride: RideRow, actor: RideActor): boolean {
  return actor.role === 'customer' ? ride.customerId === actor.customerId : ride.acceptedDriverId === actor.driverId;
}

async function ownedRide(app: FastifyInstance, rideId: string, actor: RideActor): Promise<RideRow> {
  const ride = await findRide(app.db, rideId);
  if (!ride || !isOwner(ride, actor)) throw notFound(RIDE_NOT_FOUND, 'ride_not_found');
  return ride;
}

function ownerCondition(actor: RideActor): SQL {
  return actor.role === 'customer' ? eq(rides.customerId, actor.customerId) : eq(rides.acceptedDriverId, actor.driverId);
}

/**
 * Cancel (DESIGN §4): the customer while searching or once accepted, the accepted driver once accepted.
 * Cancelling twice answers the cancelled ride again (a retried tap); a completed ride cannot be.
 */
export async function cancelRide(
  app: FastifyInstance,
  rideId: string,
  actor: RideActor,
  reason: string | null,
): Promise<RideRow> {
  const current = await ownedRide(app, rideId, actor);
  const now = app.clock.now();
  const cancellable: RideStatus[] = actor.role === 'customer' ? ['pending', 'accepted'] : ['accepted'];
  const [row] = await app.db
    .update(rides)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, cancelledBy: actor.role })
    .where(and(eq(rides.id, rideId), ownerCondition(actor), inArray(rides.status, cancellable)))
    .returning();
  if (!row) {
    const latest = (await findRide(app.db, rideId)) ?? current;
    if (latest.status === 'cancelled') return latest;
    throw conflict(REFUSALS[latest.status] ?? 'La corsa non può essere annullata', 'ride_not_cancellable');
  }
  const ride = toRideDto(row);
  const message = { ride, reason, cancelledBy: actor.role };
  const publications: Publication[] = [
    [rooms.customer(row.customerId), 'ride_cancelled', message],
    [rooms.admins, 'ride_updated', { ride }],
  ];
  // Accepted: its driver must stop driving there. Still searching: drivers drop the request's card.
  if (row.acceptedDriverId) publications.push([rooms.driver(row.acceptedDriverId), 'ride_cancelled', message]);
  else publications.push([rooms.driversOnline, 'ride_taken', { rideId: row.id }]);
  await app.live.publishAll(publications);
  return row;
}

/**
 * Complete (SPEC §4: the customer's screen does it 30 s after acceptance; DESIGN: the driver may too).
 * Completing twice answers the completed ride: both sides may race to do it.
 */
export async function completeRide(app: FastifyInstance, rideId: string, actor: RideActor): Promise<RideRow> {
  const current = await ownedRide(app, rideId, actor);
  const [row] = await app.db
    .update(rides)
    .set({ status: 'completed', completedAt: app.clock.now() })
    .where(and(eq(rides.id, rideId), ownerCondition(actor), eq(rides.status, 'accepted')))
    .returning();
  if (!row) {
    const latest = (await findRide(app.db, rideId)) ?? current;
    if (latest.status === 'completed') return latest;
    throw conflict(REFUSALS[latest.status] ?? 'La corsa non può essere completata', 'ride_not_completable');
  }
  const ride = toRideDto(row);
  await app.live.publishAll([
    [rooms.customer(row.customerId), 'ride_completed', { ride }],
    ...(row.acceptedDriverId ? [[rooms.driver(row.acceptedDriverId), 'ride_completed', { ride }] as const] : []),
    [rooms.admins, 'ride_completed', { ride }],
  ]);
  return row;
}
