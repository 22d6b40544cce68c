import type { QueryClient } from '@tanstack/react-query';
import { setQueryDataFromLive } from '@/lib/query-client';
import { pendingRidesQueryOptions } from './api/get-pending-rides';

/**
 * issue 21: a driver never sees 'Accetta' again on a ride he refused or dropped. The server leaves it out of his
 * list and refuses his bid; this page also forgets it at once (its list was read before) and ignores a broadcast of
 * it that crosses the server's "take it off". Kept for the tab's life, so a reload does not bring it back either.
 */
const KEY = 'radio-taxi:given-up-rides';
const LIMIT = 50;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export const hasGivenUp = (rideId: string): boolean => read().includes(rideId);

export function giveUpRide(queryClient: QueryClient, rideId: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...read().filter((id) => id !== rideId), rideId].slice(-LIMIT)));
  } catch {
    // Storage full or off: the server's list and bid still leave the ride out.
  }
  setQueryDataFromLive(queryClient, pendingRidesQueryOptions().queryKey, (rides) => rides?.filter((r) => r.id !== rideId));
}
