import type { Config } from '../../config';
import { CachedRateLimitedGeocoder } from './cached-rate-limited-geocoder';
import type { Geocoder } from './geocoder';
import { NominatimGeocoder } from './nominatim-geocoder';
import { PhotonGeocoder } from './photon-geocoder';

export { CachedRateLimitedGeocoder, normaliseQuery, type CacheAndLimitOptions } from './cached-rate-limited-geocoder';
export {
  GeocoderBusyError,
  GeocoderUnavailableError,
  type AddressSuggestion,
  type Geocoder,
  type ReverseResult,
} from './geocoder';
export { NominatimGeocoder, type NominatimOptions } from './nominatim-geocoder';
export { PhotonGeocoder, type PhotonOptions } from './photon-geocoder';

/** The configured upstream behind the shared cache and the process-wide rate limit. */
export function createGeocoder(config: Config['geocoder']): Geocoder {
  const upstream = config.kind === 'nominatim' ? new NominatimGeocoder(config) : new PhotonGeocoder(config);
  return new CachedRateLimitedGeocoder(upstream, { minIntervalMs: config.minIntervalMs });
}
