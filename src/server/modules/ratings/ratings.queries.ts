import { avg, count, desc, eq } from 'drizzle-orm';
import type { DriverRatings } from '../../../shared/drivers.schemas';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { drivers, ratings } from '../../db/schema';
import type { DriverRow } from '../drivers/drivers.queries';

export type RatingRow = typeof ratings.$inferSelect;

/** Locks the driver's row until the transaction ends: their ratings are counted one at a time. */
export async function lockDriver(tx: Db, driverId: string): Promise<void> {
  await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId)).for('update');
}

/** Null when the ride was already rated. */
export async function insertRating(db: Db, values: typeof ratings.$inferInsert): Promise<RatingRow | null> {
  const [row] = await db.insert(ratings).values(values).onConflictDoNothing({ target: ratings.rideId }).returning();
  return row ?? null;
}

/** The driver's average and count, computed again from all their ratings; answers the driver as now stored. */
export async function recomputeDriverRating(db: Db, driverId: string, now: Date): Promise<DriverRow> {
  const [totals] = await db
    .select({ average: avg(ratings.rating), total: count() })
    .from(ratings)
    .where(eq(ratings.driverId, driverId));
  const [driver] = await db
    .update(drivers)
    .set({ averageRating: Number(totals?.average ?? 0).toFixed(2), totalRatings: totals?.total ?? 0, updatedAt: now })
    .where(eq(drivers.id, driverId))
    .returning();
  if (!driver) throw new Error(`rated driver ${driverId} has no row`);
  return driver;
}

/**
 * A driver's reviews, newest first, at most `limit`, while `totalRatings` still counts them all. Deleted
 * drivers stay readable for the office: their history is kept (ADR 012). Null: no such driver.
 */
export async function driverRatings(db: Db, driverId: string, limit: number): Promise<DriverRatings | null> {
  if (!isUuid(driverId)) return null;
  const [driver] = await db
    .select({ id: drivers.id, name: drivers.name, averageRating: drivers.averageRating, totalRatings: drivers.totalRatings })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .limit(1);
  if (!driver) return null;
  const rows = await db
    .select({ id: ratings.id, rating: ratings.rating, reviewText: ratings.reviewText, createdAt: ratings.createdAt })
    .from(ratings)
    .where(eq(ratings.driverId, driverId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit);
  return {
    driver: { ...driver, averageRating: Number(driver.averageRating) },
    ratings: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
