import { z } from 'zod';

/**
 * design §14 'Non voglio più questo taxista': a customer's list of drivers never to be offered their rides. The
 * customer sees whom they left out and may take them back; the office sees only how many customers left a driver out.
 */
export const EXCLUDED_DRIVER_MESSAGES = {
  notYourDriver: 'Puoi escludere solo un taxista che ti ha accompagnato',
} as const;

export const excludeDriverBodySchema = z.object({
  driverId: z.string({ error: 'Indica il taxista' }).min(1, 'Indica il taxista').max(100, 'Indica il taxista'),
});

export const driverIdParamsSchema = z.object({ driverId: z.string().max(100) });

export const excludedDriverSchema = z.object({
  driverId: z.string(),
  name: z.string(),
  carModel: z.string(),
  licensePlate: z.string(),
  excludedAt: z.string(),
});
export type ExcludedDriver = z.infer<typeof excludedDriverSchema>;

/** `GET /api/customers/me/excluded-drivers`, and the answer to a change of the list: the list as it now is. */
export const excludedDriversSchema = z.object({ drivers: z.array(excludedDriverSchema) });
export type ExcludedDrivers = z.infer<typeof excludedDriversSchema>;
