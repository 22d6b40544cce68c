import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { drivers } from '../../db/schema';

/** A driver the office has not deleted (ADR 012: deleted drivers stay as rows for their rides' history). */
export const activeDriver = (driverId: string): SQL => and(eq(drivers.id, driverId), isNull(drivers.deletedAt))!;

/**
 * "This driver is online", for the WHERE of a statement on a ride (the pending list, the bid), so that the
 * driver's state and the ride's are read in the same statement.
 */
export const driverIsOnline = (driverId: string): SQL =>
  sql`exists (select 1 from ${drivers} where ${and(activeDriver(driverId), eq(drivers.isAvailable, true))})`;

/**
 * design §10 reachability: the driver's live socket is open, or closed less than `unreachableSeconds` ago (a phone
 * passing under a tunnel). Past that the driver is `unreachable` and offered nothing until the socket is back.
 */
export const driverReachableAt = (now: Date, unreachableSeconds: number): SQL =>
  or(isNull(drivers.socketLostAt), gt(drivers.socketLostAt, new Date(now.getTime() - unreachableSeconds * 1000)))!;
