import type { FastifyInstance } from 'fastify';
import { CALLER_RECENT_ADDRESSES, type CallerLookup } from '../../../shared/console.schemas';
import { findCustomerByPhone } from '../customers/customers.queries';
import { latestRideAddresses, type RideAddresses } from './console-callers.queries';

/** How far back caller recall looks: a regular's habits show in their latest rides. */
const RIDES_READ = 200;

type RecentAddress = CallerLookup['recentAddresses'][number];

/** Every address of the rides, pickups and drop-offs alike, newest first. */
function addressesOf(rides: RideAddresses[]): Array<Omit<RecentAddress, 'count'>> {
  return rides.flatMap((r) => [
    ...(r.pickupAddress ? [{ address: r.pickupAddress, lat: r.pickupLatitude, lon: r.pickupLongitude }] : []),
    ...(r.dropoffAddress ? [{ address: r.dropoffAddress, lat: r.dropoffLatitude, lon: r.dropoffLongitude }] : []),
  ]);
}

/**
 * Caller recall (design §10): the customer with that number and the addresses of their own rides, most used
 * first; among equally used ones the most recent first, each with the coordinates it had last time.
 */
export async function lookUpCaller(app: FastifyInstance, phoneNumber: string): Promise<CallerLookup> {
  const customer = await findCustomerByPhone(app.db, phoneNumber);
  if (!customer) return { customer: null, recentAddresses: [] };
  const counted = new Map<string, RecentAddress>();
  for (const found of addressesOf(await latestRideAddresses(app.db, customer.id, RIDES_READ))) {
    const seen = counted.get(found.address);
    if (seen) seen.count += 1;
    else counted.set(found.address, { ...found, count: 1 });
  }
  // Map order is first seen = newest; the sort is stable, so ties stay newest first.
  const recentAddresses = [...counted.values()].sort((a, b) => b.count - a.count).slice(0, CALLER_RECENT_ADDRESSES);
  return { customer: { id: customer.id, phoneNumber: customer.phoneNumber }, recentAddresses };
}
