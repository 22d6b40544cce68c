import { z } from 'zod';
import { ADDRESS_MAX_LENGTH, BOOKING_MESSAGES, CUSTOMER_RIDE_SCOPES } from './booking';
import { latitudeSchema, latLonSchema, longitudeSchema } from './common.schemas';
import { MATCHING_TAXIS_COUNTED_UP_TO, RIDE_LIMITS } from './constants';
import { FARE_SOURCES, PAYMENT_METHODS, REQUEST_TYPES, RIDE_SOURCES } from './domain';
import { RIDE_ACTOR_ROLES, RIDE_STATUSES } from './ride-states';
import { USER_TYPES } from './domain';
import { passengersSchema, vehicleFeaturesSchema } from './vehicle';

/** design §13: a ride older than RETENTION_DAYS, or of a customer who deleted their data, keeps no personal data. */
const REMOVED = 'null quando rimosso: corsa più vecchia di RETENTION_DAYS giorni o cliente che ha cancellato i suoi dati';

/**
 * Rides over HTTP and the live channel (spec §3, §7; design §8). Money travels in euros with 2 decimals and
 * distances in km, the database keeps integer cents and metres. Addresses and the phone are null only on an
 * anonymised ride, which is never live: a page showing one says 'Indirizzo rimosso' (src/web/lib/format.ts).
 */
export const rideSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerPhone: z.string().nullable().describe(REMOVED),
  pickupAddress: z.string().nullable().describe(REMOVED),
  pickupLat: z.number().nullable(),
  pickupLon: z.number().nullable(),
  dropoffAddress: z.string().nullable().describe(REMOVED),
  dropoffLat: z.number().nullable(),
  dropoffLon: z.number().nullable(),
  requestType: z.enum(REQUEST_TYPES),
  scheduledTime: z.string().nullable(),
  estimatedDistance: z.number().nullable(),
  estimatedFare: z.number().nullable(),
  /** design §15, integer cents: the most the customer pays (null without an estimate). */
  maxFareCents: z.number().int().nullable(),
  /** design §15: the estimate is a fixed fare of a route; the meter's amount does not count. */
  fixedFare: z.boolean(),
  /** design §15, set when the ride is completed: what was paid, where that amount came from, and how. */
  finalFareCents: z.number().int().nullable(),
  fareSource: z.enum(FARE_SOURCES).nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  status: z.enum(RIDE_STATUSES),
  acceptedDriverId: z.string().nullable(),
  estimatedArrival: z.number().nullable(),
  notes: z.string().nullable(),
  /** How many people travel, when the caller said (null: any taxi seats them). */
  passengers: z.number().nullable(),
  /** design §14: the features the ride's taxi must have (empty: any taxi). */
  requirements: vehicleFeaturesSchema,
  source: z.enum(RIDE_SOURCES),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(USER_TYPES).nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** When the driver said 'Sono arrivato': the no-show wait counts from here. */
  arrivedAt: z.string().nullable(),
  onBoardAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  expiresAt: z.string(),
  /** design §4: how many times a driver took the ride and gave it back; the customer's search says so. */
  drops: z.number().int(),
  /** Dropped `DROP_LIMIT` times: it waits for the office ('Ridistribuisci'), shown to no driver. */
  heldAt: z.string().nullable(),
  anonymisedAt: z.string().nullable().describe('Quando la corsa ha perso i dati personali (design §13); null finché li ha'),
});
export type Ride = z.infer<typeof rideSchema>;

export const rideResponseSchema = z.object({ ride: rideSchema });

/** What a customer learns about the driver who accepted their ride (spec §7 ride_accepted). */
export const acceptedDriverSchema = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  carModel: z.string(),
  licensePlate: z.string(),
  rating: z.string(),
});
export type AcceptedDriver = z.infer<typeof acceptedDriverSchema>;

export const driverPositionSchema = z.object({
  driverId: z.string().max(100),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /**
   * The driver's phone had no GPS fix and sent one of the spec's simulated points: never to be shown to anyone as where
   * the taxi is.
   */
  simulated: z.boolean().optional(),
});
export type DriverPosition = z.infer<typeof driverPositionSchema>;

/** A ride as its customer sees it: with the accepted driver and their last known position. */
export const customerRideViewSchema = z.object({
  ride: rideSchema,
  driver: acceptedDriverSchema.nullable(),
  driverPosition: z.object({ latitude: z.number(), longitude: z.number(), simulated: z.boolean() }).nullable(),
  rated: z.boolean(),
});
export type CustomerRideView = z.infer<typeof customerRideViewSchema>;

export const customerRidesQuerySchema = z.object({
  scope: z.enum(CUSTOMER_RIDE_SCOPES, { error: 'Ambito non valido: current, upcoming o history' }).default('current'),
});
export const customerRidesResponseSchema = z.object({ rides: z.array(customerRideViewSchema) });
export type CustomerRidesResponse = z.infer<typeof customerRidesResponseSchema>;

const address = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(ADDRESS_MAX_LENGTH, `Indirizzo troppo lungo (massimo ${ADDRESS_MAX_LENGTH} caratteri)`);

/** Pickup and drop-off, with the coordinates of a picked suggestion; free text is geocoded on the server. */
export const tripFields = (missingMessage: string) => ({
  pickupAddress: address(missingMessage),
  dropoffAddress: address(missingMessage),
  pickup: latLonSchema.optional(),
  dropoff: latLonSchema.optional(),
});

/** `POST /api/rides` body (spec §7 plus coordinates). */
export const createRideBodySchema = z.object({
  // Addresses may arrive empty: the shared booking rules answer that with the spec's message.
  ...tripFields(BOOKING_MESSAGES.missingAddresses),
  requestType: z.enum(REQUEST_TYPES, { error: 'Tipo di richiesta non valido' }),
  scheduledTime: z.iso.datetime({ offset: true, error: BOOKING_MESSAGES.invalidTimeTitle }).nullish(),
  // spec §7 sends these; the server takes the phone from the session and prices the trip itself.
  customerPhone: z.string().max(40).optional(),
  estimatedDistance: z.number().optional(),
  estimatedFare: z.number().optional(),
  /** design §14 'Opzioni': what the taxi must have, and how many travel. */
  requirements: vehicleFeaturesSchema.optional(),
  passengers: passengersSchema.optional(),
});
export type CreateRideRequest = z.input<typeof createRideBodySchema>;

/**
 * design §14: how many taxis that fit the ride are online now (0: the office has been told), counted up to
 * `MATCHING_TAXIS_COUNTED_UP_TO`, which means that many or more.
 */
export const matchingTaxisOnlineSchema = z.number().int().min(0).max(MATCHING_TAXIS_COUNTED_UP_TO);
export const createRideResponseSchema = z.object({ rideRequest: rideSchema, matchingTaxisOnline: matchingTaxisOnlineSchema });
export type CreateRideResponse = z.infer<typeof createRideResponseSchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'Idempotency-Key troppo corta')
    .max(200, 'Idempotency-Key troppo lunga')
    .optional(),
});

/** The statuses a ride's owner may set with `PATCH /api/rides/{id}` (spec §7, design §8); the table decides who and when. */
export const SETTABLE_RIDE_STATUSES = ['arrived', 'on_board', 'completed', 'no_show'] as const;
export type SettableRideStatus = (typeof SETTABLE_RIDE_STATUSES)[number];

/** The most a meter may say, in cents: a typo of a digit too many is refused rather than charged. */
export const METER_FARE_MAX_CENTS = 100_000;
export const COMPLETION_MESSAGES = {
  meterInvalid: `Importo non valido: da 0,01 a ${METER_FARE_MAX_CENTS / 100} euro`,
  meterRequired: 'Inserisci l’importo del tassametro',
  paymentInvalid: 'Pagamento non valido: Contanti o Carta',
  paymentRequired: 'Indica come ha pagato il cliente: Contanti o Carta',
} as const;

/** design §15: what 'Corsa completata' sends besides the status: the meter's amount in cents and the payment. */
export const completionFields = {
  meterFareCents: z
    .number({ error: COMPLETION_MESSAGES.meterInvalid })
    .int(COMPLETION_MESSAGES.meterInvalid)
    .min(1, COMPLETION_MESSAGES.meterInvalid)
    .max(METER_FARE_MAX_CENTS, COMPLETION_MESSAGES.meterInvalid)
    .optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: COMPLETION_MESSAGES.paymentInvalid }).optional(),
};
export type Completion = { meterFareCents?: number | undefined; paymentMethod?: (typeof PAYMENT_METHODS)[number] | undefined };

export const rideStatusBodySchema = z.object({
  status: z.enum(SETTABLE_RIDE_STATUSES, { error: 'Stato non valido: arrived, on_board, completed o no_show' }),
  ...completionFields,
});

/** design §4 history: what happened to a ride, by whom. */
export const RIDE_EVENT_TYPES = [
  'created',
  'offered',
  'offer_refused',
  'offer_expired',
  'bid_lost',
  'accepted',
  'assigned',
  'reassigned',
  'arrived',
  'on_board',
  'completed',
  'no_show',
  'cancelled',
  'expired',
  'dropped',
  'redispatched',
] as const;
export type RideEventType = (typeof RIDE_EVENT_TYPES)[number];

export const rideEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  type: z.enum(RIDE_EVENT_TYPES),
  actorRole: z.enum(RIDE_ACTOR_ROLES),
  actorId: z.string().nullable(),
  /** The actor's name when it is a driver (for the office's timeline). */
  actorName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type RideEvent = z.infer<typeof rideEventSchema>;

/** Whoever cancels (driver, customer, office) may say why in up to this many characters. */
export const CANCEL_REASON_MAX_LENGTH = 500;
export const CANCEL_REASON_TOO_LONG = `Motivo troppo lungo (massimo ${CANCEL_REASON_MAX_LENGTH} caratteri)`;

export const cancelRideBodySchema = z
  .object({ reason: z.string().trim().max(CANCEL_REASON_MAX_LENGTH, CANCEL_REASON_TOO_LONG).optional() })
  .nullish();

const ETA_MESSAGE = `Il tempo di arrivo deve essere un numero intero di minuti tra ${RIDE_LIMITS.etaMinMinutes} e ${RIDE_LIMITS.etaMaxMinutes}`;

/** `POST /api/rides/{id}/bids` (spec §3 Bid). */
export const bidBodySchema = z.object({
  driverId: z.string().max(100),
  estimatedArrival: z
    .number({ error: ETA_MESSAGE })
    .int(ETA_MESSAGE)
    .min(RIDE_LIMITS.etaMinMinutes, ETA_MESSAGE)
    .max(RIDE_LIMITS.etaMaxMinutes, ETA_MESSAGE),
});

/** `GET /api/rides?status=pending` and `?driverId=…&status=active` (spec §7): the active list names its driver. */
export const driverRidesQuerySchema = z
  .object({
    status: z.enum(['pending', 'active']),
    driverId: z.string().max(100).optional(),
  })
  .refine((query) => query.status !== 'active' || query.driverId !== undefined, {
    path: ['driverId'],
    message: 'Indica il taxista (driverId)',
  });
export const ridesListSchema = z.array(rideSchema);
