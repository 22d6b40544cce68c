import { and, asc, desc, eq, exists, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/common.schemas';
import { bidBodySchema, driverRidesQuerySchema as listQuerySchema } from '../../../shared/rides.schemas';
import type { Ride } from '../../../shared/rides.schemas';
import { drivers, rides } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { requireRole } from '../auth/session-cookies.service';
import { acceptBid, biddableAt } from './ride-accept.service';
import { toRideDto } from './ride.dto';

const PENDING_LIST_LIMIT = 100;

/**
 * The drivers' side of rides (SPEC §7): the pending list, their active ride, and the bid. The driver
 * always comes from the session; ids in the body or query only have to agree with it.
 */
export const driverRidesRoutes: FastifyPluginAsyncZod<{ onAccepted: (driverId: string) => void }> = async (
  app,
  { onAccepted },
) => {
  app.get('/api/rides', { schema: { querystring: listQuerySchema } }, async (request): Promise<Ride[]> => {
    const { driverId } = await requireRole(request, 'driver');
    const now = app.clock.now();
    if (request.query.status === 'pending') {
      // Customers' phone numbers are for drivers who are working, not for anyone with a login:
      // an offline driver gets an empty list (checked in the same statement: one round trip).
      const rows = await app.db
        .select()
        .from(rides)
        .where(
          and(
            biddableAt(now),
            exists(
              app.db
                .select({ id: drivers.id })
                .from(drivers)
                .where(and(eq(drivers.id, driverId), eq(drivers.isAvailable, true), isNull(drivers.deletedAt))),
            ),
          ),
        )
        .orderBy(asc(rides.expiresAt), asc(rides.id))
        .limit(PENDING_LIST_LIMIT);
      return rows.map(toRideDto);
    }
    if (!request.query.driverId) throw badRequest('Indica il taxista (driverId)');
    if (request.query.driverId !== driverId) throw forbidden('Puoi vedere solo le tue corse');
    const rows = await app.db
      .select()
      .from(rides)
      .where(and(eq(rides.acceptedDriverId, driverId), eq(rides.status, 'accepted')))
      .orderBy(desc(rides.acceptedAt));
    return rows.map(toRideDto);
  });

  app.post(
    '/api/rides/:id/bids',
    { schema: { params: idParamsSchema, body: bidBodySchema } },
    async (request) => {
      const { driverId } = await requireRole(request, 'driver');
      if (request.body.driverId !== driverId) throw forbidden('Puoi fare offerte solo a tuo nome');
      const ride = await acceptBid(
        app,
        { rideId: request.params.id, driverId, estimatedArrival: request.body.estimatedArrival },
        onAccepted,
      );
      return { ride };
    },
  );
};
