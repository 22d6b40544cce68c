import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { drivers } from '../../db/schema';

/** A driver the office has not deleted (ADR 012: deleted drivers stay as rows for their rides' history). */
export const activeDriver = (driverId: string): SQL => and(eq(drivers.id, driverId), isNull(drivers.deletedAt))!;

/**
 * "This driver is online", for the WHERE of a statement on a ride (the pending list, the bid), so that the
 * driver's state and the ride's are read in the same statement.
 */
export const driverIsOnline = (driverId: string): SQL =>
  sql`exists (select 1 from ${drivers} where ${and(activeDriver(driverId), eq(drivers.isAvailable, true))})`;
