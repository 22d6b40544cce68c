import { and, count, gte, isNull, lt, sql, sum } from 'drizzle-orm';
import type { AdminStats } from '../../../shared/admin.schemas';
import type { Db } from '../../db/client';
import { drivers, rides } from '../../db/schema';
import { romeDayBounds, romeYesterday } from '../../time/rome-day';
import { activeAt, completedBetween } from '../rides/rides.conditions';

export interface StatsWindows {
  todayStart: Date;
  now: Date;
  yesterdayStart: Date;
  /** The same wall-clock time yesterday in Rome (so a DST day compares 23 or 25 real hours fairly by the clock). */
  yesterdaySameTime: Date;
}

/** Today so far and the same period yesterday, by the Europe/Rome calendar whatever the server's zone. */
export function statsWindows(now: Date): StatsWindows {
  const yesterday = romeYesterday(now);
  return {
    todayStart: romeDayBounds(now).start,
    now,
    yesterdayStart: yesterday.start,
    yesterdaySameTime: yesterday.sameTime,
  };
}

/**
 * '+25%', '-10%', '+0%'. With nothing yesterday there is no base to divide by: any activity today
 * reads '+100%' (ADR 010), none reads '+0%'.
 */
export function percentChange(today: number, yesterday: number): string {
  if (yesterday === 0) return today > 0 ? '+100%' : '+0%';
  const change = Math.round(((today - yesterday) / yesterday) * 100);
  return change < 0 ? `${change}%` : `+${change}%`;
}

const centsToText = (cents: number) => (cents / 100).toFixed(2);

export async function computeAdminStats(db: Db, now: Date): Promise<AdminStats> {
  const w = statsWindows(now);
  const createdBetween = (from: Date, to: Date) => and(gte(rides.createdAt, from), lt(rides.createdAt, to));
  // Both periods include their last millisecond (`lt` the next one): a ride created at `now` counts today.
  const todayEnd = new Date(now.getTime() + 1);
  const yesterdayEnd = new Date(w.yesterdaySameTime.getTime() + 1);

  const [[ridesToday], [ridesYesterday], [revenueToday], [revenueYesterday], [active], [driverCounts]] =
    await Promise.all([
      db.select({ n: count() }).from(rides).where(createdBetween(w.todayStart, todayEnd)),
      db.select({ n: count() }).from(rides).where(createdBetween(w.yesterdayStart, yesterdayEnd)),
      db.select({ cents: sum(rides.finalFareCents) }).from(rides).where(completedBetween(w.todayStart, todayEnd)),
      db
        .select({ cents: sum(rides.finalFareCents) })
        .from(rides)
        .where(completedBetween(w.yesterdayStart, yesterdayEnd)),
      db
        .select({ n: count() })
        .from(rides)
        .where(activeAt(now)),
      db
        .select({
          total: count(),
          online: sql<number>`count(*) filter (where ${drivers.isAvailable})`.mapWith(Number),
        })
        .from(drivers)
        .where(isNull(drivers.deletedAt)),
    ]);

  const todayCents = Number(revenueToday?.cents ?? 0);
  const yesterdayCents = Number(revenueYesterday?.cents ?? 0);
  return {
    ridesToday: ridesToday?.n ?? 0,
    ridesChange: percentChange(ridesToday?.n ?? 0, ridesYesterday?.n ?? 0),
    ridesYesterday: ridesYesterday?.n ?? 0,
    activeRides: active?.n ?? 0,
    revenueToday: centsToText(todayCents),
    revenueChange: percentChange(todayCents, yesterdayCents),
    revenueYesterday: centsToText(yesterdayCents),
    activeDrivers: driverCounts?.online ?? 0,
    totalDrivers: driverCounts?.total ?? 0,
  };
}
