import { z } from 'zod';
import type { Config } from '../../config';
import {
  byImportanceDesc,
  SUGGESTION_LIMIT,
  type AddressSuggestion,
  type Geocoder,
  type ReverseResult,
} from './geocoder';
import { getGeocoderJson } from './upstream-get';

export type NominatimOptions = Pick<Config['geocoder'], 'url' | 'userAgent' | 'viewbox'>;

// Nominatim sends coordinates as strings and place_id as a number.
const coordinate = z.union([z.number(), z.string().trim().min(1).pipe(z.coerce.number())]);
const placeSchema = z.object({
  place_id: z.union([z.number(), z.string()]),
  display_name: z.string(),
  lat: coordinate,
  lon: coordinate,
  importance: z.number().nullish(),
});
const searchSchema = z.array(placeSchema);
// "Nothing here" is a 200 with {error: "Unable to geocode"}.
const reverseSchema = z.union([z.object({ error: z.string() }), placeSchema]);

/** A self-hosted Nominatim; the public one forbids autocomplete (design §1). */
export class NominatimGeocoder implements Geocoder {
  constructor(private readonly options: NominatimOptions) {}

  async search(query: string): Promise<AddressSuggestion[]> {
    const { minLon, minLat, maxLon, maxLat } = this.options.viewbox;
    const places = await this.get(
      'search',
      {
        q: query,
        format: 'jsonv2',
        limit: String(SUGGESTION_LIMIT),
        countrycodes: 'it',
        viewbox: [minLon, minLat, maxLon, maxLat].join(','),
        bounded: '0',
        addressdetails: '1',
        'accept-language': 'it',
      },
      searchSchema,
    );
    return places
      .map((p) => ({
        display_name: p.display_name,
        importance: p.importance ?? 0,
        place_id: String(p.place_id),
        lat: p.lat,
        lon: p.lon,
      }))
      .sort(byImportanceDesc)
      .slice(0, SUGGESTION_LIMIT);
  }

  async reverse(lat: number, lon: number): Promise<ReverseResult | null> {
    const place = await this.get(
      'reverse',
      { lat: String(lat), lon: String(lon), format: 'jsonv2', 'accept-language': 'it' },
      reverseSchema,
    );
    if ('error' in place) return null;
    return { display_name: place.display_name, lat: place.lat, lon: place.lon };
  }

  private get<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const { url: baseUrl, userAgent } = this.options;
    return getGeocoderJson({ baseUrl, path, params, userAgent, service: 'Nominatim' }, schema);
  }
}
