import { RIDE_LIMITS } from '../../../shared/constants';
import type { RequestType, RideSource } from '../../../shared/domain';

/** What a ride's expiry depends on. */
export interface ExpiringRide {
  requestType: RequestType;
  scheduledTime: Date | null;
  source: RideSource;
}

/**
 * design §4 "Expiry", from the moment the ride is sent out (booked, dropped by its driver, or redispatched by the
 * office): an immediate request waits 90 s — a phone booking `OFFICE_RIDE_TIMEOUT_MINUTES`, since the caller has no
 * screen to ask again on —, a booking for later until 5 minutes after its departure, and never less than an
 * immediate request would from `at` (a booking dropped at its departure time still gets its round).
 */
export function expiryOf(ride: ExpiringRide, at: Date, officeRideTimeoutMinutes: number): Date {
  const waitMs = ride.source === 'office' ? officeRideTimeoutMinutes * 60_000 : RIDE_LIMITS.immediateExpirySeconds * 1000;
  const immediate = at.getTime() + waitMs;
  if (ride.requestType !== 'scheduled' || !ride.scheduledTime) return new Date(immediate);
  return new Date(Math.max(immediate, ride.scheduledTime.getTime() + RIDE_LIMITS.scheduledVisibleAfterMinutes * 60_000));
}
