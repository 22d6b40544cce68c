import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers } from '../../db/schema';

/** The database, not the socket, says whether a driver is online: any instance may have changed it. */
export async function isDriverOnline(db: Db, driverId: string): Promise<boolean> {
  const [row] = await db
    .select({ isAvailable: drivers.isAvailable })
    .from(drivers)
    .where(and(eq(drivers.id, driverId), isNull(drivers.deletedAt)))
    .limit(1);
  return row?.isAvailable ?? false;
}
