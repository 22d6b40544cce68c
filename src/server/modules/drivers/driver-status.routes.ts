import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/common.schemas';
import { driverStatusBodySchema } from '../../../shared/drivers.schemas';
import { requireSelf } from './driver-session';
import type { DriverStatusService } from './driver-status.service';

export const driverStatusRoutes: FastifyPluginAsyncZod<{ status: DriverStatusService }> = async (app, { status }) => {
  app.patch(
    '/api/drivers/:id/status',
    {
      schema: {
        params: idParamsSchema,
        body: driverStatusBodySchema,
      },
    },
    async (request) => {
      const driverId = await requireSelf(request, request.params.id);
      return { driver: await status.setAvailability(driverId, request.body.isAvailable) };
    },
  );
};
