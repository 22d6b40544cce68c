import type { FastifyInstance } from 'fastify';
import {
  type Bbox,
  FLEET_VIEW_TAXIS,
  type FleetStatus,
  type FleetTaxi,
  type FleetView,
  FREE_TAXIS_LISTED,
  UNREACHABLE_LISTED,
} from '../../../shared/console.schemas';
import { isUuid } from '../../db/ids';
import { notFound } from '../../http/errors';
import { needsOf } from '../dispatch/dispatch.queries';
import { RIDE_NOT_FOUND } from '../rides/ride-lifecycle.service';
import { findRide } from '../rides/rides.queries';
import {
  type FleetRow,
  countInBox,
  fleetByIds,
  fleetClustersInBox,
  fleetInBox,
  fleetSummary,
  nearestFreeTaxis,
} from './console-fleet.queries';

/** A cluster is a cell this many screen pixels wide: a marker's size and a little room around it. */
const CLUSTER_CELL_PX = 64;

/** An online driver whose socket has been gone long enough is unreachable, with or without a ride (design §10). */
function statusOf(row: FleetRow, unreachable: boolean): FleetStatus {
  if (unreachable) return 'unreachable';
  return row.rideId ? 'busy' : row.isAvailable ? 'free' : 'offline';
}

const unreachableBefore = (app: FastifyInstance) => new Date(app.clock.now().getTime() - app.config.driverUnreachableSeconds * 1000);

/**
 * A row as the console shows it, with the newer position this instance holds in memory and has not written yet on
 * top of the stored one (positions are stored every 5 s, ADR 043).
 */
function toFleetTaxi(app: FastifyInstance, row: FleetRow, before: Date): FleetTaxi {
  const unreachable = row.isAvailable && row.socketLostAt !== null && row.socketLostAt <= before;
  const unsaved = app.driverLocations.unsaved(row.driverId);
  const position = unsaved
    ? { latitude: unsaved.latitude, longitude: unsaved.longitude, at: unsaved.at, simulated: unsaved.simulated }
    : { latitude: row.latitude, longitude: row.longitude, at: row.locationUpdatedAt, simulated: row.simulated };
  return {
    driverId: row.driverId,
    name: row.name,
    licensePlate: row.licensePlate,
    carModel: row.carModel,
    phoneNumber: row.phoneNumber,
    status: statusOf(row, unreachable),
    latitude: position.latitude,
    longitude: position.longitude,
    locationUpdatedAt: position.at ? position.at.toISOString() : null,
    simulated: position.simulated,
    rideId: row.rideId,
    destination: row.destination,
    lastSeenAt: unreachable ? row.socketLostAt!.toISOString() : null,
    seats: row.seats,
    features: row.features,
  };
}

const inside = (box: Bbox, lat: number | null, lon: number | null) =>
  lat !== null && lon !== null && lat >= box.south && lat <= box.north && lon >= box.west && lon <= box.east;

/** Degrees of a cell `CLUSTER_CELL_PX` wide at this zoom (Web Mercator, 256-px tiles), as tall on the screen. */
function clusterCell(box: Bbox, zoom: number): { lat: number; lon: number } {
  const lon = (360 / (256 * 2 ** zoom)) * CLUSTER_CELL_PX;
  const middle = (((box.south + box.north) / 2) * Math.PI) / 180;
  return { lon, lat: lon * Math.cos(middle) };
}

/**
 * `GET /api/admin/fleet?bbox=&zoom=` (design §10, ADR 252): the taxis the office's map shows, never the whole fleet.
 * Up to `FLEET_VIEW_TAXIS` online taxis in the view come in full, each where this instance last heard it; more come
 * as a grid of clusters (stored positions, at most 5 s old). The counts and the unreachable list are the whole
 * fleet's, as the panel's figures are.
 */
export async function fleetView(app: FastifyInstance, box: Bbox, zoom: number): Promise<FleetView> {
  const before = unreachableBefore(app);
  const { counts, extent, unreachable: gone } = await fleetSummary(app.db, before);
  const unreachable = gone.slice(0, UNREACHABLE_LISTED);
  if ((await countInBox(app.db, box, FLEET_VIEW_TAXIS + 1)) > FLEET_VIEW_TAXIS) {
    const clusters = await fleetClustersInBox(app.db, box, clusterCell(box, zoom), before);
    return { counts, unreachable, taxis: [], clusters, extent };
  }
  const stored = await fleetInBox(app.db, box, FLEET_VIEW_TAXIS);
  // A taxi whose newest position, not yet written, has brought it into the view (or taken it out).
  const known = new Set(stored.map((row) => row.driverId));
  const movedIn = app.driverLocations.unsavedIds().filter((id) => {
    const p = app.driverLocations.unsaved(id);
    return !known.has(id) && p !== undefined && inside(box, p.latitude, p.longitude);
  });
  const rows = [...stored, ...(await fleetByIds(app.db, movedIn))];
  const taxis = rows.map((row) => toFleetTaxi(app, row, before)).filter((taxi) => inside(box, taxi.latitude, taxi.longitude));
  return { counts, unreachable, taxis, clusters: [], extent };
}

/**
 * `GET /api/admin/rides/{id}/free-taxis` (ADR 252): the free taxis the assign dialog lists for a ride, those that fit
 * it nearest its pickup first, found by the index rather than by reading the fleet.
 */
export async function freeTaxisForRide(
  app: FastifyInstance,
  rideId: string,
  options: { q?: string | undefined; driverId?: string | undefined },
): Promise<FleetTaxi[]> {
  const ride = isUuid(rideId) ? await findRide(app.db, rideId) : undefined;
  if (!ride) throw notFound(RIDE_NOT_FOUND);
  const before = unreachableBefore(app);
  const rows = await nearestFreeTaxis(app.db, {
    ride: needsOf(ride),
    pickup: ride.pickupLatitude !== null && ride.pickupLongitude !== null ? { lat: ride.pickupLatitude, lon: ride.pickupLongitude } : null,
    reachableAfter: before,
    query: options.q ?? '',
    limit: FREE_TAXIS_LISTED,
    include: options.driverId && isUuid(options.driverId) ? options.driverId : undefined,
  });
  return rows.map((row) => toFleetTaxi(app, row, before));
}
