import type { LatLon } from '../../src/shared/common.schemas';
import { haversineMeters } from '../../src/server/integrations/router/great-circle-router';

/**
 * How taxis move: along the road, which is the straight line times a road factor. The first and last `townKm`
 * of a leg are town streets at `townSpeedKmh`; whatever lies between is provincial road at `roadSpeedKmh`.
 */
export interface Roads {
  townSpeedKmh: number;
  roadSpeedKmh: number;
  townKm: number;
  roadFactor: number;
}

/** A taxi going from one point to another between two instants (seconds); a waiting taxi has from = to. */
export interface Leg {
  from: LatLon;
  to: LatLon;
  departAt: number;
  arriveAt: number;
}

export const straightKm = (from: LatLon, to: LatLon): number => haversineMeters(from, to) / 1_000;

export const stayAt = (at: LatLon, time: number): Leg => ({ from: at, to: at, departAt: time, arriveAt: time });

export function drive(from: LatLon, to: LatLon, departAt: number, roads: Roads): Leg {
  return { from, to, departAt, arriveAt: departAt + travelSeconds(straightKm(from, to) * roads.roadFactor, roads) };
}

export function travelSeconds(roadKm: number, roads: Roads): number {
  const inTown = Math.min(roadKm, 2 * roads.townKm);
  return (inTown / roads.townSpeedKmh + (roadKm - inTown) / roads.roadSpeedKmh) * 3_600;
}

/** Where the taxi is at `time`: linear along the leg (a few km at most, where lat/lon are as good as flat). */
export function positionOn(leg: Leg, time: number): LatLon {
  if (time >= leg.arriveAt) return leg.to;
  if (time <= leg.departAt) return leg.from;
  const f = (time - leg.departAt) / (leg.arriveAt - leg.departAt);
  return { lat: leg.from.lat + (leg.to.lat - leg.from.lat) * f, lon: leg.from.lon + (leg.to.lon - leg.from.lon) * f };
}
