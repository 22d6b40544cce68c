import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema } from '../../../shared/common.schemas';
import { bidBodySchema, driverRidesQuerySchema, rideResponseSchema, ridesListSchema } from '../../../shared/rides.schemas';
import { requireSelf, signedIn } from '../auth/auth.guards';
import { acceptBid } from './ride-accept.service';
import { toRideDto } from './ride.dto';
import { biddableRidesFor, ridesUnderWayFor } from './rides.queries';
import { serverText } from '../../i18n/server-text';

const PENDING_LIST_LIMIT = 100;

/**
 * The drivers' side of rides (spec §7): the requests they may take, their ride under way, and the bid. The
 * driver always comes from the session; a driver id in the query or the body only has to agree with it.
 */
export const driverRidesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/rides',
    {
      preHandler: requireSelf('query.driverId', serverText('drivers.onlyOwnRides')),
      schema: { querystring: driverRidesQuerySchema, response: { 200: ridesListSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      const { driverId } = signedIn(request, 'driver');
      const rows =
        request.query.status === 'pending'
          ? await biddableRidesFor(app.db, driverId, app.clock.now(), PENDING_LIST_LIMIT)
          : await ridesUnderWayFor(app.db, driverId);
      return rows.map(toRideDto);
    },
  );

  app.post(
    '/api/rides/:id/bids',
    {
      preHandler: requireSelf('body.driverId', serverText('drivers.onlyOwnBids')),
      schema: {
        params: idParamsSchema,
        body: bidBodySchema,
        response: { 200: rideResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { driverId } = signedIn(request, 'driver');
      const { estimatedArrival } = request.body;
      return { ride: await acceptBid(app, { rideId: request.params.id, driverId, estimatedArrival }) };
    },
  );
};
