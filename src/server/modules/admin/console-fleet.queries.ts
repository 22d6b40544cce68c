import { and, asc, eq, ilike, inArray, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Bbox, FleetCluster, FleetCounts } from '../../../shared/console.schemas';
import type { LatLon } from '../../../shared/common.schemas';
import type { VehicleFeature } from '../../../shared/vehicle';
import type { Db } from '../../db/client';
import { drivers, rideOffers, rides } from '../../db/schema';
import { mayServeRide, offerRunning } from '../dispatch/dispatch.conditions';
import type { RideFor } from '../dispatch/dispatch.queries';
import { underWay } from '../rides/rides.conditions';

export interface FleetRow {
  driverId: string;
  name: string;
  licensePlate: string;
  carModel: string;
  phoneNumber: string;
  isAvailable: boolean;
  latitude: number | null;
  longitude: number | null;
  locationUpdatedAt: Date | null;
  simulated: boolean;
  rideId: string | null;
  destination: string | null;
  socketLostAt: Date | null;
  seats: number;
  features: VehicleFeature[];
}

const fleetColumns = {
  driverId: drivers.id,
  name: drivers.name,
  licensePlate: drivers.licensePlate,
  carModel: drivers.carModel,
  phoneNumber: drivers.phoneNumber,
  isAvailable: drivers.isAvailable,
  latitude: drivers.lastLatitude,
  longitude: drivers.lastLongitude,
  locationUpdatedAt: drivers.locationUpdatedAt,
  simulated: drivers.locationSimulated,
  rideId: rides.id,
  destination: rides.dropoffAddress,
  socketLostAt: drivers.socketLostAt,
  seats: drivers.seats,
  features: drivers.features,
};

const online = () => and(isNull(drivers.deletedAt), eq(drivers.isAvailable, true))!;

/**
 * The online taxis with a position inside `box`, written as the partial GiST index `drivers_free_position_gist`
 * (ADR 251) is, so that the index finds them without reading the rest of the fleet.
 */
function insideBox({ west, south, east, north }: Bbox): SQL {
  const box = sql`box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`;
  return and(
    online(),
    isNotNull(drivers.lastLatitude),
    isNotNull(drivers.lastLongitude),
    sql`point(${drivers.lastLongitude}, ${drivers.lastLatitude}) <@ ${box}`,
  )!;
}

/** A driver has at most one ride under way (the partial unique index): the join never repeats a driver. */
const rideUnderWay = () => and(eq(rides.acceptedDriverId, drivers.id), underWay());

/** design §10: online, and the live socket gone since before `unreachableBefore`. */
const unreachableSql = (unreachableBefore: Date) => sql`(${drivers.socketLostAt} is not null and ${drivers.socketLostAt} <= ${unreachableBefore})`;

/** How many online taxis are inside `box`, counting no further than `limit`: from the index alone, no row joined. */
export async function countInBox(db: Db, box: Bbox, limit: number): Promise<number> {
  const inside = db.select({ one: sql`1` }).from(drivers).where(insideBox(box)).limit(limit).as('inside');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inside);
  return row?.n ?? 0;
}

/**
 * The full rows of the online taxis inside `box`, at most `limit` (the caller asks one more to know there are more).
 * In no order: a map has none, and without one the scan stops at `limit` instead of reading and sorting a crowded box.
 */
export async function fleetInBox(db: Db, box: Bbox, limit: number): Promise<FleetRow[]> {
  return db.select(fleetColumns).from(drivers).leftJoin(rides, rideUnderWay()).where(insideBox(box)).limit(limit);
}

/** The full rows of the given online taxis (those whose newest position is in memory only, ADR 043). */
export async function fleetByIds(db: Db, ids: string[]): Promise<FleetRow[]> {
  if (ids.length === 0) return [];
  return db.select(fleetColumns).from(drivers).leftJoin(rides, rideUnderWay()).where(and(online(), inArray(drivers.id, ids)));
}

/**
 * The online taxis inside `box` gathered by a grid of `cell` degrees: per cell how many are free, busy and
 * unreachable, and where they are on average. One statement, as many rows as cells with a taxi.
 */
export async function fleetClustersInBox(db: Db, box: Bbox, cell: { lat: number; lon: number }, unreachableBefore: Date): Promise<FleetCluster[]> {
  const unreachable = unreachableSql(unreachableBefore);
  const rows = await db
    .select({
      free: sql<number>`count(*) filter (where not ${unreachable} and ${rides.id} is null)::int`,
      busy: sql<number>`count(*) filter (where not ${unreachable} and ${rides.id} is not null)::int`,
      unreachable: sql<number>`count(*) filter (where ${unreachable})::int`,
      latitude: sql<number>`avg(${drivers.lastLatitude})::float8`,
      longitude: sql<number>`avg(${drivers.lastLongitude})::float8`,
    })
    .from(drivers)
    .leftJoin(rides, rideUnderWay())
    .where(insideBox(box))
    .groupBy(sql`floor(${drivers.lastLatitude} / ${cell.lat}::float8)`, sql`floor(${drivers.lastLongitude} / ${cell.lon}::float8)`);
  return rows;
}

export interface UnreachableRow {
  driverId: string;
  name: string;
  licensePlate: string;
  lastSeenAt: string;
}

/**
 * The whole online fleet in one scan: its counts, the box holding every online taxi with a position (null when none
 * has) and its unreachable taxis, the latest gone first (the ones the office can still do something about).
 */
export async function fleetSummary(
  db: Db,
  unreachableBefore: Date,
): Promise<{ counts: FleetCounts; extent: Bbox | null; unreachable: UnreachableRow[] }> {
  const unreachable = unreachableSql(unreachableBefore);
  const gone = sql`json_build_object('driverId', ${drivers.id}, 'name', ${drivers.name}, 'licensePlate', ${drivers.licensePlate}, 'lastSeenAt', ${drivers.socketLostAt})`;
  const [row] = await db
    .select({
      free: sql<number>`count(*) filter (where not ${unreachable} and ${rides.id} is null)::int`,
      busy: sql<number>`count(*) filter (where not ${unreachable} and ${rides.id} is not null)::int`,
      unreachable: sql<number>`count(*) filter (where ${unreachable})::int`,
      west: sql<number | null>`min(${drivers.lastLongitude})::float8`,
      south: sql<number | null>`min(${drivers.lastLatitude})::float8`,
      east: sql<number | null>`max(${drivers.lastLongitude})::float8`,
      north: sql<number | null>`max(${drivers.lastLatitude})::float8`,
      gone: sql<UnreachableRow[] | null>`json_agg(${gone} order by ${drivers.socketLostAt} desc, ${drivers.id}) filter (where ${unreachable})`,
    })
    .from(drivers)
    .leftJoin(rides, rideUnderWay())
    .where(online());
  const { west, south, east, north, gone: rows, ...counts } = row!;
  const extent = west === null || south === null || east === null || north === null ? null : { west, south, east, north };
  // json_build_object writes the timestamp as PostgreSQL prints it: the API's is ISO 8601.
  return { counts, extent, unreachable: (rows ?? []).map((u) => ({ ...u, lastSeenAt: new Date(u.lastSeenAt).toISOString() })) };
}

/** Free as the office may give a ride (design §10): online, reachable, no ride under way, no offer on the screen. */
const freeForOffice = (reachableAfter: Date) =>
  and(
    online(),
    or(isNull(drivers.socketLostAt), sql`${drivers.socketLostAt} > ${reachableAfter}`),
    isNull(rides.id),
    sql`not exists (select 1 from ${rideOffers} where ${and(eq(rideOffers.driverId, drivers.id), offerRunning())})`,
  )!;

export interface FreeTaxisSearch {
  ride: RideFor;
  pickup: LatLon | null;
  reachableAfter: Date;
  /** Plate or name, any part of it. */
  query: string;
  limit: number;
  /** A taxi listed whatever its rank, when free (the one the office chose on the map). */
  include?: string;
}

const knownPosition = () =>
  and(isNotNull(drivers.lastLatitude), isNotNull(drivers.lastLongitude), eq(drivers.locationSimulated, false))!;

/**
 * The free taxis nearest a ride's pickup, in the order the assign dialog shows them: those that fit it (design §14,
 * dispatch's own predicate) before those that do not, and in each part those with a known position nearest first,
 * then those without one by name. A nearest-neighbour scan of the GiST index (`<->`, ADR 252) stops after `limit`
 * taxis, so a large fleet is not read; the next parts are read only while the list is short.
 */
export async function nearestFreeTaxis(db: Db, search: FreeTaxisSearch): Promise<FleetRow[]> {
  const { ride, pickup, reachableAfter, limit } = search;
  const like = `%${escapeLike(search.query)}%`;
  const matching = search.query ? or(ilike(drivers.licensePlate, like), ilike(drivers.name, like)) : undefined;
  const base = and(freeForOffice(reachableAfter), matching)!;
  const read = (where: SQL | undefined, order: SQL[], n: number) =>
    db.select(fleetColumns).from(drivers).leftJoin(rides, rideUnderWay()).where(where).orderBy(...order).limit(n);
  const byName = [asc(drivers.name), asc(drivers.id)];

  const found: FleetRow[] = [];
  for (const part of [mayServeRide(ride), not(mayServeRide(ride))]) {
    if (pickup && found.length < limit) {
      const near = sql`point(${drivers.lastLongitude}, ${drivers.lastLatitude}) <-> point(${pickup.lon}::float8, ${pickup.lat}::float8)`;
      found.push(...(await read(and(base, knownPosition(), part), [near], limit - found.length)));
    }
    if (found.length < limit) found.push(...(await read(and(base, pickup ? not(knownPosition()) : undefined, part), byName, limit - found.length)));
  }
  if (search.include && !found.some((row) => row.driverId === search.include)) {
    found.push(...(await read(and(freeForOffice(reachableAfter), eq(drivers.id, search.include)), byName, 1)));
  }
  return found;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
