import { and, asc, desc, eq, exists, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RIDE_LIMITS } from '../../../shared/constants';
import type { Ride } from '../../../shared/domain';
import { drivers, rides } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { requireRole } from '../auth/session-cookies';
import { acceptBid, biddableAt } from './ride-accept';
import { toRideDto } from './ride-dto';

const ETA_MESSAGE = `Il tempo di arrivo deve essere un numero intero di minuti tra ${RIDE_LIMITS.etaMinMinutes} e ${RIDE_LIMITS.etaMaxMinutes}`;
const PENDING_LIST_LIMIT = 100;

const bidBodySchema = z.object({
  driverId: z.string().max(100),
  estimatedArrival: z
    .number({ error: ETA_MESSAGE })
    .int(ETA_MESSAGE)
    .min(RIDE_LIMITS.etaMinMinutes, ETA_MESSAGE)
    .max(RIDE_LIMITS.etaMaxMinutes, ETA_MESSAGE),
});

const listQuerySchema = z.object({
  status: z.enum(['pending', 'active']),
  driverId: z.string().max(100).optional(),
});

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
    { schema: { params: z.object({ id: z.string().max(100) }), body: bidBodySchema } },
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
