import { isUnderWay } from '../../../shared/ride-states';
import type { CustomerRideView, Ride, RideEvent } from '../../../shared/rides.schemas';
import { toAcceptedDriver } from '../drivers/driver.dto';
import type { RideEventRow } from './ride-events.queries';
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
    maxFareCents: row.maxFareCents,
    fixedFare: row.fixedRouteId !== null,
    finalFareCents: row.finalFareCents,
    fareSource: row.fareSource,
    paymentMethod: row.paymentMethod,
    status: row.status,
    acceptedDriverId: row.acceptedDriverId,
    estimatedArrival: row.estimatedArrivalMinutes,
    notes: row.notes,
    passengers: row.passengers,
    requirements: row.requirements,
    source: row.source,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    arrivedAt: iso(row.arrivedAt),
    onBoardAt: iso(row.onBoardAt),
    completedAt: iso(row.completedAt),
    expiresAt: row.expiresAt.toISOString(),
    drops: row.droppedByDriverIds.length,
    heldAt: iso(row.heldAt),
    anonymisedAt: iso(row.anonymisedAt),
  };
}

/**
 * The driver's position is shared only while the ride is under way (design §5, privacy), and says when it is one
 * of the phone's simulated points rather than a GPS fix.
 */
export function toCustomerRideView({ ride, driver, rated }: RideWithDriver): CustomerRideView {
  return {
    ride: toRideDto(ride),
    driver: driver ? toAcceptedDriver(driver) : null,
    driverPosition:
      isUnderWay(ride.status) && driver?.lastLatitude != null && driver.lastLongitude != null
        ? { latitude: driver.lastLatitude, longitude: driver.lastLongitude, simulated: driver.locationSimulated }
        : null,
    rated,
  };
}

/** A history row as the office reads it; `actorName` only names drivers (customers are their phone, on the ride). */
export function toRideEventDto({ event, driverName }: { event: RideEventRow; driverName: string | null }): RideEvent {
  return {
    id: String(event.id),
    at: event.at.toISOString(),
    type: event.type,
    actorRole: event.actorRole,
    actorId: event.actorId,
    actorName: driverName,
    details: event.details ?? null,
  };
}
