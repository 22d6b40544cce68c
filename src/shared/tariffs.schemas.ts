import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from './common.schemas';

/**
 * The office's 'Tariffe' tab (design §15): tariff versions and fixed-fare routes. Money in integer cents, the
 * supplements in whole percentages; the form turns the euros typed into cents.
 */
export const TARIFF_MESSAGES = {
  amount: 'Importo non valido: da 0 a 1.000 euro',
  percent: 'Percentuale non valida: da 0 a 100',
  start: 'Data e ora di inizio non valide',
  startInPast: 'La nuova tariffa deve partire da un momento futuro',
  startTaken: 'Esiste già una tariffa che parte in quel momento',
  notFutureVersion: 'Si può eliminare solo una tariffa che non è ancora in vigore',
  routeName: 'Nome richiesto (massimo 80 caratteri)',
  radius: 'Raggio non valido: da 20 a 5.000 metri',
  routeAmount: 'Importo non valido: da 0,01 a 1.000 euro',
  point: 'Scegli il punto sulla mappa',
  routeNotFound: 'Tratta non trovata',
} as const;

const MAX_CENTS = 100_000;
const cents = (message: string, min = 0) => z.number({ error: message }).int(message).min(min, message).max(MAX_CENTS, message);
const percent = z.number({ error: TARIFF_MESSAGES.percent }).int(TARIFF_MESSAGES.percent).min(0, TARIFF_MESSAGES.percent).max(100, TARIFF_MESSAGES.percent);

const tariffFields = {
  baseCents: cents(TARIFF_MESSAGES.amount),
  perKmCents: cents(TARIFF_MESSAGES.amount),
  minimumCents: cents(TARIFF_MESSAGES.amount),
  nightPercent: percent,
  weekendPercent: percent,
};

export const tariffVersionSchema = z.object({ id: z.string(), effectiveFrom: z.string(), ...tariffFields });
export type TariffVersion = z.infer<typeof tariffVersionSchema>;

/** `GET /api/admin/tariffs`: the version in force now, and every version (past, current, scheduled), oldest first. */
export const tariffsSchema = z.object({ inForce: tariffVersionSchema, versions: z.array(tariffVersionSchema) });
export type Tariffs = z.infer<typeof tariffsSchema>;

/** `POST /api/admin/tariffs`: a new version from an instant (the form reads it on the Rome clock). */
export const tariffVersionInputSchema = z.object({
  effectiveFrom: z.iso.datetime({ offset: true, error: TARIFF_MESSAGES.start }),
  ...tariffFields,
});
export type TariffVersionInput = z.infer<typeof tariffVersionInputSchema>;

const placeSchema = z.object({
  lat: latitudeSchema,
  lon: longitudeSchema,
  radiusMeters: z.number({ error: TARIFF_MESSAGES.radius }).int(TARIFF_MESSAGES.radius).min(20, TARIFF_MESSAGES.radius).max(5000, TARIFF_MESSAGES.radius),
});

export const fixedRouteInputSchema = z.object({
  name: z.string({ error: TARIFF_MESSAGES.routeName }).trim().min(1, TARIFF_MESSAGES.routeName).max(80, TARIFF_MESSAGES.routeName),
  a: placeSchema,
  b: placeSchema,
  amountCents: cents(TARIFF_MESSAGES.routeAmount, 1),
});
export type FixedRouteInput = z.infer<typeof fixedRouteInputSchema>;

export const fixedRouteSchema = fixedRouteInputSchema.extend({ id: z.string() });
export type FixedRoute = z.infer<typeof fixedRouteSchema>;
export const fixedRoutesSchema = z.array(fixedRouteSchema);
export const deletedSchema = z.object({ deleted: z.literal(true) });
