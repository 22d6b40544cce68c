import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/common.schemas';
import { requireSelf } from './driver-session';
import { driverStats } from './driver-stats.queries';

export const driverStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/drivers/:id/stats', { schema: { params: idParamsSchema } }, async (request) => {
    const driverId = await requireSelf(request, request.params.id);
    return driverStats(app.db, driverId, app.clock.now());
  });
};
