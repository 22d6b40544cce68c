import type { QueueRide } from '../../../shared/console.schemas';
import type { QueueRideRow } from './console-rides.queries';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A queue row → its API shape, as `toRideDto` gives those fields (dates ISO strings, coordinates renamed). */
export function toQueueRideDto(row: QueueRideRow): QueueRide {
  return {
    id: row.id,
    status: row.status,
    requestType: row.requestType,
    source: row.source,
    scheduledTime: iso(row.scheduledTime),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    estimatedArrival: row.estimatedArrivalMinutes,
    heldAt: iso(row.heldAt),
    customerPhone: row.customerPhone,
    pickupAddress: row.pickupAddress,
    pickupLat: row.pickupLatitude,
    pickupLon: row.pickupLongitude,
    dropoffAddress: row.dropoffAddress,
    anonymisedAt: iso(row.anonymisedAt),
    passengers: row.passengers,
    requirements: row.requirements,
    acceptedDriverId: row.acceptedDriverId,
    driverName: row.driverName,
  };
}
