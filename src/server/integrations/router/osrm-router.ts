import { z } from 'zod';
import type { LatLon } from '../../../shared/common.schemas';
import { fetchJson } from '../upstream-fetch';
import { RouterUnavailableError, type RouteEstimate, type Router } from './router';

const osrmRouteSchema = z.object({
  code: z.literal('Ok'),
  routes: z.array(z.object({ distance: z.number().nonnegative(), duration: z.number().nonnegative() })).min(1),
});

/** An OSRM-compatible routing service (OSRM itself, or anything speaking its /route/v1 API). */
export class OsrmRouter implements Router {
  constructor(private readonly baseUrl: string) {}

  async route(from: LatLon, to: LatLon): Promise<RouteEstimate> {
    const base = this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`;
    // OSRM takes lon,lat pairs.
    const url = new URL(`route/v1/driving/${from.lon},${from.lat};${to.lon},${to.lat}`, base);
    url.searchParams.set('overview', 'false');
    let body: unknown;
    try {
      // OSRM explains "no route" / "no segment" in a JSON body with a 400; read it like any other answer.
      body = await fetchJson(url, { acceptStatus: (status) => status === 400 });
    } catch (cause) {
      throw new RouterUnavailableError('OSRM request failed', { cause });
    }
    const parsed = osrmRouteSchema.safeParse(body);
    if (!parsed.success) throw new RouterUnavailableError('OSRM found no route', { cause: parsed.error });
    const [best] = parsed.data.routes;
    if (!best) throw new RouterUnavailableError('OSRM found no route');
    return { distanceMeters: best.distance, durationSeconds: best.duration };
  }
}
