import type { QueueRide } from '@shared/console.schemas';
import { formatDayTime } from '@/lib/format';
import { CONSOLE_TEXT } from './console-strings';

const T = CONSOLE_TEXT.rides;

const minutesSeconds = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * What the queue says about a ride's time: a pending immediate ride's minutes left before it expires, a scheduled
 * one's departure, an accepted one's expected arrival. `urgent` when the office should look now.
 */
export function rideTimeText(ride: QueueRide, now: number): { text: string; urgent: boolean } {
  if (ride.status === 'pending') {
    if (ride.requestType === 'scheduled' && ride.scheduledTime) {
      const left = Date.parse(ride.scheduledTime) - now;
      return { text: T.departsAt(formatDayTime(ride.scheduledTime)), urgent: left < 15 * 60_000 };
    }
    const left = Date.parse(ride.expiresAt) - now;
    return left > 0 ? { text: T.expiresIn(minutesSeconds(left)), urgent: left < 30_000 } : { text: T.expired, urgent: true };
  }
  if (ride.status === 'expired') return { text: T.expired, urgent: true };
  if (ride.status === 'accepted' && ride.estimatedArrival !== null && ride.acceptedAt) {
    return { text: T.etaAt(ride.estimatedArrival), urgent: false };
  }
  if (ride.requestType === 'scheduled' && ride.scheduledTime) return { text: T.departsAt(formatDayTime(ride.scheduledTime)), urgent: false };
  return { text: '', urgent: false };
}
