import { z } from 'zod';
import { apiErrorSchema, GEO_BOUNDS, latLonSchema } from './common.schemas';
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

const BBOX_MESSAGE = 'Area della mappa non valida: servono ovest, sud, est e nord in gradi (ovest < est, sud < nord)';
const ZOOM_MESSAGE = 'Livello di zoom non valido: un numero intero da 0 a 22';
const NUMBER = /^[-+]?\d+(\.\d+)?$/;

/** The map's view as Leaflet gives it: west, south, east, north in degrees. */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** `bbox=west,south,east,north` (the order of OpenStreetMap's and GeoJSON's boxes). */
const bboxSchema = z.string({ error: BBOX_MESSAGE }).transform((value, ctx): Bbox => {
  const parts = value.split(',').map((part) => part.trim());
  const [west, south, east, north] = parts.map(Number);
  const valid =
    parts.length === 4 &&
    parts.every((part) => NUMBER.test(part)) &&
    west! >= -GEO_BOUNDS.longitude && east! <= GEO_BOUNDS.longitude && west! < east! &&
    south! >= -GEO_BOUNDS.latitude && north! <= GEO_BOUNDS.latitude && south! < north!;
  if (!valid) {
    ctx.addIssue({ code: 'custom', message: BBOX_MESSAGE });
    return z.NEVER;
  }
  return { west: west!, south: south!, east: east!, north: north! };
});

/** `GET /api/admin/fleet?bbox=&zoom=`: what the office's map shows (ADR 252). */
export const fleetViewQuerySchema = z.object({
  bbox: bboxSchema,
  zoom: z
    .string({ error: ZOOM_MESSAGE })
    .regex(/^\d{1,2}$/, ZOOM_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().max(22, ZOOM_MESSAGE)),
});
export type FleetViewQuery = z.input<typeof fleetViewQuerySchema>;

/** The whole fleet's figures, whatever the map shows (online taxis only: an offline one is none of these). */
export const fleetCountsSchema = z.object({ free: z.number().int(), busy: z.number().int(), unreachable: z.number().int() });
export type FleetCounts = z.infer<typeof fleetCountsSchema>;

/** Taxis too many to draw one by one: those of one cell of a grid laid over the view, where they are on average. */
export const fleetClusterSchema = fleetCountsSchema.extend({ latitude: z.number(), longitude: z.number() });
export type FleetCluster = z.infer<typeof fleetClusterSchema>;

/** An unreachable taxi anywhere in the fleet, for the list under the map (design §10). */
export const unreachableTaxiSchema = fleetTaxiSchema.pick({ driverId: true, name: true, licensePlate: true, lastSeenAt: true });

/** Beyond this many taxis in view the map gets clusters instead of taxis (ADR 252). */
export const FLEET_VIEW_TAXIS = 300;
/** The list of unreachable taxis under the map names at most this many; the count says how many there are. */
export const UNREACHABLE_LISTED = 50;

/**
 * `GET /api/admin/fleet`: the online taxis inside the map's view, each in full (`taxis`), or, when more than
 * `FLEET_VIEW_TAXIS` are in it, as `clusters`; the whole fleet's counts and unreachable taxis; and `extent`, the box
 * holding every online taxi with a position, which the map frames once when it opens.
 */
export const fleetViewSchema = z.object({
  counts: fleetCountsSchema,
  unreachable: z.array(unreachableTaxiSchema),
  taxis: z.array(fleetTaxiSchema),
  clusters: z.array(fleetClusterSchema),
  extent: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }).nullable(),
});
export type FleetView = z.infer<typeof fleetViewSchema>;

/** `GET /api/admin/rides/{id}/free-taxis?q=&driverId=`: the taxis the office may give the ride to (ADR 252). */
export const FREE_TAXIS_LISTED = 20;
export const freeTaxisQuerySchema = z.object({
  /** Plate or name, as the operator types it. */
  q: z.string().trim().max(100, 'Ricerca troppo lunga (massimo 100 caratteri)').optional(),
  /** The taxi chosen on the map: listed whatever its rank. */
  driverId: z.string().max(100).optional(),
});
export const freeTaxisSchema = z.array(fleetTaxiSchema);

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
