import { isUnderWay } from '../../../shared/ride-states';
import type { CustomerRideView, Ride } from '../../../shared/rides.schemas';
import { toAcceptedDriver } from '../drivers/driver.dto';
import type { RideRow, RideWithDriver } from './rides.queries';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Database row → API shape: cents become euros, metres become km, dates ISO strings. */
export function toRideDto(row: RideRow): Ride {
  return {
    id: row.id,
    customerId: row.customerId,
    customerPhone: row.customerPhone,
    pickupAddress: row.pickupAddress,
    pickupLat: row.pickupLatitude,
    pickupLon: row.pickupLongitude,
    dropoffAddress: row.dropoffAddress,
    dropoffLat: row.dropoffLatitude,
    dropoffLon: row.dropoffLongitude,
    requestType: row.requestType,
    scheduledTime: iso(row.scheduledTime),
    estimatedDistance: row.estimatedDistanceMeters === null ? null : Math.round(row.estimatedDistanceMeters / 10) / 100,
    estimatedFare: row.estimatedFareCents === null ? null : row.estimatedFareCents / 100,
    status: row.status,
    acceptedDriverId: row.acceptedDriverId,
    estimatedArrival: row.estimatedArrivalMinutes,
    notes: row.notes,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    completedAt: iso(row.completedAt),
    expiresAt: row.expiresAt.toISOString(),
    anonymisedAt: iso(row.anonymisedAt),
  };
}

/** The driver's position is shared only while the ride is under way (DESIGN §5, privacy). */
export function toCustomerRideView({ ride, driver, rated }: RideWithDriver): CustomerRideView {
  return {
    ride: toRideDto(ride),
    driver: driver ? toAcceptedDriver(driver) : null,
    driverPosition:
      isUnderWay(ride.status) && driver?.lastLatitude != null && driver.lastLongitude != null
        ? { latitude: driver.lastLatitude, longitude: driver.lastLongitude }
        : null,
    rated,
  };
}
