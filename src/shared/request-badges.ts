import { RIDE_LIMITS } from './constants';

/** spec §4 "Immediate request card" and "Scheduled request badge", as pure functions of the clock. */

type Instant = Date | string | number;
const ms = (value: Instant) => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/**
 * Seconds left on an immediate request's 90 s countdown. The server's `expiresAt` is the truth (it refuses
 * bids after it); `createdAt + 90 s` is the same instant, used only if `expiresAt` is missing.
 */
export function immediateSecondsLeft(ride: { createdAt: Instant; expiresAt?: Instant | null }, now: Instant): number {
  const end = ride.expiresAt ? ms(ride.expiresAt) : ms(ride.createdAt) + RIDE_LIMITS.immediateExpirySeconds * 1000;
  const left = Math.ceil((end - ms(now)) / 1000);
  return Math.max(0, Math.min(RIDE_LIMITS.immediateExpirySeconds, left));
}

/** "1:05" for 65 seconds. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export type ScheduledBadgeTone = 'urgent' | 'soon' | 'later' | 'late';
export interface ScheduledBadge {
  tone: ScheduledBadgeTone;
  label: string;
}

/**
 * ≤ 5 min: urgent 'Partenza imminente'; ≤ 15: 'Partenza tra N min'; > 15: the same text, lighter;
 * past departure: 'In ritardo'. Minutes are rounded up so the badge never promises more time than there is.
 */
export function scheduledBadge(scheduledTime: Instant, now: Instant): ScheduledBadge {
  const deltaMs = ms(scheduledTime) - ms(now);
  if (deltaMs < 0) return { tone: 'late', label: 'In ritardo' };
  const minutes = Math.ceil(deltaMs / 60_000);
  if (minutes <= RIDE_LIMITS.urgentBadgeMinutes) return { tone: 'urgent', label: 'Partenza imminente' };
  const label = `Partenza tra ${minutes} min`;
  return { tone: minutes <= RIDE_LIMITS.soonBadgeMinutes ? 'soon' : 'later', label };
}

/** "ora", "2 min fa", "1 h 5 min fa": time since the request was created. */
export function timeSince(createdAt: Instant, now: Instant): string {
  const minutes = Math.floor((ms(now) - ms(createdAt)) / 60_000);
  if (minutes < 1) return 'ora';
  if (minutes < 60) return `${minutes} min fa`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h fa` : `${hours} h ${rest} min fa`;
}
