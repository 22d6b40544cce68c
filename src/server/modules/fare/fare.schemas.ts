import { z } from 'zod';
import { ADDRESS_MAX_LENGTH, BOOKING_MESSAGES } from '../../../shared/booking';

export const latLonSchema = z.object({
  lat: z.number().finite().min(-90).max(90),
  lon: z.number().finite().min(-180).max(180),
});

const address = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(ADDRESS_MAX_LENGTH, `Indirizzo troppo lungo (massimo ${ADDRESS_MAX_LENGTH} caratteri)`);

export const addressFields = (message: string) => ({
  pickupAddress: address(message),
  dropoffAddress: address(message),
  pickup: latLonSchema.optional(),
  dropoff: latLonSchema.optional(),
});

export const fareRequestSchema = z.object({
  ...addressFields(BOOKING_MESSAGES.missingAddressesForFare),
  scheduledTime: z.iso.datetime({ offset: true, error: 'Orario non valido' }).nullish(),
});

export const fareResponseSchema = z.object({
  success: z.literal(true),
  estimatedFare: z.number(),
  estimatedDistance: z.number(),
  fareDetails: z.object({
    baseFare: z.number(),
    distanceFare: z.number(),
    nightSupplement: z.number(),
    weekendSupplement: z.number(),
  }),
  pickup: latLonSchema,
  dropoff: latLonSchema,
});
