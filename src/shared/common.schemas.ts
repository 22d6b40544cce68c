import { z } from 'zod';

/**
 * Pieces every API schema is built from. Coordinates are bounded here and nowhere else, for HTTP bodies,
 * query strings and live frames alike.
 */
export const GEO_BOUNDS = { latitude: 90, longitude: 180 } as const;

export const latitudeSchema = z.number().finite().min(-GEO_BOUNDS.latitude).max(GEO_BOUNDS.latitude);
export const longitudeSchema = z.number().finite().min(-GEO_BOUNDS.longitude).max(GEO_BOUNDS.longitude);

/** A point as the booking form sends it (`lat`/`lon`, the geocoder's names). */
export const latLonSchema = z.object({ lat: latitudeSchema, lon: longitudeSchema });
export type LatLon = z.infer<typeof latLonSchema>;

/** An id in a path: any text, so a malformed id is just something that does not exist (404), not a 400. */
export const idParamsSchema = z.object({ id: z.string().max(100) });

/** Every non-2xx answer of our API has this body; `error` is Italian and can be shown as it is. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** `GET /healthz`: the process answers. `GET /readyz`: and its database does. */
export const healthSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({ status: z.literal('ready') });

/** The error answers a route declares (`schema.response`), all with the one error body. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
