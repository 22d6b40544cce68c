import type { LatLon } from '../../../shared/common.schemas';
import type { RouteEstimate, Router } from './router';

const EARTH_RADIUS_METERS = 6_371_008.8; // IUGG mean radius
// Outside the function: dispatch measures a thousand drivers per ride, and a closure per call costs more than the
// trigonometry once a transform wraps it for its name (tsx, which runs the bench and the simulator, does).
const rad = (deg: number) => (deg * Math.PI) / 180;

export function haversineMeters(from: LatLon, to: LatLon): number {
  const dLat = rad(to.lat - from.lat);
  const dLon = rad(to.lon - from.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Works offline with no routing service: roads are longer than the straight line, so the distance is
 * scaled by a road factor (1.3 is typical for Italian provincial roads). No duration: guessing a speed
 * would pretend to a precision we do not have.
 */
export class GreatCircleRouter implements Router {
  constructor(private readonly roadFactor: number) {}

  route(from: LatLon, to: LatLon): Promise<RouteEstimate> {
    return Promise.resolve({ distanceMeters: haversineMeters(from, to) * this.roadFactor, durationSeconds: null });
  }
}
