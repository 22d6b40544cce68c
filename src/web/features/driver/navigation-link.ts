import type { Ride } from '@shared/rides.schemas';

type Stop = 'pickup' | 'dropoff';

/**
 * A link the driver taps to open turn-by-turn navigation (ADR 044): to the pickup until the passenger is on
 * board, then to the destination. Google Maps' URL scheme opens the app on Android and iOS, and the website
 * elsewhere; coordinates beat the text address.
 */
export function navigationLink(
  ride: Pick<Ride, 'pickupAddress' | 'pickupLat' | 'pickupLon' | 'dropoffAddress' | 'dropoffLat' | 'dropoffLon'>,
  to: Stop,
): string {
  const [lat, lon, address] =
    to === 'pickup' ? [ride.pickupLat, ride.pickupLon, ride.pickupAddress] : [ride.dropoffLat, ride.dropoffLon, ride.dropoffAddress];
  const destination = lat !== null && lon !== null ? `${lat},${lon}` : (address ?? '');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}&travelmode=driving`;
}
