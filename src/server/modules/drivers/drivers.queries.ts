import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { drivers, rides } from '../../db/schema';
import { driverHasRideUnderWay, underWay } from '../rides/rides.conditions';
import { activeDriver } from './drivers.conditions';
import type { Language } from '../../../shared/i18n/languages';

export type DriverRow = typeof drivers.$inferSelect;
/** What the office's form writes; `seats` and `features` left undefined keep the column's default on insert and the car's on edit. */
type DriverFields = Pick<typeof drivers.$inferInsert, 'name' | 'phoneNumber' | 'licensePlate' | 'carModel' | 'licenseNumber' | 'rating' | 'seats' | 'features'>;

/** The driver, unless the office deleted them (a deleted driver is signed out and no longer works). */
export async function findActiveDriver(db: Db, driverId: string): Promise<DriverRow | null> {
  if (!isUuid(driverId)) return null;
  const [row] = await db.select().from(drivers).where(activeDriver(driverId)).limit(1);
  return row ?? null;
}

/** The driver even after the office removed them (soft delete): a past ride's receipt still names them. */
export async function findDriverEver(db: Db, driverId: string): Promise<DriverRow | null> {
  if (!isUuid(driverId)) return null;
  const [row] = await db.select().from(drivers).where(eq(drivers.id, driverId)).limit(1);
  return row ?? null;
}

export async function findActiveDriverByPhone(db: Db, phoneNumber: string): Promise<DriverRow | null> {
  const [row] = await db
    .select()
    .from(drivers)
    .where(and(eq(drivers.phoneNumber, phoneNumber), isNull(drivers.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Who may see a driver's position (ADR 043): online or not, and the customer of the ride under way, if any. */
export interface RelayStateRow {
  driverId: string;
  online: boolean;
  customerId: string | null;
}

/**
 * The relay's view of many drivers in one statement (the location cache loads them in batches, ADR 043): a driver
 * deleted by the office is absent.
 */
export async function relayStatesOf(db: Db, driverIds: readonly string[]): Promise<RelayStateRow[]> {
  const ids = driverIds.filter(isUuid);
  if (ids.length === 0) return [];
  const rideUnderWay = and(eq(rides.acceptedDriverId, drivers.id), underWay());
  return db
    .select({ driverId: drivers.id, online: drivers.isAvailable, customerId: rides.customerId })
    .from(drivers)
    .leftJoin(rides, rideUnderWay)
    .where(and(inArray(drivers.id, ids), isNull(drivers.deletedAt)));
}

/** The database, not the socket, says whether a driver is online: any instance may have changed it. */
export async function isDriverOnline(db: Db, driverId: string): Promise<boolean> {
  return (await findActiveDriver(db, driverId))?.isAvailable ?? false;
}

export async function listActiveDrivers(db: Db): Promise<DriverRow[]> {
  return db.select().from(drivers).where(isNull(drivers.deletedAt)).orderBy(asc(drivers.name), asc(drivers.id));
}

/** Whether another active driver already has this phone number. */
export async function isPhoneTaken(db: Db, phoneNumber: string, exceptDriverId?: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(
      and(
        eq(drivers.phoneNumber, phoneNumber),
        isNull(drivers.deletedAt),
        ...(exceptDriverId ? [ne(drivers.id, exceptDriverId)] : []),
      ),
    )
    .limit(1);
  return taken !== undefined;
}

export async function insertDriver(db: Db, fields: DriverFields, now: Date): Promise<DriverRow> {
  const [row] = await db
    .insert(drivers)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateActiveDriver(db: Db, driverId: string, fields: DriverFields, now: Date): Promise<DriverRow | null> {
  if (!isUuid(driverId)) return null;
  const [row] = await db
    .update(drivers)
    .set({ ...fields, updatedAt: now })
    .where(activeDriver(driverId))
    .returning();
  return row ?? null;
}

/** Soft delete (ADR 012), refused in the same statement while a customer waits for this driver. */
export async function deleteDriverWithoutRideUnderWay(db: Db, driverId: string, now: Date): Promise<boolean> {
  if (!isUuid(driverId)) return false;
  const deleted = await db
    .update(drivers)
    .set({ deletedAt: now, updatedAt: now, isAvailable: false })
    .where(and(activeDriver(driverId), not(driverHasRideUnderWay(driverId))))
    .returning({ id: drivers.id });
  return deleted.length === 1;
}

/**
 * Online or offline; going offline is refused in the same statement while a ride is under way, so a bid won a
 * moment earlier cannot slip between the check and the write. Null: no such active driver, or refused.
 */
export async function setDriverAvailability(
  db: Db,
  driverId: string,
  isAvailable: boolean,
  now: Date,
): Promise<DriverRow | null> {
  // Going online again while online keeps the taxi's place in the rank queue (design §11's idle time).
  const at = sql`${now.toISOString()}::timestamptz`;
  const keptOr = (since: typeof drivers.onlineSince | typeof drivers.idleSince) => sql`case when ${drivers.isAvailable} then coalesce(${since}, ${at}) else ${at} end`;
  const [row] = await db
    .update(drivers)
    .set({
      isAvailable,
      updatedAt: now,
      onlineSince: isAvailable ? keptOr(drivers.onlineSince) : null,
      idleSince: isAvailable ? keptOr(drivers.idleSince) : null,
      // Going on or off line is the driver's own act: whatever his socket did before says nothing now.
      socketLostAt: null,
    })
    .where(and(activeDriver(driverId), ...(isAvailable ? [] : [not(driverHasRideUnderWay(driverId))])))
    .returning();
  return row ?? null;
}

/** Takes an online driver offline unless a ride is under way; null when nothing changed. */
export async function takeOfflineUnlessRideUnderWay(db: Db, driverId: string, now: Date): Promise<DriverRow | null> {
  const [row] = await db
    .update(drivers)
    .set({ isAvailable: false, updatedAt: now, onlineSince: null, idleSince: null })
    .where(and(activeDriver(driverId), eq(drivers.isAvailable, true), not(driverHasRideUnderWay(driverId))))
    .returning();
  return row ?? null;
}

export interface DriverPositionAt {
  driverId: string;
  latitude: number;
  longitude: number;
  /** One of the phone's simulated points, not a GPS fix. */
  simulated: boolean;
  at: Date;
}

/**
 * Many drivers' latest positions in one statement (deleted drivers' are dropped). Each column goes as one array
 * parameter, unnested in the database: five parameters whatever the batch, where a `values` list of five per row
 * cost Drizzle and the driver about 2.7 ms of this process's CPU per 100 rows to build and encode (ADR 253).
 */
export async function saveDriverPositions(db: Db, positions: readonly DriverPositionAt[]): Promise<void> {
  const column = <T>(pick: (p: DriverPositionAt) => T) => sql.param(positions.map(pick));
  await db.execute(sql`
    update ${drivers} as d
       set last_latitude = v.lat, last_longitude = v.lon, location_simulated = v.simulated, location_updated_at = v.at
      from unnest(${column((p) => p.driverId)}::uuid[], ${column((p) => p.latitude)}::double precision[],
                  ${column((p) => p.longitude)}::double precision[], ${column((p) => p.simulated)}::boolean[],
                  ${column((p) => p.at.toISOString())}::timestamptz[]) as v(id, lat, lon, simulated, at)
     where d.id = v.id and d.deleted_at is null`);
}

/**
 * A drop-off puts the taxi back in the rank queue (design §11): idle from now. A driver who went offline meanwhile
 * starts again from going online.
 */
export async function markDriverIdleSince(db: Db, driverId: string, at: Date): Promise<void> {
  await db
    .update(drivers)
    .set({ idleSince: sql`greatest(${drivers.idleSince}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(drivers.id, driverId), eq(drivers.isAvailable, true)));
}

/**
 * design §10 reachability: the driver's last live socket on an instance closed; kept for an online driver only, and
 * only the first loss counts (the time he was last seen).
 */
export async function markDriverSocketLost(db: Db, driverId: string, at: Date): Promise<void> {
  await db
    .update(drivers)
    .set({ socketLostAt: at })
    .where(and(activeDriver(driverId), eq(drivers.isAvailable, true), isNull(drivers.socketLostAt)));
}

/** These drivers have a live socket (again): those that were marked lost are returned, with when they were. */
export async function markDriverSocketsBack(db: Db, driverIds: readonly string[]): Promise<Array<{ driverId: string; lostAt: Date }>> {
  const ids = driverIds.filter(isUuid);
  if (ids.length === 0) return [];
  const before = alias(drivers, 'before');
  const rows = await db
    .update(drivers)
    .set({ socketLostAt: null })
    .from(before)
    .where(and(eq(before.id, drivers.id), inArray(drivers.id, ids), isNotNull(drivers.socketLostAt)))
    .returning({ driverId: drivers.id, lostAt: before.socketLostAt });
  return rows.map((r) => ({ driverId: r.driverId, lostAt: r.lostAt! }));
}

/** Online drivers whose socket has been gone since within (`from`, `to`]: those who just became unreachable. */
export async function driversLostBetween(db: Db, from: Date, to: Date): Promise<Array<{ driverId: string; lostAt: Date }>> {
  const rows = await db
    .select({ driverId: drivers.id, lostAt: drivers.socketLostAt })
    .from(drivers)
    .where(and(isNull(drivers.deletedAt), eq(drivers.isAvailable, true), gt(drivers.socketLostAt, from), lte(drivers.socketLostAt, to)));
  return rows.map((r) => ({ driverId: r.driverId, lostAt: r.lostAt! }));
}

/** design §16: the language of the driver's last sign-in, for the pushes that reach them. */
export async function rememberDriverLanguage(db: Db, driverId: string, language: Language): Promise<void> {
  await db.update(drivers).set({ language }).where(and(eq(drivers.id, driverId), ne(drivers.language, language)));
}
