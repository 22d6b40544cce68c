import { z } from 'zod';
import { BOOKING_MESSAGES } from './booking';
import { latLonSchema } from './common.schemas';
import { tripFields } from './rides.schemas';

/** `POST /api/fare/calculate` (spec §7): the trip, and the departure when it is not now. */
export const fareRequestSchema = z.object({
  ...tripFields(BOOKING_MESSAGES.missingAddressesForFare),
  scheduledTime: z.iso.datetime({ offset: true, error: 'Orario non valido' }).nullish(),
});
export type FareRequest = z.input<typeof fareRequestSchema>;

/** spec §3 fare breakdown: euros with 2 decimals. */
export const fareDetailsSchema = z.object({
  baseFare: z.number(),
  distanceFare: z.number(),
  /** Added to a short ride to reach the minimum fare (0 otherwise); beyond spec §3's four lines. */
  minimumFareTopUp: z.number(),
  nightSupplement: z.number(),
  weekendSupplement: z.number(),
});
export type FareDetails = z.infer<typeof fareDetailsSchema>;

/** spec §3 fare estimate response, with the points it was computed from so that a booking reuses them. */
export const fareEstimateSchema = z.object({
  success: z.literal(true),
  estimatedFare: z.number(),
  estimatedDistance: z.number(),
  fareDetails: fareDetailsSchema,
  /** design §15 'Prezzo massimo garantito', in integer cents: the customer never pays more. */
  maxFareCents: z.number().int(),
  /** design §15: the trip runs along a fixed-fare route; `estimatedFare` is then its amount. */
  fixedRoute: z.object({ name: z.string() }).nullable(),
  /** The night and weekend percentages of the tariff version used, for the breakdown's labels (design §15). */
  supplementPercents: z.object({ night: z.number().int(), weekend: z.number().int() }),
  pickup: latLonSchema,
  dropoff: latLonSchema,
});
export type FareEstimate = z.infer<typeof fareEstimateSchema>;
