import type { LatLon } from '../../src/shared/common.schemas';
import { SEATS, type Vehicle, type VehicleFeature } from '../../src/shared/vehicle';
import { HOUR, HOURLY_DEMAND } from './demand';
import type { Random } from './random';
import { PLACES, pointNear } from './town';

/** The co-operative's rota: 8-hour shifts starting every 2 hours, staffed where the calls are (see `rota`). */
export const SHIFT_HOURS = 8;
export const SHIFT_START_EVERY_HOURS = 2;
/** Drivers start their shift up to this much before or after the rota's hour. */
export const SHIFT_JITTER_MINUTES = 20;

/**
 * How drivers answer a call: per-driver traits drawn once, so some are quick and some are choosy. ADR 050 reasoned
 * the defaults; `npm run drivers-behaviour` estimates the answering part from the co-operative's own offers, and
 * `--behaviour=FILE` runs the day with that estimate instead.
 */
export interface DriverBehaviour {
  reactionMedianSeconds: number;
  reactionSigmaBetweenDrivers: number;
  reactionSigmaPerTap: number;
  missProbability: readonly [number, number];
  refuseProbability: readonly [number, number];
  farPickupHalfKm: number;
  sharesPosition: number;
  positionEverySeconds: number;
}

export const BEHAVIOUR: DriverBehaviour = {
  /** Median seconds to read a call and tap, across drivers (log-normal); each driver's own taps spread by σ. */
  reactionMedianSeconds: 7,
  reactionSigmaBetweenDrivers: 0.35,
  reactionSigmaPerTap: 0.6,
  /** Chance that a driver does not notice a call in time (driving, phone in the holder): uniform per driver. */
  missProbability: [0.03, 0.2],
  /** Chance that a driver declines a call near them: uniform per driver. */
  refuseProbability: [0, 0.2],
  /** A pickup this far away is taken half as willingly (interest 1 / (1 + (km / this)²)): empty kilometres cost. */
  farPickupHalfKm: 10,
  /** Share of drivers whose phone shares its position (the others are reached by broadcast only). */
  sharesPosition: 0.95,
  /** The dashboard sends the position this often while online. */
  positionEverySeconds: 10,
};

/**
 * design §14: the share of the fleet with each of these, drawn independently for each taxi: a few wheelchair-accessible
 * vans, station wagons for luggage, minivans of seven passenger seats; the rest are saloons of four.
 */
export const FLEET_VEHICLES = { wheelchair: 0.05, largeBoot: 0.2, sevenSeats: 0.1 } as const;

export const SALOON: Vehicle = { seats: SEATS.default, features: [] };

export interface Shift {
  /** Seconds from the day's midnight; a night shift begun the evening before starts below 0. */
  start: number;
  end: number;
}

export interface DriverProfile {
  id: string;
  rankName: string;
  rank: LatLon;
  /** The pieces of the driver's shift that fall in the simulated day (a night shift gives two). */
  shifts: Shift[];
  reactionMedianSeconds: number;
  missProbability: number;
  refuseProbability: number;
  sharesPosition: boolean;
  /** When, within each reporting interval, this driver's phone sends its position. */
  positionPhaseSeconds: number;
  /** design §14: the car's passenger seats and features. */
  vehicle: Vehicle;
}

/** Each taxi's car, in the drivers' order, from a stream of its own so that the rest of the fleet stays as it was. */
export function generateVehicles(random: Random, count: number): Vehicle[] {
  return Array.from({ length: count }, () => {
    const features: VehicleFeature[] = [];
    if (random.chance(FLEET_VEHICLES.wheelchair)) features.push('wheelchair');
    if (random.chance(FLEET_VEHICLES.largeBoot)) features.push('large_boot');
    return { seats: random.chance(FLEET_VEHICLES.sevenSeats) ? 7 : SEATS.default, features };
  });
}

export function generateDrivers(
  random: Random,
  count: number,
  vehicles: readonly Vehicle[] = [],
  behaviour: DriverBehaviour = BEHAVIOUR,
): DriverProfile[] {
  const ranks = PLACES.filter((p) => p.rank > 0);
  const rankOfEach = random.shuffle(apportion(ranks.map((r) => r.rank), count).flatMap((n, i) => Array<number>(n).fill(i)));
  const startOfEach = random.shuffle(rota(count));
  return rankOfEach.map((rankIndex, i) => {
    const rank = ranks[rankIndex]!;
    const start = startOfEach[i]! * HOUR + random.between(-1, 1) * SHIFT_JITTER_MINUTES * 60;
    return {
      id: `driver-${String(i + 1).padStart(3, '0')}`,
      rankName: rank.name,
      rank: pointNear(rank.at, 0.05, random),
      shifts: shiftPieces(start),
      reactionMedianSeconds: random.logNormal(behaviour.reactionMedianSeconds, behaviour.reactionSigmaBetweenDrivers),
      missProbability: random.between(...behaviour.missProbability),
      refuseProbability: random.between(...behaviour.refuseProbability),
      sharesPosition: random.chance(behaviour.sharesPosition),
      positionPhaseSeconds: random.between(0, behaviour.positionEverySeconds),
      vehicle: vehicles[i] ?? SALOON,
    };
  });
}

/**
 * The rota: each driver in turn goes to the shift start where the calls per taxi over the shift's hours are the
 * highest (Σ calls(h) / (taxis on at h + 1)), which is how a co-operative covers its peaks with fixed shifts.
 * Returns each driver's start hour, in the order they were placed.
 */
export function rota(count: number): number[] {
  const onAt = Array<number>(24).fill(0);
  const starts: number[] = [];
  const hoursOf = (start: number) => Array.from({ length: SHIFT_HOURS }, (_, k) => (start + k) % 24);
  for (let i = 0; i < count; i++) {
    let best = 0;
    let bestRelief = -1;
    for (let start = 0; start < 24; start += SHIFT_START_EVERY_HOURS) {
      const relief = hoursOf(start).reduce((a, h) => a + HOURLY_DEMAND[h]! / (onAt[h]! + 1), 0);
      if (relief > bestRelief) [best, bestRelief] = [start, relief];
    }
    for (const h of hoursOf(best)) onAt[h]!++;
    starts.push(best);
  }
  return starts;
}

/** A shift that runs past midnight also ran the night before: its morning piece opens the simulated day. */
function shiftPieces(start: number): Shift[] {
  const end = start + SHIFT_HOURS * HOUR;
  const day = 24 * HOUR;
  const pieces = [{ start: start - day, end: end - day }, { start, end }];
  return pieces.filter((p) => p.end > 0 && p.start < day);
}

/** Whole numbers proportional to `weights` that add up to `total` (largest remainder; ties to the earlier). */
export function apportion(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const counts = exact.map(Math.floor);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const missing = total - counts.reduce((a, c) => a + c, 0);
  for (let k = 0; k < missing; k++) counts[order[k]!.i]!++;
  return counts;
}
