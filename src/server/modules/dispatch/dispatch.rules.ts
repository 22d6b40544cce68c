import type { LatLon } from '../../../shared/common.schemas';
import { type RideNeeds, SEATS, type Vehicle, type VehicleFeature } from '../../../shared/vehicle';
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
  /** design §14: the car, for keeping the few that serve what a saloon cannot (`keptBackKm`); absent, a saloon. */
  vehicle?: Vehicle;
}

export interface RideToDispatch {
  /** Null for a ride booked by address alone (the office may key one in without a point): only broadcast works. */
  pickup: LatLon | null;
  /** Drivers this ride was already offered to (each refused or let it time out): never offered it again. */
  offeredDriverIds: readonly string[];
  /** design §14: what the ride asks of its taxi; absent, nothing (any taxi). */
  requirements?: readonly VehicleFeature[];
  passengers?: number | null;
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
 * depends on the candidates' order. At most the rounds left of `offerRounds`. For a ride any taxi can serve, a
 * scarce car's distance counts up to 2 km more (`keptBackKm`, ADR 253); the offer still shows the true distance.
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
  // The distance each is ranked by: `km`, plus what keeps a scarce car back from a ride any taxi can serve.
  // NaN in both for a driver left out; a chosen one is marked in `ranked`.
  const ranked = new Float64Array(candidates.length);
  const plain = rideFitsAnyTaxi(ride);
  let eligible = 0;
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i]!;
    const usable = c.position && c.positionAt && c.positionAt.getTime() >= oldestFreshMs && !excluded.has(c.driverId);
    km[i] = usable ? haversineMeters(c.position!, ride.pickup) / 1_000 : Number.NaN;
    ranked[i] = km[i]! + keptBackKm(plain, c, now);
    if (!Number.isNaN(km[i])) eligible++;
  }
  if (eligible === 0) return { kind: 'broadcast', reason: 'no-fresh-position' };

  const drivers: DriverOffer[] = [];
  while (drivers.length < roundsLeft && drivers.length < eligible) {
    let nearestKm = Infinity;
    for (const d of ranked) if (d < nearestKm) nearestKm = d;
    const bandKm = nearestKm + settings.fairRadiusKm;
    let next = -1;
    for (let i = 0; i < ranked.length; i++) {
      if (ranked[i]! <= bandKm && (next < 0 || comesFirst(candidates, ranked, i, next))) next = i;
    }
    drivers.push({ driverId: candidates[next]!.driverId, pickupDistanceKm: km[next]! });
    ranked[next] = Number.NaN;
  }
  return { kind: 'offer', drivers };
}

/** Within the fairness band: longest idle first, then the nearer (as ranked), then the smaller id. */
function comesFirst(candidates: readonly CandidateDriver[], km: Float64Array, a: number, b: number): boolean {
  const idleA = candidates[a]!.idleSince.getTime();
  const idleB = candidates[b]!.idleSince.getTime();
  if (idleA !== idleB) return idleA < idleB;
  if (km[a] !== km[b]) return km[a]! < km[b]!;
  return candidates[a]!.driverId < candidates[b]!.driverId;
}

/**
 * ADR 253 (issue 25, second pass): a ride any taxi can serve passes over a car that can serve what few others can —
 * a wheelchair ramp, a large boot, more seats than a saloon's — while a saloon is nearly as near: the car is ranked
 * `KEEP_SCARCE_CARS.km` farther, as a dispatcher keeps the van for the wheelchair call that may come. The handicap
 * fades over `fadeMinutes` of the car's idle time, so that a van left waiting is offered plain rides again (the
 * Gini, design §11). Other features (cards, pets, child seat, electric) are common or asked for too seldom to hold
 * a car back for.
 */
export const KEEP_SCARCE_CARS = { km: 2, fadeMinutes: 30 } as const;
const SCARCE_FEATURES: readonly VehicleFeature[] = ['wheelchair', 'large_boot'];

/**
 * How much farther than it is `chooseDrivers` ranks this candidate (`KEEP_SCARCE_CARS`): 0 but for a scarce car and
 * a ride any taxi can serve (`rideFitsAnyTaxi`).
 */
export function keptBackKm(rideFitsAnyTaxi: boolean, candidate: CandidateDriver, now: Date): number {
  const car = candidate.vehicle;
  if (!rideFitsAnyTaxi || !car || !isScarce(car)) return 0;
  const idleMinutes = (now.getTime() - candidate.idleSince.getTime()) / 60_000;
  return KEEP_SCARCE_CARS.km * Math.min(1, Math.max(0, 1 - idleMinutes / KEEP_SCARCE_CARS.fadeMinutes));
}

function isScarce(car: Vehicle): boolean {
  if (car.seats > SEATS.min) return true;
  for (const feature of car.features) if (SCARCE_FEATURES.includes(feature)) return true;
  return false;
}

export const rideFitsAnyTaxi = (ride: RideToDispatch): boolean =>
  anyTaxiFits({ requirements: ride.requirements ?? [], passengers: ride.passengers ?? null });

/** design §14: a ride any taxi can serve, as far as the car goes: no feature asked, no more passengers than a saloon's. */
export const anyTaxiFits = (needs: RideNeeds): boolean =>
  needs.requirements.length === 0 && (needs.passengers === null || needs.passengers <= SEATS.min);
