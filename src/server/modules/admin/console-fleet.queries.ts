import { and, asc, eq, isNull } from 'drizzle-orm';
import type { VehicleFeature } from '../../../shared/vehicle';
import type { Db } from '../../db/client';
import { drivers, rides } from '../../db/schema';
import { underWay } from '../rides/rides.conditions';

export interface FleetRow {
  driverId: string;
  name: string;
  licensePlate: string;
  carModel: string;
  phoneNumber: string;
  isAvailable: boolean;
  latitude: number | null;
  longitude: number | null;
  locationUpdatedAt: Date | null;
  simulated: boolean;
  rideId: string | null;
  destination: string | null;
  socketLostAt: Date | null;
  seats: number;
  features: VehicleFeature[];
}

/**
 * Every taxi of the register with its latest stored position and its ride under way, in one statement (design §10:
 * never a query per driver). A driver has at most one ride under way (the partial unique index), so the join does
 * not repeat a driver.
 */
export async function listFleet(db: Db): Promise<FleetRow[]> {
  return db
    .select({
      driverId: drivers.id,
      name: drivers.name,
      licensePlate: drivers.licensePlate,
      carModel: drivers.carModel,
      phoneNumber: drivers.phoneNumber,
      isAvailable: drivers.isAvailable,
      latitude: drivers.lastLatitude,
      longitude: drivers.lastLongitude,
      locationUpdatedAt: drivers.locationUpdatedAt,
      simulated: drivers.locationSimulated,
      rideId: rides.id,
      destination: rides.dropoffAddress,
      socketLostAt: drivers.socketLostAt,
      seats: drivers.seats,
      features: drivers.features,
    })
    .from(drivers)
    .leftJoin(rides, and(eq(rides.acceptedDriverId, drivers.id), underWay()))
    .where(isNull(drivers.deletedAt))
    .orderBy(asc(drivers.name), asc(drivers.id));
}
