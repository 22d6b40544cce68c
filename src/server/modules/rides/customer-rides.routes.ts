import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema } from '../../../shared/common.schemas';
import {
  cancelRideBodySchema,
  createRideBodySchema,
  createRideResponseSchema,
  customerRideViewSchema,
  customerRidesQuerySchema,
  customerRidesResponseSchema,
  idempotencyHeadersSchema,
  rideResponseSchema,
  rideStatusBodySchema,
} from '../../../shared/rides.schemas';
import { requireRole, signedIn } from '../auth/auth.guards';
import { createRide } from './ride-create.service';
import { ownedRide, requireRideOwner, requireRideOwnerOrAdmin, rideOf } from './ride.guards';
import { toCustomerRideView, toRideDto } from './ride.dto';
import { cancelRide, completeRide } from './ride-lifecycle.service';
import { customerRides, withDriver } from './rides.queries';

/** What a change of a ride's status answers: the ride as it now stands. */
const rideChangeResponses = { 200: rideResponseSchema, ...errorResponses(400, 401, 404, 409) };

/** Booking and the customer's side of a ride's life (DESIGN §4, §8). */
export const customerRideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/rides',
    {
      preHandler: requireRole('customer'),
      schema: {
        body: createRideBodySchema,
        headers: idempotencyHeadersSchema,
        response: {
          201: createRideResponseSchema,
          200: createRideResponseSchema,
          ...errorResponses(400, 401, 409, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const { customerId } = signedIn(request, 'customer');
      const { row, replayed } = await createRide(app, customerId, request.body, request.headers['idempotency-key']);
      return reply.status(replayed ? 200 : 201).send({ rideRequest: toRideDto(row) });
    },
  );

  app.get(
    '/api/customers/me/rides',
    {
      preHandler: requireRole('customer'),
      schema: {
        querystring: customerRidesQuerySchema,
        response: { 200: customerRidesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { customerId } = signedIn(request, 'customer');
      return { rides: (await customerRides(app.db, customerId, request.query.scope)).map(toCustomerRideView) };
    },
  );

  app.get(
    '/api/rides/:id',
    {
      preHandler: requireRideOwnerOrAdmin,
      schema: { params: idParamsSchema, response: { 200: customerRideViewSchema, ...errorResponses(401, 404) } },
    },
    async (request) => toCustomerRideView(await withDriver(app.db, rideOf(request))),
  );

  app.patch(
    '/api/rides/:id',
    {
      preHandler: requireRideOwner,
      schema: { params: idParamsSchema, body: rideStatusBodySchema, response: rideChangeResponses },
    },
    async (request) => ({ ride: await completeRide(app, ownedRide(request)) }),
  );

  app.post(
    '/api/rides/:id/cancel',
    {
      preHandler: requireRideOwner,
      schema: { params: idParamsSchema, body: cancelRideBodySchema, response: rideChangeResponses },
    },
    async (request) => ({ ride: await cancelRide(app, ownedRide(request), request.body?.reason || null) }),
  );
};
