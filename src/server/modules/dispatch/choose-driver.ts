import type { LatLon } from '../../../shared/common.schemas';
import { haversineMeters } from '../../integrations/router/great-circle-router';
import type { DispatchSettings } from './dispatch-settings';

/** An online driver with no ride, as the dispatcher knows them. */
export interface CandidateDriver {
  driverId: string;
  /** The last position the driver's phone sent, with when it arrived; null if it never sent one. */
  position: LatLon | null;
  positionAt: Date | null;
  /**
   * Since when the driver has been without a ride: their last drop-off, or their going online if that came
   * later — joining the rank puts a taxi at the back of its queue, however long it was away.
   */
  idleSince: Date;
}

export interface RideToDispatch {
  /** Null for a ride booked by address alone (the office may key one in without a point): only broadcast works. */
  pickup: LatLon | null;
  /** Drivers this ride was already offered to (each refused or let it time out): never offered it again. */
  offeredDriverIds: readonly string[];
}

export interface DriverOffer {
  driverId: string;
  /** Great-circle distance from the driver's last position to the pickup (the offer card shows it). */
  pickupDistanceKm: number;
}

export type BroadcastReason =
  /** DISPATCH_POLICY=broadcast. */
  | 'policy'
  /** The ride has no pickup point to measure from. */
  | 'no-pickup-point'
  /** No driver left to offer it to: none free with a fresh position, or all of those already had it. */
  | 'no-fresh-position'
  /** OFFER_ROUNDS drivers have had it. */
  | 'rounds-used';

export type DispatchChoice = { kind: 'offer'; drivers: DriverOffer[] } | { kind: 'broadcast'; reason: BroadcastReason };

interface Ranked extends DriverOffer {
  idleSinceMs: number;
  taken: boolean;
}

/**
 * DESIGN §11: who is offered a ride next, in order, or `broadcast`. Nearest to the pickup first; drivers within
 * `fairRadiusKm` of the nearest one's distance count as equally near, and among them the one longest without a
 * ride comes first (a co-operative's rank queue). Each next driver is chosen by the same rule among those left, so
 * the list is what repeated calls at this instant would give; the server calls it again at every round anyway,
 * since taxis move. Ties (same idle time, same distance) go to the smaller driver id, so the answer never
 * depends on the candidates' order. At most the rounds left of `offerRounds`.
 *
 * Pure: no clock, no database. Linear in the candidates for each driver it returns (no sort of the whole list).
 */
export function chooseDrivers(
  ride: RideToDispatch,
  candidates: readonly CandidateDriver[],
  now: Date,
  settings: DispatchSettings,
): DispatchChoice {
  if (settings.policy === 'broadcast') return { kind: 'broadcast', reason: 'policy' };
  if (!ride.pickup) return { kind: 'broadcast', reason: 'no-pickup-point' };
  const excluded = new Set(ride.offeredDriverIds);
  const roundsLeft = settings.offerRounds - excluded.size;
  if (roundsLeft <= 0) return { kind: 'broadcast', reason: 'rounds-used' };

  const oldestFreshMs = now.getTime() - settings.positionMaxAgeSeconds * 1_000;
  const pool: Ranked[] = [];
  for (const c of candidates) {
    if (!c.position || !c.positionAt || c.positionAt.getTime() < oldestFreshMs || excluded.has(c.driverId)) continue;
    pool.push({
      driverId: c.driverId,
      pickupDistanceKm: haversineMeters(c.position, ride.pickup) / 1_000,
      idleSinceMs: c.idleSince.getTime(),
      taken: false,
    });
  }
  if (pool.length === 0) return { kind: 'broadcast', reason: 'no-fresh-position' };

  const drivers: DriverOffer[] = [];
  while (drivers.length < roundsLeft && drivers.length < pool.length) {
    let nearestKm = Infinity;
    for (const d of pool) if (!d.taken && d.pickupDistanceKm < nearestKm) nearestKm = d.pickupDistanceKm;
    const bandKm = nearestKm + settings.fairRadiusKm;
    let next: Ranked | null = null;
    for (const d of pool) {
      if (!d.taken && d.pickupDistanceKm <= bandKm && (next === null || comesFirst(d, next))) next = d;
    }
    next!.taken = true;
    drivers.push({ driverId: next!.driverId, pickupDistanceKm: next!.pickupDistanceKm });
  }
  return { kind: 'offer', drivers };
}

/** Within the fairness band: longest idle first, then the nearer, then the smaller id. */
function comesFirst(a: Ranked, b: Ranked): boolean {
  if (a.idleSinceMs !== b.idleSinceMs) return a.idleSinceMs < b.idleSinceMs;
  if (a.pickupDistanceKm !== b.pickupDistanceKm) return a.pickupDistanceKm < b.pickupDistanceKm;
  return a.driverId < b.driverId;
}
