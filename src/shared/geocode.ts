import { z } from 'zod';

/**
 * What our geocoding endpoints answer (DESIGN §8). The spec's suggestion fields (display_name,
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
