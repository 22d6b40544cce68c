import { z } from 'zod';
import { RATING } from './constants';

const RATING_RANGE = 'Seleziona una valutazione tra 1 e 5 stelle';

/** `POST /api/ratings` (spec §3 Rating payload); the customer and driver are taken from the ride on the server. */
export const ratingBodySchema = z.object({
  rideRequestId: z.string({ error: 'Corsa mancante' }).max(100),
  customerId: z.string().max(100).optional(),
  driverId: z.string().max(100).optional(),
  rating: z.number({ error: RATING_RANGE }).int(RATING_RANGE).min(RATING.min, RATING_RANGE).max(RATING.max, RATING_RANGE),
  reviewText: z.string().max(1000, 'Commento troppo lungo (massimo 1000 caratteri)').optional(),
});
export type RatingRequest = z.input<typeof ratingBodySchema>;

export const ratingResponseSchema = z.object({
  rating: z.object({ id: z.string(), rating: z.number(), reviewText: z.string().nullable(), createdAt: z.string() }),
});
