import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { RIDE_LIMITS, TIME_ZONE } from './constants';

/**
 * spec §5 booking window, in Europe/Rome whatever the device's zone: 30-minute slots 00:00–23:30,
 * dates from today to 30 days ahead, departure at least 1 hour in the future. Days travel as
 * 'yyyy-MM-dd' and slots as 'HH:mm' (Rome wall-clock), so no time zone can shift them.
 */

const MINUTE_MS = 60_000;

/** '00:00', '00:30', … '23:30'. */
export function timeSlots(): string[] {
  const slots: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += RIDE_LIMITS.slotStepMinutes) {
    slots.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return slots;
}

/** The Rome calendar day of an instant, 'yyyy-MM-dd'. */
export function romeDay(at: Date): string {
  return format(new TZDate(at.getTime(), TIME_ZONE), 'yyyy-MM-dd');
}

/** The first and last bookable Rome days: today … today + 30. */
export function bookableDays(now: Date): { first: string; last: string } {
  const today = new TZDate(now.getTime(), TIME_ZONE);
  return { first: romeDay(today), last: format(addDays(today, RIDE_LIMITS.scheduledMaxLeadDays), 'yyyy-MM-dd') };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLOT = /^([01]\d|2[0-3]):(00|30)$/;

/**
 * A Rome day and slot → the instant. In the spring DST gap (02:00–02:59 does not exist) the
 * wall-clock time moves forward an hour, as a Rome clock would.
 */
export function slotToInstant(day: string, slot: string): Date | null {
  const d = DAY.exec(day);
  const s = SLOT.exec(slot);
  if (!d || !s) return null;
  const instant = new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(s[1]), Number(s[2]), TIME_ZONE);
  return Number.isNaN(instant.getTime()) ? null : new Date(instant.getTime());
}

/** The Rome 'HH:mm' of an instant. */
export function romeSlot(at: Date): string {
  return format(new TZDate(at.getTime(), TIME_ZONE), 'HH:mm');
}

export type ScheduleProblem = 'too_soon' | 'too_far' | 'not_a_slot';

/** Why a scheduled departure is not bookable at `now`, or null when it is. */
export function scheduleProblem(scheduled: Date, now: Date): ScheduleProblem | null {
  const rome = new TZDate(scheduled.getTime(), TIME_ZONE);
  if (rome.getMinutes() % RIDE_LIMITS.slotStepMinutes !== 0 || rome.getSeconds() !== 0 || rome.getMilliseconds() !== 0) {
    return 'not_a_slot';
  }
  if (scheduled.getTime() < now.getTime() + RIDE_LIMITS.scheduledMinLeadMinutes * MINUTE_MS) return 'too_soon';
  if (romeDay(scheduled) > bookableDays(now).last) return 'too_far';
  return null;
}
