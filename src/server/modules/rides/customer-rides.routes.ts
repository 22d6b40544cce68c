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
import { cancelRide, setRideStatus } from './ride-lifecycle.service';
import { dropRide } from './ride-recovery.service';
import { customerRides, withDriver } from './rides.queries';
import { requestLanguage } from '../../http/request-language';
import { rememberCustomerLanguage } from '../customers/customers.queries';

/** What a change of a ride's status answers: the ride as it now stands. */
const rideChangeResponses = { 200: rideResponseSchema, ...errorResponses(400, 401, 404, 409) };

/**
 * Booking and a ride's life as its own parties see it (design §4, §8): the customer books, follows and cancels; the
 * customer and the accepted driver change its status and cancel it.
 */
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
      const { row, replayed, matchingTaxisOnline } = await createRide(
        app,
        { role: 'customer', customerId },
        request.body,
        request.headers['idempotency-key'],
      );
      // design §16: the ride's SMS and pushes speak the language the customer booked in.
      await rememberCustomerLanguage(app.db, customerId, requestLanguage(request));
      return reply.status(replayed ? 200 : 201).send({ rideRequest: toRideDto(row), matchingTaxisOnline });
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
    async (request) => {
      const { status, ...completion } = request.body;
      return { ride: await setRideStatus(app, ownedRide(request), status, completion) };
    },
  );

  app.post(
    '/api/rides/:id/cancel',
    {
      preHandler: requireRideOwner,
      schema: { params: idParamsSchema, body: cancelRideBodySchema, response: rideChangeResponses },
    },
    // A driver's cancel gives the ride back to be dispatched again (design §4 drops); the customer's ends it.
    async (request) => {
      const owned = ownedRide(request);
      const reason = request.body?.reason || null;
      return { ride: owned.actor.role === 'driver' ? await dropRide(app, owned, reason) : await cancelRide(app, owned, reason) };
    },
  );
};
