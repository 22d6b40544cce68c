import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { and, avg, count, eq, gte, lt, sum } from 'drizzle-orm';
import { TIME_ZONE } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { drivers, rides } from '../../db/schema';

export interface DriverStats {
  completedToday: number;
  /** Euros, from the completed rides' estimated fares. */
  earningsToday: number;
  /** Average ETA offered on the rides accepted today, in minutes with one decimal; null when none. */
  averageEta: number | null;
  averageRating: number;
  totalRatings: number;
}

/** Midnight to midnight in Rome, whatever the server's time zone (DESIGN §1). */
export function romeDay(now: Date): { start: Date; end: Date } {
  const start = startOfDay(new TZDate(now.getTime(), TIME_ZONE));
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

export async function driverStats(db: Db, driverId: string, now: Date): Promise<DriverStats> {
  const { start, end } = romeDay(now);
  const [completed] = await db
    .select({ n: count(), cents: sum(rides.estimatedFareCents) })
    .from(rides)
    .where(
      and(
        eq(rides.acceptedDriverId, driverId),
        eq(rides.status, 'completed'),
        gte(rides.completedAt, start),
        lt(rides.completedAt, end),
      ),
    );
  const [eta] = await db
    .select({ minutes: avg(rides.estimatedArrivalMinutes) })
    .from(rides)
    .where(and(eq(rides.acceptedDriverId, driverId), gte(rides.acceptedAt, start), lt(rides.acceptedAt, end)));
  const [driver] = await db
    .select({ averageRating: drivers.averageRating, totalRatings: drivers.totalRatings })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .limit(1);
  return {
    completedToday: completed?.n ?? 0,
    earningsToday: Number(completed?.cents ?? 0) / 100,
    averageEta: eta?.minutes == null ? null : Math.round(Number(eta.minutes) * 10) / 10,
    averageRating: Number(driver?.averageRating ?? 0),
    totalRatings: driver?.totalRatings ?? 0,
  };
}
