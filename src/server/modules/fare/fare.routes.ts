import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/common.schemas';
import { metersToKm, toFareDetails } from '../../../shared/fare';
import type { FareEstimate } from '../../../shared/fare.schemas';
import { fareRequestSchema, fareEstimateSchema } from '../../../shared/fare.schemas';
import { anyone } from '../auth/auth.guards';
import { estimateTrip } from './trip-estimate.service';

/**
 * `POST /api/fare/calculate` (spec §7): the estimate for the pickup time in Europe/Rome — now, or the
 * scheduled departure when one is given. Open to anyone: the form shows a price before sign-in.
 */
export const fareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/fare/calculate',
    {
      preHandler: anyone,
      schema: { body: fareRequestSchema, response: { 200: fareEstimateSchema, ...errorResponses(400, 422, 503) } },
    },
    async (request): Promise<FareEstimate> => {
      const { scheduledTime, ...trip } = request.body;
      const pickupTime = scheduledTime ? new Date(scheduledTime) : app.clock.now();
      const estimate = await estimateTrip(app, trip, pickupTime);
      return {
        success: true,
        estimatedFare: estimate.quote.estimatedFareCents / 100,
        estimatedDistance: metersToKm(estimate.distanceMeters),
        fareDetails: toFareDetails(estimate.fare),
        maxFareCents: estimate.quote.maxFareCents,
        fixedRoute: estimate.quote.fixedRoute && { name: estimate.quote.fixedRoute.name },
        supplementPercents: estimate.quote.supplementPercents,
        pickup: estimate.pickup,
        dropoff: estimate.dropoff,
      };
    },
  );
};
