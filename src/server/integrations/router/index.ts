import type { Config } from '../../config';
import { GreatCircleRouter } from './great-circle-router';
import { OsrmRouter } from './osrm-router';
import type { Router } from './router';

export { GreatCircleRouter, haversineMeters } from './great-circle-router';
export { OsrmRouter } from './osrm-router';
export { RouterUnavailableError, type RouteEstimate, type Router } from './router';

/** OSRM when `ROUTER_URL` is set, else the offline great-circle estimate. */
export function createRouter(config: Config['router']): Router {
  return config.url ? new OsrmRouter(config.url) : new GreatCircleRouter(config.roadFactor);
}
