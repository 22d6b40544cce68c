import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSelf } from './driver-session';
import { driverStats } from './driver-stats';

export const driverStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/drivers/:id/stats', { schema: { params: z.object({ id: z.string().max(100) }) } }, async (request) => {
    const driverId = await requireSelf(request, request.params.id);
    return driverStats(app.db, driverId, app.clock.now());
  });
};
