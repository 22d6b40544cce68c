import { z } from 'zod';
import { REQUEST_TYPES } from './domain';
import { RIDE_STATUSES } from './ride-states';
import { rideEventSchema, rideSchema } from './rides.schemas';
import { isItalianMobile, normalizePhoneNumber } from './phone';
import { seatsSchema, vehicleFeaturesSchema } from './vehicle';

/**
 * The admin panel's API payloads (spec §3, §5, §7): the same rules and Italian messages in the
 * driver form and on the server.
 */

export const DRIVER_FORM_MESSAGES = {
  name: 'Nome è richiesto',
  phone: 'Numero di telefono non valido',
  // Drivers sign in with an SMS code, which only Italian mobiles receive.
  phoneNotMobile: 'Il numero deve essere un cellulare italiano (+39 3…): serve per ricevere il codice di accesso via SMS',
  plate: 'Targa non valida',
  carModel: 'Modello auto è richiesto',
  rating: 'La valutazione deve essere un numero tra 1.0 e 5.0',
  licenseNumber: 'Numero di licenza troppo lungo (massimo 30 caratteri)',
} as const;

export const DEFAULT_DRIVER_RATING = '5.0';

/** '4,5' (Italian keyboards) and '4.5' are the same; empty means the default. Null when not 1.0–5.0. */
export function normalizeRatingText(input: string | undefined): string | null {
  const text = (input ?? '').trim().replace(',', '.');
  if (text === '') return DEFAULT_DRIVER_RATING;
  if (!/^\d(\.\d)?$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= 5 ? value.toFixed(1) : null;
}

/** What the form holds: plain strings, checked with spec §5's minimum lengths and messages. */
export const driverFormSchema = z.object({
  name: z.string().trim().min(1, DRIVER_FORM_MESSAGES.name).max(100, DRIVER_FORM_MESSAGES.name),
  phoneNumber: z
    .string()
    .trim()
    .min(10, DRIVER_FORM_MESSAGES.phone)
    .max(30, DRIVER_FORM_MESSAGES.phone)
    .refine((v) => normalizePhoneNumber(v) !== null, DRIVER_FORM_MESSAGES.phone)
    .refine((v) => {
      const e164 = normalizePhoneNumber(v);
      return e164 === null || isItalianMobile(e164);
    }, DRIVER_FORM_MESSAGES.phoneNotMobile),
  licensePlate: z.string().trim().min(5, DRIVER_FORM_MESSAGES.plate).max(12, DRIVER_FORM_MESSAGES.plate),
  carModel: z.string().trim().min(2, DRIVER_FORM_MESSAGES.carModel).max(100, DRIVER_FORM_MESSAGES.carModel),
  /** design §15: the municipality's taxi licence, printed on receipts ('Licenza n.'); may be entered later. */
  licenseNumber: z.string().trim().max(30, DRIVER_FORM_MESSAGES.licenseNumber).optional(),
  rating: z
    .string()
    .max(10, DRIVER_FORM_MESSAGES.rating)
    .optional()
    .refine((v) => normalizeRatingText(v) !== null, DRIVER_FORM_MESSAGES.rating),
  /** design §14: absent keeps a saloon's four seats and no features (and an edit that omits them keeps the car's). */
  seats: seatsSchema.optional(),
  features: vehicleFeaturesSchema.optional(),
});
export type DriverForm = z.input<typeof driverFormSchema>;

/** The server's reading of the same body: phone in E.164, plate in capitals, rating as '4.5'. */
export const driverInputSchema = driverFormSchema.transform((form) => ({
  name: form.name,
  phoneNumber: normalizePhoneNumber(form.phoneNumber)!,
  licensePlate: form.licensePlate.toUpperCase(),
  carModel: form.carModel,
  licenseNumber: form.licenseNumber || null,
  rating: normalizeRatingText(form.rating)!,
  seats: form.seats,
  features: form.features,
}));
export type DriverInput = z.output<typeof driverInputSchema>;

/** `DELETE /api/admin/drivers/{id}` (ADR 012: a soft delete). */
export const driverDeletedSchema = z.object({ deleted: z.literal(true) });

/** spec §3 Stats, computed on the server in the Europe/Rome day. */
export const adminStatsSchema = z.object({
  ridesToday: z.number(),
  /** '+25%', '-10%', '+0%' against yesterday from midnight to the same clock time. */
  ridesChange: z.string(),
  /** The rides of yesterday's same period: with none the card says so rather than a '+100%' from nothing (ADR 010). */
  ridesYesterday: z.number(),
  activeRides: z.number(),
  /** Euros with 2 decimals, '0.00' when nothing was completed. */
  revenueToday: z.string(),
  revenueChange: z.string(),
  /** Euros with 2 decimals, yesterday's same period. */
  revenueYesterday: z.string(),
  activeDrivers: z.number(),
  totalDrivers: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const RIDE_STATUS_FILTERS = ['all', ...RIDE_STATUSES] as const;
export const RIDE_TYPE_FILTERS = ['all', ...REQUEST_TYPES] as const;
export const ADMIN_RIDES_PAGE_SIZE = { default: 20, max: 100 } as const;

export const adminRidesQuerySchema = z.object({
  q: z.string().trim().max(100, 'Ricerca troppo lunga').optional().default(''),
  status: z.enum(RIDE_STATUS_FILTERS, 'Stato non valido').optional().default('all'),
  type: z.enum(RIDE_TYPE_FILTERS, 'Tipo non valido').optional().default('all'),
  page: z.coerce.number('Pagina non valida').int('Pagina non valida').min(1, 'Pagina non valida').max(100_000).optional().default(1),
  pageSize: z.coerce
    .number('Dimensione pagina non valida')
    .int('Dimensione pagina non valida')
    .min(1, 'Dimensione pagina non valida')
    .max(ADMIN_RIDES_PAGE_SIZE.max, 'Dimensione pagina non valida')
    .optional()
    .default(ADMIN_RIDES_PAGE_SIZE.default),
});
export type AdminRidesQuery = z.output<typeof adminRidesQuerySchema>;

/** A ride as the office sees it: with the accepting driver's name (also when that driver was deleted). */
export const adminRideSchema = rideSchema.extend({ driverName: z.string().nullable() });
export type AdminRide = z.infer<typeof adminRideSchema>;

export const adminRidesPageSchema = z.object({
  rides: z.array(adminRideSchema),
  /** How many rides match the filters, over all pages. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminRidesPage = z.infer<typeof adminRidesPageSchema>;

/** `GET /api/admin/rides/{id}` (design §10): the ride with its history, oldest first. */
export const adminRideDetailsSchema = adminRideSchema.extend({ events: z.array(rideEventSchema) });
export type AdminRideDetails = z.infer<typeof adminRideDetailsSchema>;
