import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema } from '../../../shared/common.schemas';
import { driverRatingsQuerySchema, driverRatingsSchema } from '../../../shared/drivers.schemas';
import { notFound } from '../../http/errors';
import { requireSelfOrAdmin } from '../auth/auth.guards';
import { driverRatings } from './ratings.queries';
import { serverText } from '../../i18n/server-text';

/**
 * GET /api/drivers/:id/ratings (spec §7): the office reads anyone's reviews, a driver only their own
 * (design §1: another driver's id is 403). Newest first; `limit` (default 50) bounds the list.
 */
export const driverRatingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/drivers/:id/ratings',
    {
      preHandler: requireSelfOrAdmin,
      schema: {
        params: idParamsSchema,
        querystring: driverRatingsQuerySchema,
        response: { 200: driverRatingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await driverRatings(app.db, request.params.id, request.query.limit);
      if (!found) throw notFound(serverText('drivers.notFound'));
      return found;
    },
  );
};
