import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rides } from '../../db/schema';

export interface RideAddresses {
  pickupAddress: string | null;
  pickupLatitude: number | null;
  pickupLongitude: number | null;
  dropoffAddress: string | null;
  dropoffLatitude: number | null;
  dropoffLongitude: number | null;
}

/**
 * The addresses of one customer's latest rides, newest first: caller recall reads that phone's rides only, and
 * only rides that still hold their addresses (not anonymised, design §13).
 */
export async function latestRideAddresses(db: Db, customerId: string, limit: number): Promise<RideAddresses[]> {
  return db
    .select({
      pickupAddress: rides.pickupAddress,
      pickupLatitude: rides.pickupLatitude,
      pickupLongitude: rides.pickupLongitude,
      dropoffAddress: rides.dropoffAddress,
      dropoffLatitude: rides.dropoffLatitude,
      dropoffLongitude: rides.dropoffLongitude,
    })
    .from(rides)
    .where(and(eq(rides.customerId, customerId), isNull(rides.anonymisedAt)))
    .orderBy(desc(rides.createdAt), desc(rides.id))
    .limit(limit);
}
