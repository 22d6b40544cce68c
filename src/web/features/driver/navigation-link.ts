import type { Ride } from '@shared/rides.schemas';

/**
 * A link the driver taps to open turn-by-turn navigation to the pickup (ADR 044). Google Maps' URL
 * scheme opens the app on Android and iOS, and the website elsewhere; coordinates beat the text address.
 */
export function navigationToPickup(ride: Pick<Ride, 'pickupAddress' | 'pickupLat' | 'pickupLon'>): string {
  const destination =
    ride.pickupLat !== null && ride.pickupLon !== null ? `${ride.pickupLat},${ride.pickupLon}` : (ride.pickupAddress ?? '');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}&travelmode=driving`;
}
