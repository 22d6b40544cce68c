import { RIDE_LIMITS } from './constants';
import type { RequestType } from './domain';

/**
 * spec §5 / design §4: a scheduled request is shown to drivers (and can be bid on) from 30 minutes
 * before departure to 5 minutes after it. Immediate requests are visible until they expire.
 * The server filters and guards bids with the same numbers, so the list and the bid never disagree.
 */
const MINUTE_MS = 60_000;
export const SCHEDULED_VISIBLE_BEFORE_MS = RIDE_LIMITS.scheduledVisibleBeforeMinutes * MINUTE_MS;
export const SCHEDULED_VISIBLE_AFTER_MS = RIDE_LIMITS.scheduledVisibleAfterMinutes * MINUTE_MS;

type Instant = Date | string | number;
const ms = (value: Instant) => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

export function isScheduledVisible(scheduledTime: Instant, now: Instant): boolean {
  const delta = ms(scheduledTime) - ms(now);
  return delta <= SCHEDULED_VISIBLE_BEFORE_MS && delta >= -SCHEDULED_VISIBLE_AFTER_MS;
}

export interface VisibilityInput {
  requestType: RequestType;
  scheduledTime: Instant | null;
  expiresAt: Instant;
}

/** Whether a pending request belongs on the drivers' list at `now`. */
export function isVisibleToDrivers(ride: VisibilityInput, now: Instant): boolean {
  if (ms(ride.expiresAt) <= ms(now)) return false;
  if (ride.requestType === 'immediate') return true;
  return ride.scheduledTime !== null && isScheduledVisible(ride.scheduledTime, now);
}
