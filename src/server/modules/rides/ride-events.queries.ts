import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, rideEvents } from '../../db/schema';

export type RideEventRow = typeof rideEvents.$inferSelect;
export type NewRideEvent = Omit<typeof rideEvents.$inferInsert, 'id'>;

/** design §4 history: called with the transaction of the change it records. */
export async function appendRideEvents(db: Db, events: readonly NewRideEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(rideEvents).values([...events]);
}

/** A ride's history, oldest first, with the acting driver's name (also when that driver was deleted since). */
export async function rideHistory(db: Db, rideId: string): Promise<Array<{ event: RideEventRow; driverName: string | null }>> {
  return db
    .select({ event: rideEvents, driverName: drivers.name })
    .from(rideEvents)
    .leftJoin(drivers, and(eq(rideEvents.actorRole, 'driver'), eq(drivers.id, rideEvents.actorId)))
    .where(eq(rideEvents.rideId, rideId))
    .orderBy(asc(rideEvents.at), asc(rideEvents.id));
}
