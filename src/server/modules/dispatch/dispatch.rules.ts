import type { LatLon } from '../../../shared/common.schemas';
import { type RideNeeds, SEATS } from '../../../shared/vehicle';
import type { DispatchSettings } from '../../config';
import { haversineMeters } from '../../integrations/router/great-circle-router';

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

/**
 * design §11: who is offered a ride next, in order, or `broadcast`. Nearest to the pickup first; drivers within
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
  // One number per candidate and no object: this runs for every ride over the whole free fleet, and garbage
  // would show as collector pauses in the tail. NaN marks a driver left out (stale, excluded) or already chosen.
  const km = new Float64Array(candidates.length);
  let eligible = 0;
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i]!;
    const usable = c.position && c.positionAt && c.positionAt.getTime() >= oldestFreshMs && !excluded.has(c.driverId);
    km[i] = usable ? haversineMeters(c.position!, ride.pickup) / 1_000 : Number.NaN;
    if (!Number.isNaN(km[i])) eligible++;
  }
  if (eligible === 0) return { kind: 'broadcast', reason: 'no-fresh-position' };

  const drivers: DriverOffer[] = [];
  while (drivers.length < roundsLeft && drivers.length < eligible) {
    let nearestKm = Infinity;
    for (const d of km) if (d < nearestKm) nearestKm = d;
    const bandKm = nearestKm + settings.fairRadiusKm;
    let next = -1;
    for (let i = 0; i < km.length; i++) {
      if (km[i]! <= bandKm && (next < 0 || comesFirst(candidates, km, i, next))) next = i;
    }
    drivers.push({ driverId: candidates[next]!.driverId, pickupDistanceKm: km[next]! });
    km[next] = Number.NaN;
  }
  return { kind: 'offer', drivers };
}

/** Within the fairness band: longest idle first, then the nearer, then the smaller id. */
function comesFirst(candidates: readonly CandidateDriver[], km: Float64Array, a: number, b: number): boolean {
  const idleA = candidates[a]!.idleSince.getTime();
  const idleB = candidates[b]!.idleSince.getTime();
  if (idleA !== idleB) return idleA < idleB;
  if (km[a] !== km[b]) return km[a]! < km[b]!;
  return candidates[a]!.driverId < candidates[b]!.driverId;
}

/** design §14: a ride any taxi can serve, as far as the car goes: no feature asked, no more passengers than a saloon's. */
export const anyTaxiFits = (needs: RideNeeds): boolean =>
  needs.requirements.length === 0 && (needs.passengers === null || needs.passengers <= SEATS.min);
