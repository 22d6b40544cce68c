import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { customerExcludedDrivers, drivers, rides } from '../../db/schema';

/** design §14: a driver the customer left out, as the customer sees them in their list. */
export interface ExcludedDriverRow {
  driverId: string;
  name: string;
  carModel: string;
  licensePlate: string;
  excludedAt: Date;
}

/** The customer's list, newest first (a driver the office deleted meanwhile stays on it, by name). */
export async function excludedDriversOf(db: Db, customerId: string): Promise<ExcludedDriverRow[]> {
  return db
    .select({
      driverId: drivers.id,
      name: drivers.name,
      carModel: drivers.carModel,
      licensePlate: drivers.licensePlate,
      excludedAt: customerExcludedDrivers.createdAt,
    })
    .from(customerExcludedDrivers)
    .innerJoin(drivers, eq(drivers.id, customerExcludedDrivers.driverId))
    .where(eq(customerExcludedDrivers.customerId, customerId))
    .orderBy(desc(customerExcludedDrivers.createdAt), desc(drivers.id));
}

/**
 * Adds the driver to the customer's list, once (again is no change), but only a driver who drove one of this
 * customer's rides: nobody can probe the register or blacklist drivers they never met. False when not theirs.
 */
export async function excludeDriver(db: Db, customerId: string, driverId: string, at: Date): Promise<boolean> {
  if (!isUuid(driverId)) return false;
  const drove = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.customerId, customerId), eq(rides.acceptedDriverId, driverId)))
    .limit(1);
  if (drove.length === 0) return false;
  await db.insert(customerExcludedDrivers).values({ customerId, driverId, createdAt: at }).onConflictDoNothing();
  return true;
}

/** Takes the driver off the customer's list; a driver not on it is no change. */
export async function includeDriverAgain(db: Db, customerId: string, driverId: string): Promise<void> {
  if (!isUuid(driverId)) return;
  await db
    .delete(customerExcludedDrivers)
    .where(and(eq(customerExcludedDrivers.customerId, customerId), eq(customerExcludedDrivers.driverId, driverId)));
}

/** Whether the customer left this driver out. */
export async function isExcludedBy(db: Db, customerId: string, driverId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(customerExcludedDrivers)
    .where(and(eq(customerExcludedDrivers.customerId, customerId), eq(customerExcludedDrivers.driverId, driverId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the customer left anyone out: their rides then reach each driver who may serve them, not a whole room. */
export async function excludesAnyDriver(db: Db, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(customerExcludedDrivers)
    .where(eq(customerExcludedDrivers.customerId, customerId))
    .limit(1);
  return row !== undefined;
}

/** The office's register: how many customers left each driver out (design §14), never who. */
export async function exclusionCountsByDriver(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ driverId: customerExcludedDrivers.driverId, n: count() })
    .from(customerExcludedDrivers)
    .groupBy(customerExcludedDrivers.driverId);
  return new Map(rows.map((r) => [r.driverId, r.n]));
}

/** Account deletion (design §13): the list goes with the rest of the customer's data. */
export async function deleteExclusionsOf(db: Db, customerId: string): Promise<void> {
  await db.delete(customerExcludedDrivers).where(eq(customerExcludedDrivers.customerId, customerId));
}
