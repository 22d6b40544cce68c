import { z } from 'zod';

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
});
export type Driver = z.infer<typeof driverSchema>;

export const driverResponseSchema = z.object({ driver: driverSchema });
export const driverListSchema = z.array(driverSchema);
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
