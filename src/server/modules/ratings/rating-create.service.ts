import type { FastifyInstance } from 'fastify';
import type { RatingRequest } from '../../../shared/ratings.schemas';
import { isRateable } from '../../../shared/ride-states';
import { conflict, notFound } from '../../http/errors';
import { serverText } from '../../i18n/server-text';
import { rooms } from '../../live/rooms';
import { toDriverDto } from '../drivers/driver.dto';
import { RIDE_NOT_FOUND } from '../rides/ride-lifecycle.service';
import { findRide } from '../rides/rides.queries';
import { insertRating, lockDriver, type RatingRow, recomputeDriverRating } from './ratings.queries';

/**
 * `POST /api/ratings` (design §4): only the ride's customer, only once the ride is completed, once.
 * The driver row is locked while the new average is computed from all their ratings, so two
 * customers rating the same driver at once both count. After the commit the new figures reach the driver's
 * dashboard and the office's drivers table (`driver_updated`).
 */
export async function rateRide(app: FastifyInstance, customerId: string, request: RatingRequest): Promise<RatingRow> {
  const ride = await findRide(app.db, request.rideRequestId);
  if (!ride || ride.customerId !== customerId) throw notFound(RIDE_NOT_FOUND, 'ride_not_found');
  const driverId = ride.acceptedDriverId;
  if (!isRateable(ride.status) || !driverId) {
    throw conflict(serverText('ratings.notCompleted'), 'ride_not_completed');
  }
  const now = app.clock.now();
  const result = await app.db.transaction(async (tx) => {
    await lockDriver(tx, driverId);
    const rating = await insertRating(tx, {
      rideId: ride.id,
      customerId,
      driverId,
      rating: request.rating,
      // A ride already anonymised (past RETENTION_DAYS) keeps no words about it: the stars count, the text is dropped.
      reviewText: ride.anonymisedAt ? null : request.reviewText?.trim() || null,
      createdAt: now,
    });
    return rating ? { rating, driver: await recomputeDriverRating(tx, driverId, now) } : null;
  });
  if (!result) throw conflict(serverText('ratings.alreadyRated'), 'already_rated');
  // A deleted driver is no longer on the office's list nor signed in anywhere: nobody to tell.
  if (!result.driver.deletedAt) {
    const driver = toDriverDto(result.driver);
    await app.live.publishAll([
      [rooms.driver(driverId), 'driver_updated', { driver }],
      [rooms.admins, 'driver_updated', { driver }],
    ]);
  }
  return result.rating;
}
