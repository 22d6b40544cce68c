import type { Ride } from '@shared/rides.schemas';
import { formatTime } from './format';

const MINUTE_MS = 60_000;

/**
 * The taxi's promised arrival, as the customer's and the driver's cards both say it (issue 24): the minutes the
 * driver gave, counted from the acceptance, and the time of day they run out — "4 min · alle 10:42". Past it, the
 * minutes read 0 and the time stays. Null before the ride has a driver and minutes.
 */
export function arrivalText(ride: Pick<Ride, 'acceptedAt' | 'estimatedArrival'>, now: number): string | null {
  if (!ride.acceptedAt || ride.estimatedArrival === null) return null;
  const at = Date.parse(ride.acceptedAt) + ride.estimatedArrival * MINUTE_MS;
  if (!Number.isFinite(at)) return null;
  const minutes = Math.max(0, Math.ceil((at - now) / MINUTE_MS));
  return `${minutes} min · alle ${formatTime(at)}`;
}
