import Bottleneck from 'bottleneck';
import { LRUCache } from 'lru-cache';
import {
  byImportanceDesc,
  GeocoderBusyError,
  SUGGESTION_LIMIT,
  type AddressSuggestion,
  type Geocoder,
  type ReverseResult,
} from './geocoder';

export interface CacheAndLimitOptions {
  /** At most one upstream request per this many ms, across all users (Nominatim policy: 1/s). */
  minIntervalMs: number;
  /** Lookups allowed to wait for the limiter; one more is refused at once instead of making a customer wait. */
  maxWaiting?: number;
  cacheMaxEntries?: number;
  cacheTtlMs?: number;
}

const DEFAULTS = { maxWaiting: 3, cacheMaxEntries: 5_000, cacheTtlMs: 24 * 3_600_000 } as const;
const REVERSE_DECIMALS = 5; // ≈ 1 m: finer than any GPS fix, so repeated fixes at a kerb share an entry.

// lru-cache refuses null values, and "nothing at this point" is a valid, cacheable answer.
type Cached = { kind: 'search'; value: AddressSuggestion[] } | { kind: 'reverse'; value: ReverseResult | null };

/** The shape suggestions are cached under, so "Via  Roma " and "via roma" share one upstream call. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Shields the upstream: answers repeated lookups from memory, shares one in-flight call between
 * identical concurrent lookups, and spaces real calls by `minIntervalMs` for the whole process.
 * Only successes are cached, so a failed upstream is tried again by the next lookup.
 */
export class CachedRateLimitedGeocoder implements Geocoder {
  private readonly cache: LRUCache<string, Cached>;
  private readonly inFlight = new Map<string, Promise<Cached>>();
  private readonly limiter: Bottleneck;
  private readonly maxWaiting: number;
  private waiting = 0;

  constructor(
    private readonly upstream: Geocoder,
    options: CacheAndLimitOptions,
  ) {
    this.maxWaiting = options.maxWaiting ?? DEFAULTS.maxWaiting;
    this.cache = new LRUCache({
      max: options.cacheMaxEntries ?? DEFAULTS.cacheMaxEntries,
      ttl: options.cacheTtlMs ?? DEFAULTS.cacheTtlMs,
    });
    this.limiter = new Bottleneck({ maxConcurrent: 1, minTime: options.minIntervalMs });
  }

  async search(query: string): Promise<AddressSuggestion[]> {
    const normalised = normaliseQuery(query);
    const cached = await this.lookup(`s:${normalised}`, async () => ({
      kind: 'search',
      value: sortSuggestions(await this.upstream.search(normalised)),
    }));
    return cached.kind === 'search' ? cached.value : [];
  }

  async reverse(lat: number, lon: number): Promise<ReverseResult | null> {
    const roundedLat = Number(lat.toFixed(REVERSE_DECIMALS));
    const roundedLon = Number(lon.toFixed(REVERSE_DECIMALS));
    const cached = await this.lookup(`r:${roundedLat},${roundedLon}`, async () => ({
      kind: 'reverse',
      value: await this.upstream.reverse(roundedLat, roundedLon),
    }));
    return cached.kind === 'reverse' ? cached.value : null;
  }

  private lookup(key: string, call: () => Promise<Cached>): Promise<Cached> {
    const hit = this.cache.get(key);
    if (hit) return Promise.resolve(hit);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    if (this.waiting >= this.maxWaiting) return Promise.reject(new GeocoderBusyError());

    this.waiting += 1;
    const started = this.limiter
      .schedule(() => {
        this.waiting -= 1;
        return call();
      })
      .then((result) => {
        this.cache.set(key, result);
        return result;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}

function sortSuggestions(suggestions: AddressSuggestion[]): AddressSuggestion[] {
  return [...suggestions].sort(byImportanceDesc).slice(0, SUGGESTION_LIMIT);
}
