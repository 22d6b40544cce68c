import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerCard } from '@shared/ride-states';
import type { CustomerRideView } from '@shared/rides.schemas';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { awaitsRating } from '../ride-rating';

/** This tab's last followed ride, so a reload can still show how it ended (the server forgets ended rides). */
const FOLLOWED_RIDE_KEY = 'trackedRideId';

export function rememberFollowedRide(rideId: string | null): void {
  try {
    if (rideId) sessionStorage.setItem(FOLLOWED_RIDE_KEY, rideId);
    else sessionStorage.removeItem(FOLLOWED_RIDE_KEY);
  } catch {
    // Storage unavailable: the server's current ride still restores the screen.
  }
}

function followedRideId(): string | null {
  try {
    return sessionStorage.getItem(FOLLOWED_RIDE_KEY);
  } catch {
    return null;
  }
}

const currentRideKey = ['/api/customers/me/rides', { scope: 'current' }] as const;

/**
 * The ride the booking page follows (design §4 recovery): the customer's current ride; when there is none, the
 * ride followed until now, read by id while its end is still something to show — an expired search to retry, a
 * completed ride to rate. `previous` is read once the first answer is in, so a ride the page started meanwhile
 * is not lost.
 */
async function getCurrentRide(previous: () => CustomerRideView | null | undefined, signal: AbortSignal) {
  const { rides } = await api.get('/api/customers/me/rides', { query: currentRideKey[1], signal });
  if (rides[0]) return rides[0];
  const shown = previous();
  const rideId = shown?.ride.id ?? followedRideId();
  if (!rideId) return null;
  const ended = await api.get('/api/rides/:id', { params: { id: rideId }, signal });
  const card = customerCard(ended.ride);
  // A booking for later is confirmed once, on screen; after a reload it lives in the upcoming list.
  if (card === 'scheduled' && !shown) return null;
  return card !== 'form' || awaitsRating(ended) ? ended : null;
}

/**
 * Keyed by the read it starts from; its own query function, because the answer is the one ride on screen (or
 * null), not the list. Live messages write into it (`setQueryData`) and `useLiveSync` re-reads it.
 */
export const currentRideQueryOptions = () =>
  queryOptions({
    queryKey: currentRideKey,
    queryFn: ({ client, signal }) =>
      getCurrentRide(() => client.getQueryData<CustomerRideView | null>(currentRideKey), signal),
  });

export const useCurrentRide = (config?: QueryConfig<typeof currentRideQueryOptions>) =>
  useQuery({ ...currentRideQueryOptions(), ...config });
