import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUuid } from '../../db/ids';
import { notFound, unauthorized } from '../../http/errors';
import { requireRole, sessionOf } from '../auth/session-cookies.service';
import { createRide } from './ride-create.service';
import { toRideDto } from './ride.dto';
import { cancelRide, completeRide, isOwner, RIDE_NOT_FOUND, type RideActor } from './ride-lifecycle.service';
import { customerRides, customerRideView, findRide } from './rides.queries';
import { idParamsSchema as rideParamsSchema } from '../../../shared/common.schemas';
import {
  cancelRideBodySchema,
  createRideBodySchema,
  customerRidesQuerySchema,
  idempotencyHeadersSchema,
  rideStatusBodySchema as completeRideBodySchema,
} from '../../../shared/rides.schemas';

/**
 * The ride's customer or its accepted driver, whichever of the browser's sessions owns the ride
 * (a driver may also hold a customer session on the same phone).
 */
async function ownerOf(request: FastifyRequest, rideId: string): Promise<RideActor> {
  const sessions = await Promise.all((['customer', 'driver'] as const).map((role) => sessionOf(request, role)));
  const actors = sessions.flatMap((s): RideActor[] =>
    s && (s.principal.role === 'customer' || s.principal.role === 'driver') ? [s.principal] : [],
  );
  if (actors.length === 0) throw unauthorized();
  const ride = isUuid(rideId) ? await findRide(request.server.db, rideId) : null;
  const owner = ride && actors.find((actor) => isOwner(ride, actor));
  if (!owner) throw notFound(RIDE_NOT_FOUND, 'ride_not_found');
  return owner;
}

/** Booking and the customer's side of a ride's life (DESIGN §4, §8). */
export const customerRideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/rides',
    { schema: { body: createRideBodySchema, headers: idempotencyHeadersSchema } },
    async (request, reply) => {
      const { customerId } = await requireRole(request, 'customer');
      const { row, replayed } = await createRide(app, customerId, request.body, request.headers['idempotency-key']);
      return reply.status(replayed ? 200 : 201).send({ rideRequest: toRideDto(row) });
    },
  );

  app.get('/api/customers/me/rides', { schema: { querystring: customerRidesQuerySchema } }, async (request) => {
    const { customerId } = await requireRole(request, 'customer');
    return { rides: await customerRides(app.db, customerId, request.query.scope) };
  });

  app.get('/api/rides/:id', { schema: { params: rideParamsSchema } }, async (request) => {
    const [customer, driver, admin] = await Promise.all(
      (['customer', 'driver', 'admin'] as const).map((role) => sessionOf(request, role)),
    );
    if (!customer && !driver && !admin) throw unauthorized();
    const ride = isUuid(request.params.id) ? await findRide(app.db, request.params.id) : null;
    const allowed =
      ride &&
      (admin ||
        (customer?.principal.role === 'customer' && isOwner(ride, customer.principal)) ||
        (driver?.principal.role === 'driver' && isOwner(ride, driver.principal)));
    if (!ride || !allowed) throw notFound(RIDE_NOT_FOUND, 'ride_not_found');
    return customerRideView(app.db, ride);
  });

  app.patch(
    '/api/rides/:id',
    { schema: { params: rideParamsSchema, body: completeRideBodySchema } },
    async (request) => {
      const actor = await ownerOf(request, request.params.id);
      return { ride: toRideDto(await completeRide(app, request.params.id, actor)) };
    },
  );

  app.post(
    '/api/rides/:id/cancel',
    { schema: { params: rideParamsSchema, body: cancelRideBodySchema } },
    async (request) => {
      const actor = await ownerOf(request, request.params.id);
      const reason = request.body?.reason || null;
      return { ride: toRideDto(await cancelRide(app, request.params.id, actor, reason)) };
    },
  );
};
