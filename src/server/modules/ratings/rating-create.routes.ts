import { avg, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratingBodySchema } from '../../../shared/ratings.schemas';
import { drivers, ratings } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { requireRole } from '../auth/session-cookies.service';
import { findRide } from '../rides/rides.queries';
import { isUuid } from '../../db/ids';

/**
 * `POST /api/ratings` (DESIGN §4): only the ride's customer, only once the ride is completed, once.
 * The driver row is locked while the new average is computed from all their ratings, so two
 * customers rating the same driver at once both count.
 */
export const ratingCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/ratings', { schema: { body: ratingBodySchema } }, async (request, reply) => {
    const { customerId } = await requireRole(request, 'customer');
    const { rideRequestId, rating } = request.body;
    const reviewText = request.body.reviewText?.trim() || null;
    const ride = isUuid(rideRequestId) ? await findRide(app.db, rideRequestId) : null;
    if (!ride || ride.customerId !== customerId) throw notFound('Corsa non trovata', 'ride_not_found');
    if (ride.status !== 'completed' || !ride.acceptedDriverId) {
      throw conflict('Puoi valutare la corsa solo dopo che è stata completata', 'ride_not_completed');
    }
    const driverId = ride.acceptedDriverId;

    const created = await app.db.transaction(async (tx) => {
      await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId)).for('update');
      const [row] = await tx
        .insert(ratings)
        .values({ rideId: ride.id, customerId, driverId, rating, reviewText, createdAt: app.clock.now() })
        .onConflictDoNothing({ target: ratings.rideId })
        .returning();
      if (!row) return null;
      const [totals] = await tx
        .select({ average: avg(ratings.rating), total: count() })
        .from(ratings)
        .where(eq(ratings.driverId, driverId));
      await tx
        .update(drivers)
        .set({
          averageRating: Number(totals?.average ?? rating).toFixed(2),
          totalRatings: totals?.total ?? 1,
          updatedAt: app.clock.now(),
        })
        .where(eq(drivers.id, driverId));
      return row;
    });
    if (!created) throw conflict('Hai già valutato questa corsa', 'already_rated');
    return reply.status(201).send({
      rating: {
        id: created.id,
        rating: created.rating,
        reviewText: created.reviewText,
        createdAt: created.createdAt.toISOString(),
      },
    });
  });
};
