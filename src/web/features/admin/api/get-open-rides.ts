import { type QueryClient, useQuery } from '@tanstack/react-query';
import { readOptions } from '@/lib/query-client';
import { adminStatsQueryOptions } from './get-admin-stats';
import { FLEET_KEY } from './get-fleet';
import { ADMIN_RIDES_KEY } from './get-rides-page';

/**
 * `GET /api/admin/rides/open`: the console's queue, every ride not ended, soonest first. Under `ADMIN_RIDES_KEY`, so
 * every ride event that refreshes the Corse tab refreshes the queue too.
 */
export const openRidesQueryOptions = () => readOptions('/api/admin/rides/open', [...ADMIN_RIDES_KEY, 'open']);

export function useOpenRides() {
  const query = useQuery(openRidesQueryOptions());
  return { rides: query.data ?? [], isPending: query.isPending, isError: query.isError };
}

/** After the office changed a ride: the queue, the Corse tab, the map and the figures. */
export function refreshConsoleRides(queryClient: QueryClient): void {
  for (const queryKey of [ADMIN_RIDES_KEY, FLEET_KEY, adminStatsQueryOptions().queryKey]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
