import { z } from 'zod';
import { vehicleFeaturesSchema } from './vehicle';

/** A driver as the office and the driver see them (spec §3 Driver). */
export const driverSchema = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  licensePlate: z.string(),
  carModel: z.string(),
  /** design §15 'Licenza n.': null until the office enters it. */
  licenseNumber: z.string().nullable(),
  rating: z.string(),
  averageRating: z.number(),
  totalRatings: z.number(),
  isAvailable: z.boolean(),
  /** design §14: the car's passenger seats (4–9) and features. */
  seats: z.number().int(),
  features: vehicleFeaturesSchema,
});
export type Driver = z.infer<typeof driverSchema>;

export const driverResponseSchema = z.object({ driver: driverSchema });
/** The office's register (`GET /api/admin/drivers`): with how many customers left each driver out (design §14), never who. */
export const officeDriverSchema = driverSchema.extend({ excludedByCustomers: z.number().int().min(0) });
export type OfficeDriver = z.infer<typeof officeDriverSchema>;
export const driverListSchema = z.array(officeDriverSchema);
/** The drivers' page "who am I": always 200, `driver: null` when signed out (ADR 041). */
export const driverSessionStateSchema = z.object({ driver: driverSchema.nullable() });

export const driverStatusBodySchema = z.object({ isAvailable: z.boolean() });

/** A driver's own day (GET /api/drivers/{id}/stats), computed by the server in the Rome day. */
export const driverStatsSchema = z.object({
  completedToday: z.number(),
  /** Euros, from the completed rides' estimated fares. */
  earningsToday: z.number(),
  /** Average ETA offered on the rides accepted today, in minutes with one decimal; null when none. */
  averageEta: z.number().nullable(),
  averageRating: z.number(),
  totalRatings: z.number(),
});
export type DriverStats = z.infer<typeof driverStatsSchema>;

export const DRIVER_RATINGS_LIMIT = { default: 50, max: 200 } as const;

export const driverRatingsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(DRIVER_RATINGS_LIMIT.max).optional().default(DRIVER_RATINGS_LIMIT.default),
});

/** GET /api/drivers/:id/ratings (spec §7). */
export const driverRatingsSchema = z.object({
  driver: z.object({ id: z.string(), name: z.string(), averageRating: z.number(), totalRatings: z.number() }),
  ratings: z.array(
    z.object({ id: z.string(), rating: z.number(), reviewText: z.string().nullable(), createdAt: z.string() }),
  ),
});
export type DriverRatings = z.infer<typeof driverRatingsSchema>;
