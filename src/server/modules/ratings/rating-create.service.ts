import type { FastifyInstance } from 'fastify';
import type { RatingRequest } from '../../../shared/ratings.schemas';
import type { RideStatus } from '../../../shared/ride-states';
import { conflict, notFound } from '../../http/errors';
import { RIDE_NOT_FOUND } from '../rides/ride.guards';
import { findRide } from '../rides/rides.queries';
import { insertRating, lockDriver, type RatingRow, recomputeDriverRating } from './ratings.queries';

/** A customer rates the trip they made: a ride that ended any other way has nothing to rate. */
const RATED_STATUS: RideStatus = 'completed';

/**
 * `POST /api/ratings` (DESIGN §4): only the ride's customer, only once the ride is completed, once.
 * The driver row is locked while the new average is computed from all their ratings, so two
 * customers rating the same driver at once both count.
 */
export async function rateRide(app: FastifyInstance, customerId: string, request: RatingRequest): Promise<RatingRow> {
  const ride = await findRide(app.db, request.rideRequestId);
  if (!ride || ride.customerId !== customerId) throw notFound(RIDE_NOT_FOUND, 'ride_not_found');
  const driverId = ride.acceptedDriverId;
  if (ride.status !== RATED_STATUS || !driverId) {
    throw conflict('Puoi valutare la corsa solo dopo che è stata completata', 'ride_not_completed');
  }
  const now = app.clock.now();
  const created = await app.db.transaction(async (tx) => {
    await lockDriver(tx, driverId);
    const row = await insertRating(tx, {
      rideId: ride.id,
      customerId,
      driverId,
      rating: request.rating,
      reviewText: request.reviewText?.trim() || null,
      createdAt: now,
    });
    if (row) await recomputeDriverRating(tx, driverId, now);
    return row;
  });
  if (!created) throw conflict('Hai già valutato questa corsa', 'already_rated');
  return created;
}
