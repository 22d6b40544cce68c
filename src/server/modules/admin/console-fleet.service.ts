import type { FastifyInstance } from 'fastify';
import type { FleetStatus, FleetTaxi } from '../../../shared/console.schemas';
import { type FleetRow, listFleet } from './console-fleet.queries';

/** An online driver whose socket has been gone long enough is unreachable, with or without a ride (design §10). */
function statusOf(row: FleetRow, unreachable: boolean): FleetStatus {
  if (unreachable) return 'unreachable';
  return row.rideId ? 'busy' : row.isAvailable ? 'free' : 'offline';
}

/**
 * `GET /api/admin/fleet` (design §10): one read of the register with the stored positions, and on top of each the
 * newer one this instance holds in memory and has not written yet (positions are stored every 5 s, ADR 043). The
 * console then follows `driver_location_update` and `driver_status` live.
 */
export async function fleetOf(app: FastifyInstance): Promise<FleetTaxi[]> {
  const rows = await listFleet(app.db);
  const unreachableBefore = app.clock.now().getTime() - app.config.driverUnreachableSeconds * 1000;
  return rows.map((row) => {
    const unreachable = row.isAvailable && row.socketLostAt !== null && row.socketLostAt.getTime() <= unreachableBefore;
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
  });
}
