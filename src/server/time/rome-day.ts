import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { setHours } from 'date-fns/setHours';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import { TIME_ZONE } from '../../shared/constants';

/**
 * The co-operative's day is the Europe/Rome calendar day, whatever the server's own zone (design §1).
 * On the two daylight-saving Sundays it lasts 23 or 25 hours.
 */
export function romeDayBounds(now: Date): { start: Date; end: Date } {
  const start = startOfDay(new TZDate(now.getTime(), TIME_ZONE));
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

/** The same Rome wall-clock time one day earlier, and the start of that day. */
export function romeYesterday(now: Date): { start: Date; sameTime: Date } {
  const yesterday = subDays(new TZDate(now.getTime(), TIME_ZONE), 1);
  return { start: new Date(startOfDay(yesterday).getTime()), sameTime: new Date(yesterday.getTime()) };
}

/** The latest `hour`:00 Rome wall-clock time at or before `now`: when today's (or, before it, yesterday's) daily run was due. */
export function latestRomeHour(now: Date, hour: number): Date {
  const today = setHours(startOfDay(new TZDate(now.getTime(), TIME_ZONE)), hour);
  return new Date((today.getTime() <= now.getTime() ? today : subDays(today, 1)).getTime());
}
