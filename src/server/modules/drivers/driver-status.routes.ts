import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSelf } from './driver-session';
import type { DriverStatusService } from './driver-status.service';

export const driverStatusRoutes: FastifyPluginAsyncZod<{ status: DriverStatusService }> = async (app, { status }) => {
  app.patch(
    '/api/drivers/:id/status',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        body: z.object({ isAvailable: z.boolean() }),
      },
    },
    async (request) => {
      const driverId = await requireSelf(request, request.params.id);
      return { driver: await status.setAvailability(driverId, request.body.isAvailable) };
    },
  );
};
