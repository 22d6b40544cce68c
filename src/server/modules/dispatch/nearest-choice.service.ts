import type { DispatchSettings } from '../../config';
import type { Db } from '../../db/client';
import { freeCandidates, type RideFor } from './dispatch.queries';
import { type CandidateDriver, chooseDrivers, type DispatchChoice, keptBackKm, rideFitsAnyTaxi, type RideToDispatch } from './dispatch.rules';

/** Most pickups have a free taxi within a couple of kilometres; each widening looks four times as far. */
const FIRST_RADIUS_KM = 2;
const WIDENING = 4;
/** Beyond this (a whole country) the box saves nothing: the last try reads every free taxi, as before. */
const WIDEST_RADIUS_KM = 2_048;

type Candidate = CandidateDriver & { name: string };

/**
 * design §11 "Cost": `chooseDrivers` over the free taxis near the pickup only, with the same answer as over the whole
 * fleet. The search widens until the first driver chosen, and every taxi in the fairness band that could have
 * come before them, lie within the radius searched: a taxi outside the box is farther than the radius, so it can
 * be neither nearer than the nearest found nor inside their band. `skip`: drivers to leave out of this choice
 * (another offer reached them a moment ago) without counting them as rounds of this ride. Drivers whose socket has
 * been gone `unreachableSeconds` are no candidates (design §10), nor taxis that cannot serve the ride (design §14):
 * the box widens until it holds one that can.
 */
export async function chooseNearFree(
  db: Db,
  ride: RideToDispatch & RideFor,
  skip: ReadonlySet<string>,
  at: Date,
  settings: DispatchSettings,
  unreachableSeconds: number,
): Promise<{ choice: DispatchChoice; candidates: Candidate[] }> {
  if (!ride.pickup) return { choice: chooseDrivers(ride, [], at, settings), candidates: [] };
  const freshSince = new Date(at.getTime() - settings.positionMaxAgeSeconds * 1_000);
  for (let radiusKm = FIRST_RADIUS_KM; ; radiusKm *= WIDENING) {
    const widest = radiusKm > WIDEST_RADIUS_KM;
    const found = await freeCandidates(db, at, unreachableSeconds, ride, widest ? undefined : { pickup: ride.pickup, radiusKm, freshSince });
    const candidates = found.filter((c) => !skip.has(c.driverId));
    const choice = chooseDrivers(ride, candidates, at, settings);
    if (widest || isFinal(choice, rankedKmOfFirst(ride, choice, candidates, at), radiusKm, settings.fairRadiusKm)) return { choice, candidates };
  }
}

/**
 * The first driver's distance as `chooseDrivers` ranked it: a scarce car kept back from a plain ride counts farther
 * (ADR 253), and every taxi ranked within its band must lie in the box. Ranked distances are never below true ones,
 * so a taxi outside the box still cannot come first.
 */
function rankedKmOfFirst(ride: RideToDispatch, choice: DispatchChoice, candidates: readonly Candidate[], at: Date): number {
  if (choice.kind === 'broadcast') return Number.NaN;
  const first = choice.drivers[0]!;
  const candidate = candidates.find((c) => c.driverId === first.driverId)!;
  return first.pickupDistanceKm + keptBackKm(rideFitsAnyTaxi(ride), candidate, at);
}

function isFinal(choice: DispatchChoice, firstRankedKm: number, radiusKm: number, fairRadiusKm: number): boolean {
  // Nobody with a fresh position in the box: someone may be farther out. Any other broadcast does not depend on it.
  if (choice.kind === 'broadcast') return choice.reason !== 'no-fresh-position';
  return firstRankedKm + fairRadiusKm <= radiusKm;
}
