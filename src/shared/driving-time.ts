import { RIDE_LIMITS } from './constants';

/** An urban taxi's average along the road, 30 km/h: what a promised or a live arrival is counted with. */
const ROAD_METERS_PER_MINUTE = 500;

/**
 * The minutes a taxi needs to drive a straight-line distance: the road is `roadFactor` times longer (`ROAD_FACTOR`,
 * design §6), within the minutes a driver may promise. The office's assignment and the cards' live arrival both
 * count with it, so the office's estimate and the customer's countdown agree.
 */
export function drivingMinutes(straightKm: number, roadFactor: number): number {
  const minutes = Math.ceil((straightKm * 1000 * roadFactor) / ROAD_METERS_PER_MINUTE);
  return Math.min(RIDE_LIMITS.etaMaxMinutes, Math.max(RIDE_LIMITS.etaMinMinutes, minutes));
}
