import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminRideDetails, AdminRidesPage, AdminRidesQuery } from '../../../shared/admin.schemas';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { drivers, rides } from '../../db/schema';
import { toRideDto, toRideEventDto } from '../rides/ride.dto';
import { rideHistory } from '../rides/ride-events.queries';
import { statusIn } from '../rides/rides.conditions';

/** `%`, `_` and `\` typed by the office are text to find, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtersOf(query: AdminRidesQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(statusIn([query.status]));
  if (query.type !== 'all') conditions.push(eq(rides.requestType, query.type));
  if (query.q !== '') {
    const text = `%${escapeLike(query.q)}%`;
    // Phones are stored as +393471234567; the office types "347 123 4567".
    const digits = query.q.replace(/[\s().\-/]/g, '');
    const phone = `%${escapeLike(digits || query.q)}%`;
    conditions.push(
      or(ilike(rides.pickupAddress, text), ilike(rides.dropoffAddress, text), ilike(rides.customerPhone, phone))!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of rides, newest first, filtered in the database (spec §5: substring on addresses and phone,
 * status AND type, 'all' = no filter). The driver's name comes along, deleted drivers included.
 */
export async function listAdminRides(db: Db, query: AdminRidesQuery): Promise<AdminRidesPage> {
  const where = filtersOf(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ride: rides, driverName: drivers.name })
      .from(rides)
      .leftJoin(drivers, eq(drivers.id, rides.acceptedDriverId))
      .where(where)
      .orderBy(desc(rides.createdAt), desc(rides.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(rides).where(where),
  ]);
  return {
    rides: rows.map((r) => ({ ...toRideDto(r.ride), driverName: r.driverName })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One ride for the office's details dialog (design §10): with its driver's name and its history, oldest first. */
export async function findAdminRideDetails(db: Db, rideId: string): Promise<AdminRideDetails | null> {
  if (!isUuid(rideId)) return null;
  const [found] = await db
    .select({ ride: rides, driverName: drivers.name })
    .from(rides)
    .leftJoin(drivers, eq(drivers.id, rides.acceptedDriverId))
    .where(eq(rides.id, rideId))
    .limit(1);
  if (!found) return null;
  const events = await rideHistory(db, rideId);
  return { ...toRideDto(found.ride), driverName: found.driverName, events: events.map(toRideEventDto) };
}
