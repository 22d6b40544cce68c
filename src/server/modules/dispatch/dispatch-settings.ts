/**
 * DESIGN §11's dispatch settings: their names, types and defaults, in one place for the server (which reads them
 * from the environment through src/server/config.ts) and for `npm run simulate`.
 */
export const DISPATCH_POLICIES = ['broadcast', 'nearest'] as const;
export type DispatchPolicy = (typeof DISPATCH_POLICIES)[number];

export interface DispatchSettings {
  /** `DISPATCH_POLICY`: `broadcast` is SPEC's fastest finger; `nearest` offers the ride to one driver at a time. */
  policy: DispatchPolicy;
  /** `FAIR_RADIUS_KM`: drivers this much farther from the pickup than the nearest one count as equally near. */
  fairRadiusKm: number;
  /** `OFFER_TIMEOUT_SECONDS`: how long one driver's offer runs before it passes to the next. */
  offerTimeoutSeconds: number;
  /** `OFFER_ROUNDS`: how many drivers are offered the ride, one after the other, before it is broadcast. */
  offerRounds: number;
  /** A position older than this says nothing about where the taxi is now (DESIGN §11: 2 minutes). */
  positionMaxAgeSeconds: number;
}

export const DEFAULT_DISPATCH_SETTINGS: Readonly<DispatchSettings> = Object.freeze({
  policy: 'broadcast',
  fairRadiusKm: 1,
  offerTimeoutSeconds: 20,
  offerRounds: 3,
  positionMaxAgeSeconds: 120,
});
