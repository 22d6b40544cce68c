import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema } from '../../../shared/common.schemas';
import { currentOfferResponseSchema, noContentSchema } from '../../../shared/dispatch.schemas';
import { requireRole, requireSelf, signedIn } from '../auth/auth.guards';
import { currentOffer, refuseOffer } from './dispatch.service';

/** design §11 `nearest` dispatch, the driver's side: the offer on their screen, and 'Rifiuta'. */
export const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/drivers/:id/offer',
    {
      preHandler: requireSelf(),
      schema: { params: idParamsSchema, response: { 200: currentOfferResponseSchema, ...errorResponses(401, 403) } },
    },
    async (request) => {
      const { driverId } = signedIn(request, 'driver');
      return { offer: await currentOffer(app, driverId) };
    },
  );

  app.post(
    '/api/rides/:id/refuse',
    {
      preHandler: requireRole('driver'),
      schema: { params: idParamsSchema, response: { 204: noContentSchema, ...errorResponses(401, 404, 409) } },
    },
    async (request, reply) => {
      const { driverId } = signedIn(request, 'driver');
      await refuseOffer(app, request.params.id, driverId);
      return reply.code(204).send(null);
    },
  );
};
