import type { LatLon } from '../../src/shared/common.schemas';
import type { RideNeeds } from '../../src/shared/vehicle';
import { haversineMeters } from '../../src/server/integrations/router/great-circle-router';
import type { Random } from './random';
import { type Place, PLACES, pointNear } from './town';

export const HOUR = 3_600;

/**
 * Relative calls per hour of the day (0–23), a weekday of a provincial town: almost nothing at night, the morning
 * peak of trains, hospital and offices (7–9), a steady day, the evening peak (17–19), a tail into the night.
 */
export const HOURLY_DEMAND: readonly number[] = [
  1.5, 1, 0.7, 0.5, 0.5, 1, 2.5, 5.5, 7, 6, 5, 5, 5.5, 5.5, 4.5, 4.5, 5, 6, 7, 7, 5, 4, 3, 2.2,
];

/** Gravity model: a destination's pull falls by e for every this many km from the pickup. */
export const TRIP_DECAY_KM = 8;

export interface RideRequest {
  id: string;
  /** Seconds from the day's midnight. */
  requestedAt: number;
  pickup: LatLon;
  dropoff: LatLon;
  pickupPlace: string;
  /** design §14: what the taxi must have; most rides ask nothing (`ANY_TAXI`). */
  needs: RideNeeds;
}

export const ANY_TAXI: RideNeeds = { requirements: [], passengers: null };

/**
 * design §14: the share of calls that ask something of the taxi, each kind exclusive of the others: a wheelchair, a
 * large boot, or five to seven passengers (a minivan). 10 % in all.
 */
export const RIDE_NEEDS = { wheelchair: 0.02, largeBoot: 0.05, minivan: 0.03 } as const;

/** Each ride's needs, in the rides' order, from a stream of its own so that the calls themselves stay as they were. */
export function generateNeeds(random: Random, count: number): RideNeeds[] {
  return Array.from({ length: count }, (): RideNeeds => {
    const u = random.uniform();
    if (u < RIDE_NEEDS.wheelchair) return { requirements: ['wheelchair'], passengers: null };
    if (u < RIDE_NEEDS.wheelchair + RIDE_NEEDS.largeBoot) return { requirements: ['large_boot'], passengers: null };
    if (u < RIDE_NEEDS.wheelchair + RIDE_NEEDS.largeBoot + RIDE_NEEDS.minivan) return { requirements: [], passengers: random.integer(5, 7) };
    return ANY_TAXI;
  });
}

/**
 * The day's immediate rides: a Poisson process whose rate follows HOURLY_DEMAND, taken with exactly `count`
 * arrivals (given their number, a Poisson process's arrival times are independent draws from its rate, so each
 * ride draws its hour by weight and its second uniformly within it). Pickup by place weight; drop-off by the
 * gravity model (dropoffs × e^(−km / TRIP_DECAY_KM)), never at the pickup's own hub.
 */
export function generateRides(random: Random, count: number, needs: readonly RideNeeds[] = []): RideRequest[] {
  const pickupWeights = PLACES.map((p) => p.pickups);
  const arrivals = Array.from({ length: count }, () => (random.weightedIndex(HOURLY_DEMAND) + random.uniform()) * HOUR).sort((a, b) => a - b);
  return arrivals.map((requestedAt, i) => {
    const from = PLACES[random.weightedIndex(pickupWeights)]!;
    const to = PLACES[random.weightedIndex(PLACES.map((p) => destinationPull(from, p)))]!;
    return {
      id: `ride-${String(i + 1).padStart(5, '0')}`,
      requestedAt,
      pickup: pointNear(from.at, from.spreadKm, random),
      dropoff: pointNear(to.at, to.spreadKm, random),
      pickupPlace: from.name,
      needs: needs[i] ?? ANY_TAXI,
    };
  });
}

function destinationPull(from: Place, to: Place): number {
  if (to === from && !from.localTrips) return 0;
  return to.dropoffs * Math.exp(-haversineMeters(from.at, to.at) / 1_000 / TRIP_DECAY_KM);
}
