import type { z } from 'zod';
import { fetchJson } from '../upstream-fetch';
import { GeocoderUnavailableError } from './geocoder';

export interface UpstreamGet {
  baseUrl: string;
  path: string;
  params: Record<string, string>;
  userAgent: string;
  /** Names the service in error messages and logs. */
  service: string;
}

/**
 * One GET to a geocoding service, its answer checked against `schema`. Every failure (network,
 * timeout, status, JSON, shape) becomes `GeocoderUnavailableError`, the only error the route maps.
 */
export async function getGeocoderJson<T>(request: UpstreamGet, schema: z.ZodType<T>): Promise<T> {
  // `new URL('api/', base)` would drop the base's last path segment unless it ends with a slash.
  const base = request.baseUrl.endsWith('/') ? request.baseUrl : `${request.baseUrl}/`;
  const url = new URL(request.path, base);
  for (const [key, value] of Object.entries(request.params)) url.searchParams.set(key, value);
  let body: unknown;
  try {
    // The public instances' usage policies require an identifying User-Agent.
    body = await fetchJson(url, { headers: { 'user-agent': request.userAgent } });
  } catch (cause) {
    throw new GeocoderUnavailableError(`${request.service} request failed`, { cause });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new GeocoderUnavailableError(`${request.service} answered an unexpected shape`, { cause: parsed.error });
  }
  return parsed.data;
}
