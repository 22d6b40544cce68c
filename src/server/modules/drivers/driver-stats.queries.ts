import { and, avg, count, eq, gte, lt, sum } from 'drizzle-orm';
import type { DriverStats } from '../../../shared/drivers.schemas';
import type { Db } from '../../db/client';
import { drivers, rides } from '../../db/schema';
import { romeDayBounds } from '../../time/rome-day';
import { completedBetween } from '../rides/rides.conditions';

/** A driver's own day in Europe/Rome: rides completed and their takings, the ETA offered, their rating. */
export async function driverStats(db: Db, driverId: string, now: Date): Promise<DriverStats> {
  const { start, end } = romeDayBounds(now);
  const [completed] = await db
    .select({ n: count(), cents: sum(rides.finalFareCents) })
    .from(rides)
    .where(
      and(eq(rides.acceptedDriverId, driverId), completedBetween(start, end)),
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
