import type { FastifyInstance } from 'fastify';
import type { Completion, Ride, SettableRideStatus } from '../../../shared/rides.schemas';
import { notFound } from '../../http/errors';
import { cancelRide, RIDE_NOT_FOUND, setRideStatus } from '../rides/ride-lifecycle.service';
import { redispatchRide } from '../rides/ride-recovery.service';
import { findRide } from '../rides/rides.queries';

const OFFICE = { role: 'admin' } as const;

async function rideOrNotFound(app: FastifyInstance, rideId: string) {
  const ride = await findRide(app.db, rideId);
  if (!ride) throw notFound(RIDE_NOT_FOUND, 'ride_not_found');
  return ride;
}

/**
 * `POST /api/admin/rides/{id}/cancel` (design §10): the office cancels any open ride, saying why; through the same
 * `moveRide` as a customer's or a driver's cancel, so the customer and the driver are told the same way.
 */
export async function cancelByOffice(app: FastifyInstance, rideId: string, reason: string): Promise<Ride> {
  return cancelRide(app, { ride: await rideOrNotFound(app, rideId), actor: OFFICE }, reason);
}

/** `PATCH /api/admin/rides/{id}`: a step the table of design §4 gives the office, such as closing a ride left open. */
export async function moveByOffice(app: FastifyInstance, rideId: string, to: SettableRideStatus, completion: Completion = {}): Promise<Ride> {
  return setRideStatus(app, { ride: await rideOrNotFound(app, rideId), actor: OFFICE }, to, completion);
}

/** `POST /api/admin/rides/{id}/redispatch`: 'Ridistribuisci' an expired ride, or one held after its drops (design §4). */
export async function redispatchByOffice(app: FastifyInstance, rideId: string): Promise<Ride> {
  return redispatchRide(app, await rideOrNotFound(app, rideId));
}
