import { z } from 'zod';
import { rideSchema } from './rides.schemas';

/**
 * design §11 `nearest` dispatch over HTTP: the offer a driver holds now, the same shape as the live `ride_offer`
 * (src/shared/live.ts), so that a reload restores the card the message showed.
 */
export const rideOfferSchema = z.object({
  ride: rideSchema,
  offerExpiresAt: z.string(),
  /** From where the driver was when the ride was offered; null when the ride has no pickup point. */
  pickupDistanceKm: z.number().nullable(),
});
export type RideOffer = z.infer<typeof rideOfferSchema>;

/** `GET /api/drivers/{id}/offer` [that driver]: the offer running for them, if any. */
export const currentOfferResponseSchema = z.object({ offer: rideOfferSchema.nullable() });

/** `POST /api/rides/{id}/refuse` answers 204 with no body. */
export const noContentSchema = z.null().describe('Nessun contenuto');
