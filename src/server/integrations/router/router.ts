import type { LatLon } from '../../../shared/common.schemas';

export interface RouteEstimate {
  distanceMeters: number;
  /** Null when the router only knows distance (great-circle); the fare does not depend on it. */
  durationSeconds: number | null;
}

export interface Router {
  route(from: LatLon, to: LatLon): Promise<RouteEstimate>;
}

export class RouterUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RouterUnavailableError';
  }
}
