import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/common.schemas';
import { type DriverRatings, driverRatingsQuerySchema } from '../../../shared/drivers.schemas';
import { drivers, ratings } from '../../db/schema';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { anyRole } from '../auth/session-cookies.service';
import { isUuid } from '../../db/ids';

/**
 * GET /api/drivers/:id/ratings (SPEC §7): the office reads anyone's reviews, a driver only their own
 * (DESIGN §1: another driver's id is 403). Newest first; `limit` (default 50) bounds the list while
 * `totalRatings` still counts them all.
 */
export const driverRatingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/drivers/:id/ratings',
    {
      schema: {
        params: idParamsSchema,
        querystring: driverRatingsQuerySchema,
      },
    },
    async (request): Promise<DriverRatings> => {
      const principal = await anyRole(request, ['admin', 'driver']);
      if (!principal) throw unauthorized();
      const { id } = request.params;
      if (principal.role === 'driver' && principal.driverId !== id) throw forbidden();
      if (!isUuid(id)) throw notFound('Taxista non trovato');

      const [driver] = await app.db
        .select({
          id: drivers.id,
          name: drivers.name,
          averageRating: drivers.averageRating,
          totalRatings: drivers.totalRatings,
        })
        .from(drivers)
        .where(eq(drivers.id, id))
        .limit(1);
      // Deleted drivers stay readable for the office: their history is kept (ADR 012).
      if (!driver) throw notFound('Taxista non trovato');

      const rows = await app.db
        .select({ id: ratings.id, rating: ratings.rating, reviewText: ratings.reviewText, createdAt: ratings.createdAt })
        .from(ratings)
        .where(eq(ratings.driverId, id))
        .orderBy(desc(ratings.createdAt), desc(ratings.id))
        .limit(request.query.limit);
      return {
        driver: { ...driver, averageRating: Number(driver.averageRating) },
        ratings: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      };
    },
  );
};
