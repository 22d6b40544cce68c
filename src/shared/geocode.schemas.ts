import { z } from 'zod';
import { GEO_BOUNDS } from './common.schemas';
import { ADDRESS_LOOKUP } from './constants';

/**
 * What our geocoding endpoints answer (design §8). The spec's suggestion fields (display_name,
 * importance, place_id) keep their upstream snake_case names; lat/lon are added so that a picked
 * suggestion carries real coordinates.
 */
export const addressSuggestionSchema = z.object({
  display_name: z.string(),
  importance: z.number(),
  place_id: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressSuggestionsSchema = z.array(addressSuggestionSchema);

export const reverseResultSchema = z.object({
  display_name: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type ReverseResult = z.infer<typeof reverseResultSchema>;

const MAX_QUERY = 200;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Scrivi un indirizzo da cercare' })
    .trim()
    .min(ADDRESS_LOOKUP.minLength, `Scrivi almeno ${ADDRESS_LOOKUP.minLength} caratteri`)
    .max(MAX_QUERY, `Scrivi al massimo ${MAX_QUERY} caratteri`),
});

/** A query-string number: an empty or non-numeric value is an error, not 0 (which `z.coerce` would give). */
const coordinate = (label: string, limit: number) =>
  z
    .string({ error: `${label} mancante` })
    .trim()
    .regex(/^[-+]?\d+(\.\d+)?$/, `${label} non valida`)
    .transform(Number)
    .pipe(z.number().min(-limit, `${label} fuori intervallo`).max(limit, `${label} fuori intervallo`));

export const reverseQuerySchema = z.object({
  lat: coordinate('Latitudine', GEO_BOUNDS.latitude),
  lon: coordinate('Longitudine', GEO_BOUNDS.longitude),
});
