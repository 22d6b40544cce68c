import type { LatLon } from '@shared/common.schemas';
import { drivingMinutes } from '@shared/driving-time';
import { kmBetween } from '@shared/geo';
import type { Ride } from '@shared/rides.schemas';
import { t } from '@/i18n/i18n';
import { formatTime } from './format';

const MINUTE_MS = 60_000;

/** Where the taxi really is now (never one of the simulated points), and how much longer the road is than the line. */
export interface LiveTaxi {
  at: LatLon | null;
  roadFactor: number;
}

/**
 * The taxi's arrival, as the customer's and the driver's cards both say it (issue 24): "4 min · alle 10:42". From
 * the taxi's live position when it is known — the drive from there to the pickup, counted now — else the minutes
 * the driver promised, counted from the acceptance; past that time the minutes read 0 and the time stays. Null
 * before the ride has a driver and minutes.
 */
export function arrivalText(
  ride: Pick<Ride, 'acceptedAt' | 'estimatedArrival' | 'pickupLat' | 'pickupLon'>,
  now: number,
  live: LiveTaxi | null = null,
): string | null {
  if (!ride.acceptedAt || ride.estimatedArrival === null) return null;
  if (live?.at && ride.pickupLat !== null && ride.pickupLon !== null) {
    const minutes = drivingMinutes(kmBetween(live.at, { lat: ride.pickupLat, lon: ride.pickupLon }), live.roadFactor);
    return t('arriving.arrival', { n: minutes, time: formatTime(now + minutes * MINUTE_MS) });
  }
  const at = Date.parse(ride.acceptedAt) + ride.estimatedArrival * MINUTE_MS;
  if (!Number.isFinite(at)) return null;
  const minutes = Math.max(0, Math.ceil((at - now) / MINUTE_MS));
  return t('arriving.arrival', { n: minutes, time: formatTime(at) });
}
