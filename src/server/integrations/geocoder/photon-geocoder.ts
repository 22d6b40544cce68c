import type { Config } from '../../config';
import {
  SUGGESTION_LIMIT,
  type AddressSuggestion,
  type Geocoder,
  type ReverseResult,
} from './geocoder';
import { photonDisplayName } from './photon-display-name';
import { getGeocoderJson } from './upstream-get';
import { photonCollectionSchema, type PhotonCollection, type PhotonFeature } from './photon-schema';

export type PhotonOptions = Pick<Config['geocoder'], 'url' | 'userAgent' | 'viewbox'>;

/** Photon cannot filter by country, so ask for more than we show and drop foreign hits. */
const PHOTON_REQUEST_LIMIT = 10;
/**
 * The public instance refuses `lang=it` with a 400 (it only indexes default/de/en/fr); `default` gives the
 * names in the local language, which in Italy is Italian.
 */
const PHOTON_LANG = 'default';
/** Location-bias radius: about a province around the viewbox centre, a preference and not a filter. */
const PHOTON_BIAS_ZOOM = '10';

/** Photon (https://photon.komoot.io or self-hosted): built for search-as-you-type. */
export class PhotonGeocoder implements Geocoder {
  constructor(private readonly options: PhotonOptions) {}

  async search(query: string): Promise<AddressSuggestion[]> {
    const { viewbox } = this.options;
    const collection = await this.get('api/', {
      q: query,
      limit: String(PHOTON_REQUEST_LIMIT),
      lang: PHOTON_LANG,
      // the spec's viewbox is a preference (bounded=0); Photon's bbox would be a hard filter, so bias to its centre instead.
      lat: String((viewbox.minLat + viewbox.maxLat) / 2),
      lon: String((viewbox.minLon + viewbox.maxLon) / 2),
      zoom: PHOTON_BIAS_ZOOM,
    });
    return collection.features
      .filter(isInItaly)
      .map(toSuggestionParts)
      .filter((s): s is Omit<AddressSuggestion, 'importance'> => s !== null)
      .slice(0, SUGGESTION_LIMIT)
      // Photon has no importance score; its order already is its relevance, so turn rank into a
      // descending score that keeps that order through our importance sort.
      .map((s, rank) => ({ ...s, importance: Number((1 - rank * 0.01).toFixed(2)) }));
  }

  async reverse(lat: number, lon: number): Promise<ReverseResult | null> {
    const collection = await this.get('reverse', { lat: String(lat), lon: String(lon), lang: PHOTON_LANG });
    const first = collection.features.map(toSuggestionParts).find((s) => s !== null);
    return first ? { display_name: first.display_name, lat: first.lat, lon: first.lon } : null;
  }

  private get(path: string, params: Record<string, string>): Promise<PhotonCollection> {
    const { url: baseUrl, userAgent } = this.options;
    return getGeocoderJson({ baseUrl, path, params, userAgent, service: 'Photon' }, photonCollectionSchema);
  }
}

function isInItaly(feature: PhotonFeature): boolean {
  return feature.properties.countrycode?.toUpperCase() === 'IT';
}

function toSuggestionParts(feature: PhotonFeature): Omit<AddressSuggestion, 'importance'> | null {
  const display_name = photonDisplayName(feature.properties);
  if (!display_name) return null;
  const [lon, lat] = feature.geometry.coordinates;
  return {
    display_name,
    place_id: `${feature.properties.osm_type}${feature.properties.osm_id}`,
    lat,
    lon,
  };
}

