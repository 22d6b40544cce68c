import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema } from '../../../shared/common.schemas';
import { driverStatsSchema } from '../../../shared/drivers.schemas';
import { requireSelf } from '../auth/auth.guards';
import { driverStats } from './driver-stats.queries';

export const driverStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/drivers/:id/stats',
    {
      preHandler: requireSelf(),
      schema: { params: idParamsSchema, response: { 200: driverStatsSchema, ...errorResponses(401, 403) } },
    },
    async (request) => driverStats(app.db, request.params.id, app.clock.now()),
  );
};
