import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/common.schemas';
import { ratingBodySchema, ratingResponseSchema } from '../../../shared/ratings.schemas';
import { requireRole, signedIn } from '../auth/auth.guards';
import { rateRide } from './rating-create.service';

export const ratingCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ratings',
    {
      preHandler: requireRole('customer'),
      schema: { body: ratingBodySchema, response: { 201: ratingResponseSchema, ...errorResponses(400, 401, 404, 409) } },
    },
    async (request, reply) => {
      const created = await rateRide(app, signedIn(request, 'customer').customerId, request.body);
      const { id, rating, reviewText, createdAt } = created;
      return reply.status(201).send({ rating: { id, rating, reviewText, createdAt: createdAt.toISOString() } });
    },
  );
};
