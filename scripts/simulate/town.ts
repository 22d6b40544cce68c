import type { LatLon } from '../../src/shared/common.schemas';
import type { Random } from './random';

/**
 * A place where rides begin or end: a point, how far around it they spread, and its weights. Weights are relative
 * shares, not counts. `rank` is the share of the fleet whose taxi rank ('posteggio') is here (0: no rank).
 */
export interface Place {
  name: string;
  at: LatLon;
  spreadKm: number;
  pickups: number;
  dropoffs: number;
  rank: number;
  /** Rides may begin and end here (a district); a hub's rides always go elsewhere (no one rides station → station). */
  localTrips: boolean;
}

const place = (name: string, lat: number, lon: number, spreadKm: number, pickups: number, dropoffs: number, rank: number, localTrips = false): Place => ({
  name,
  at: { lat, lon },
  spreadKm,
  pickups,
  dropoffs,
  rank,
  localTrips,
});

/**
 * Frosinone and the towns of its province within about 25 km, with real coordinates. Frosinone (the provincial
 * capital: station, hospital, offices) draws most of the calls; each town's rides mostly go to Frosinone. Ranks
 * are where the co-operative's taxis wait, in proportion to the calls around them. Cassino (43 km) takes
 * drop-offs only: it has taxis of its own.
 */
export const PLACES: readonly Place[] = [
  place('Frosinone, stazione FS', 41.6245, 13.3245, 0.3, 12, 14, 22),
  place('Frosinone, centro storico', 41.6398, 13.3471, 0.5, 9, 9, 16),
  place('Frosinone, ospedale Spaziani', 41.6188, 13.305, 0.3, 7, 10, 10),
  place('Frosinone, viale Mazzini', 41.6335, 13.3375, 0.6, 8, 8, 8),
  place('Frosinone, quartieri', 41.633, 13.338, 2.2, 16, 12, 0, true),
  place('Frosinone Scalo, Casilina', 41.6155, 13.33, 0.8, 4, 5, 0),
  place('Alatri', 41.7262, 13.3423, 1.2, 6, 5, 6),
  place('Ceccano', 41.569, 13.3337, 1.2, 6, 5, 6),
  place('Ferentino', 41.6916, 13.2554, 1.2, 5, 5, 5),
  place('Veroli', 41.6917, 13.4175, 1.2, 4, 4, 4),
  place('Anagni', 41.7441, 13.1583, 1.2, 5, 5, 5),
  place('Sora', 41.718, 13.6133, 1.2, 6, 5, 6),
  place('Fiuggi', 41.8003, 13.2234, 1.0, 4, 4, 4),
  place('Isola del Liri', 41.6794, 13.5735, 1.0, 3, 3, 3),
  place('Boville Ernica', 41.6425, 13.4727, 0.8, 2, 2, 2),
  place('Torrice', 41.632, 13.399, 0.8, 2, 2, 2),
  place('Supino', 41.6222, 13.2352, 0.8, 1, 1, 1),
  place('Cassino', 41.492, 13.831, 1.0, 0, 2, 0),
];

const KM_PER_DEGREE = 6_371.0088 * (Math.PI / 180);

/** A point uniformly spread over the disc of `radiusKm` around `center` (flat-earth offsets: a few km at most). */
export function pointNear(center: LatLon, radiusKm: number, random: Random): LatLon {
  const r = radiusKm * Math.sqrt(random.uniform());
  const angle = 2 * Math.PI * random.uniform();
  return {
    lat: center.lat + (r * Math.cos(angle)) / KM_PER_DEGREE,
    lon: center.lon + (r * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((center.lat * Math.PI) / 180)),
  };
}
