import { z } from 'zod';
import { BOOKING_MESSAGES, CUSTOMER_RIDE_SCOPES } from '../../../shared/booking';
import { REQUEST_TYPES } from '../../../shared/domain';
import { addressFields } from '../fare/fare.schemas';

// Addresses may arrive empty: the shared booking rules answer that with SPEC's message.
export const createRideBodySchema = z.object({
  ...addressFields(BOOKING_MESSAGES.missingAddresses),
  requestType: z.enum(REQUEST_TYPES, { error: 'Tipo di richiesta non valido' }),
  scheduledTime: z.iso.datetime({ offset: true, error: BOOKING_MESSAGES.invalidTimeTitle }).nullish(),
  // SPEC §7 sends these; the server takes the phone from the session and prices the trip itself.
  customerPhone: z.string().max(40).optional(),
  estimatedDistance: z.number().optional(),
  estimatedFare: z.number().optional(),
});

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'Idempotency-Key troppo corta')
    .max(200, 'Idempotency-Key troppo lunga')
    .optional(),
});

/** Any text: a malformed id is just a ride that does not exist (404), not a 400. */
export const rideParamsSchema = z.object({ id: z.string().max(100) });

export const completeRideBodySchema = z.object({
  status: z.literal('completed', { error: 'Stato non valido: è possibile solo "completed"' }),
});

export const cancelRideBodySchema = z
  .object({ reason: z.string().trim().max(500, 'Motivo troppo lungo (massimo 500 caratteri)').optional() })
  .nullish();

export const customerRidesQuerySchema = z.object({
  scope: z.enum(CUSTOMER_RIDE_SCOPES, { error: 'Ambito non valido: current, upcoming o history' }).default('current'),
});

