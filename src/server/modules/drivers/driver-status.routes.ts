import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema } from '../../../shared/common.schemas';
import { driverResponseSchema, driverStatusBodySchema } from '../../../shared/drivers.schemas';
import { requireSelf } from '../auth/auth.guards';
import { setAvailability } from './driver-status.service';

export const driverStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/drivers/:id/status',
    {
      preHandler: requireSelf(),
      schema: {
        params: idParamsSchema,
        body: driverStatusBodySchema,
        response: { 200: driverResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({ driver: await setAvailability(app, request.params.id, request.body.isAvailable) }),
  );
};
