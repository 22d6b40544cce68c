import type { LatLon } from '../../../shared/common.schemas';
import { haversineMeters } from '../../integrations/router/great-circle-router';

/** A fixed-fare route's two places (design §15): each a point with a radius in metres. */
export interface FixedRoutePlaces {
  a: LatLon & { radiusMeters: number };
  b: LatLon & { radiusMeters: number };
  amountCents: number;
}

const within = (point: LatLon, place: LatLon & { radiusMeters: number }) => haversineMeters(point, place) <= place.radiusMeters;

/** The trip runs between the route's two places, in either direction; a point on the circle's edge is inside. */
export function tripMatchesRoute(pickup: LatLon, dropoff: LatLon, route: FixedRoutePlaces): boolean {
  return (within(pickup, route.a) && within(dropoff, route.b)) || (within(pickup, route.b) && within(dropoff, route.a));
}

/** Of the routes the trip matches, the cheapest: overlapping routes never cost the customer more (ADR 271). */
export function matchFixedRoute<T extends FixedRoutePlaces>(pickup: LatLon, dropoff: LatLon, routes: readonly T[]): T | null {
  let best: T | null = null;
  for (const route of routes) {
    if (tripMatchesRoute(pickup, dropoff, route) && (!best || route.amountCents < best.amountCents)) best = route;
  }
  return best;
}
