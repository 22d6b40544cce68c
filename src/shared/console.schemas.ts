import { z } from 'zod';
import { apiErrorSchema, latLonSchema } from './common.schemas';
import { REQUEST_TYPES } from './domain';
import { passengersSchema, vehicleFeaturesSchema } from './vehicle';
import { normalizePhoneNumber } from './phone';
import { BOOKING_MESSAGES } from './booking';
import { adminRideSchema } from './admin.schemas';
import { CANCEL_REASON_MAX_LENGTH, CANCEL_REASON_TOO_LONG, completionFields, matchingTaxisOnlineSchema, rideSchema } from './rides.schemas';

/**
 * The office's dispatch console, 'Centrale' (design §10): phone bookings, the live fleet, stepping in on a ride,
 * and the alerts that ask for it. Every route is the office's (admin session).
 */

const CALLER_PHONE_MESSAGE = 'Numero di telefono non valido';

/**
 * The caller's number → E.164. Unlike a customer signing in, a caller may ring from a landline: any valid number
 * is taken; the SMS texts of design §10 go only to a mobile.
 */
export const callerPhoneSchema = z
  .string({ error: CALLER_PHONE_MESSAGE })
  .max(30, CALLER_PHONE_MESSAGE)
  .transform((value, ctx) => {
    const e164 = normalizePhoneNumber(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: CALLER_PHONE_MESSAGE });
      return z.NEVER;
    }
    return e164;
  });

/** `GET /api/admin/customers/lookup?phone=` — caller recall. */
export const callerLookupQuerySchema = z.object({ phone: callerPhoneSchema });

export const CALLER_RECENT_ADDRESSES = 5;

export const callerLookupSchema = z.object({
  customer: z.object({ id: z.string(), phoneNumber: z.string() }).nullable(),
  /** The caller's pickup and drop-off addresses, most used first (at most 5), from that phone's rides only. */
  recentAddresses: z.array(
    z.object({ address: z.string(), lat: z.number().nullable(), lon: z.number().nullable(), count: z.number() }),
  ),
});
export type CallerLookup = z.infer<typeof callerLookupSchema>;

/** `POST /api/admin/rides`: a phone booking, for that phone, with no SMS code. Dropoff optional ('Non specificato'). */
export const officeRideBodySchema = z.object({
  customerPhone: callerPhoneSchema,
  pickupAddress: z
    .string({ error: 'Inserisci l’indirizzo di partenza' })
    .trim()
    .min(1, 'Inserisci l’indirizzo di partenza')
    .max(300, 'Indirizzo troppo lungo (massimo 300 caratteri)'),
  pickup: latLonSchema.optional(),
  dropoffAddress: z.string().trim().max(300, 'Indirizzo troppo lungo (massimo 300 caratteri)').optional(),
  dropoff: latLonSchema.optional(),
  requestType: z.enum(REQUEST_TYPES, { error: 'Tipo di richiesta non valido' }),
  scheduledTime: z.iso.datetime({ offset: true, error: BOOKING_MESSAGES.invalidTimeTitle }).nullish(),
  notes: z.string().trim().max(500, 'Note troppo lunghe (massimo 500 caratteri)').optional(),
  passengers: passengersSchema.optional(),
  requirements: vehicleFeaturesSchema.optional(),
});
export type OfficeRideRequest = z.input<typeof officeRideBodySchema>;

export const officeRideResponseSchema = z.object({ ride: rideSchema, matchingTaxisOnline: matchingTaxisOnlineSchema });

/** `POST /api/admin/rides/{id}/assign`: the ride accepted by that driver (or reassigned to them). */
const CURRENT_DRIVER_REQUIRED = 'Indica quale taxista ha ora la corsa (nessuno, se è in attesa)';
export const assignRideBodySchema = z.object({
  driverId: z.string().max(100),
  estimatedArrival: z.number().int().min(1).max(60).optional(),
  /**
   * The driver the office saw on the ride when it chose (null: it saw the ride still waiting). A compare-and-set
   * (design §10): the assignment happens only if the ride is still so, and a driver's bid that won a moment
   * earlier is never silently taken away (409 with the ride as it is now). Required: a request that does not say
   * what it saw is refused.
   */
  currentDriverId: z.string({ error: CURRENT_DRIVER_REQUIRED }).max(100).nullable(),
});
export type AssignRideRequest = z.input<typeof assignRideBodySchema>;

/** The assignment's 409: the reason, and the ride as it is now, so the console shows who has it. */
export const assignRideConflictSchema = apiErrorSchema.extend({ ride: rideSchema.optional() });

/** `POST /api/admin/rides/{id}/cancel`: the office always says why (customer and driver are told). */
export const officeCancelBodySchema = z.object({
  reason: z.string({ error: 'Indica il motivo' }).trim().min(1, 'Indica il motivo').max(CANCEL_REASON_MAX_LENGTH, CANCEL_REASON_TOO_LONG),
});

/** `PATCH /api/admin/rides/{id}`: a change the table of design §4 lets the office make (e.g. close a ride left open). */
export const officeStatusBodySchema = z.object({
  status: z.literal('completed', { error: 'Stato non valido: la centrale può solo chiudere una corsa (completed)' }),
  // The office may type the amount the driver phoned in; without one the ride ends with its estimate (design §15).
  ...completionFields,
});

/** `unreachable`: online, but the live socket has been gone `DRIVER_UNREACHABLE_SECONDS` (design §10). */
export const FLEET_STATUSES = ['offline', 'free', 'busy', 'unreachable'] as const;
export type FleetStatus = (typeof FLEET_STATUSES)[number];

/** `GET /api/admin/fleet`: every taxi of the register with where it is and what it is doing. */
export const fleetTaxiSchema = z.object({
  driverId: z.string(),
  name: z.string(),
  licensePlate: z.string(),
  carModel: z.string(),
  /** The driver's number, for the office's 'Chiama' in the map's popup. */
  phoneNumber: z.string(),
  status: z.enum(FLEET_STATUSES),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locationUpdatedAt: z.string().nullable(),
  /** The driver's phone sent one of the spec's simulated points: not where the taxi is. */
  simulated: z.boolean(),
  /** The ride under way, when busy. */
  rideId: z.string().nullable(),
  /** Where the ride under way goes, when busy and the customer said (else null). */
  destination: z.string().nullable(),
  /** When an unreachable driver was last connected (his live socket went); null otherwise. */
  lastSeenAt: z.string().nullable(),
  /** design §14: what the car offers, for the popup and the assign dialog. */
  seats: z.number().int(),
  features: vehicleFeaturesSchema,
});
export type FleetTaxi = z.infer<typeof fleetTaxiSchema>;
export const fleetSchema = z.array(fleetTaxiSchema);

/**
 * design §10 `ride_alert`: a scheduled ride still without a driver `UNASSIGNED_ALERT_MINUTES` (15) before
 * departure; an immediate ride that expired; a ride accepted but not arrived 10 minutes after its ETA; a phone booking
 * still without a driver 90 s after it was made; a ride its driver dropped (design §4), or held after `DROP_LIMIT` drops.
 */
export const RIDE_ALERT_KINDS = [
  'unassigned_scheduled',
  'expired_immediate',
  'driver_late',
  'office_unassigned',
  'driver_dropped',
  // design §14: booked with requirements no taxi online has.
  'no_fitting_taxi',
] as const;
export type RideAlertKind = (typeof RIDE_ALERT_KINDS)[number];

export const rideAlertSchema = z.object({
  id: z.string(),
  kind: z.enum(RIDE_ALERT_KINDS),
  rideId: z.string(),
  raisedAt: z.string(),
  /** Null while open: it stays on the console until the office handles it (or the ride's change resolves it). */
  handledAt: z.string().nullable(),
  ride: rideSchema,
});
export type RideAlert = z.infer<typeof rideAlertSchema>;
/** `GET /api/admin/alerts`: the open ones, oldest first. */
export const rideAlertsSchema = z.array(rideAlertSchema);

/** `POST /api/admin/alerts/{id}/handled`: the alert as it now stands (handled). */
export const rideAlertResponseSchema = z.object({ alert: rideAlertSchema });

/** `GET /api/admin/rides/open`: the console's queue, every ride not ended (waiting or under way), soonest first. */
export const OPEN_RIDES_LIMIT = 500;
export const openRidesSchema = z.array(adminRideSchema);
