import { useQueryClient } from '@tanstack/react-query';
import { useLiveMessage, useLiveSync } from '@/lib/live-socket';
import { isAdminQuery } from './api/admin-queries';
import { adminStatsQueryOptions } from './api/get-admin-stats';
import { driversQueryOptions } from './api/get-drivers';
import { ADMIN_RIDES_KEY } from './api/get-rides-page';

/** spec §4 "Admin live updates": which lists each event makes stale. */
export function useAdminLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = (...keys: ReadonlyArray<readonly unknown[]>) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const stats = adminStatsQueryOptions().queryKey;
  const driversChanged = () => refresh(driversQueryOptions().queryKey, stats);
  const ridesChanged = () => refresh(ADMIN_RIDES_KEY, stats);

  useLiveMessage('stats_update', driversChanged);
  useLiveMessage('driver_added', driversChanged);
  useLiveMessage('driver_updated', driversChanged);
  useLiveMessage('driver_deleted', driversChanged);
  useLiveMessage('new_ride_request', ridesChanged);
  useLiveMessage('ride_accepted', ridesChanged);
  useLiveMessage('ride_completed', ridesChanged);
  // design §8's extra ride events change the same lists.
  useLiveMessage('ride_updated', ridesChanged);
  useLiveMessage('ride_cancelled', ridesChanged);
  useLiveMessage('ride_expired', ridesChanged);
  // Whatever happened while the socket was down was not delivered: re-read everything.
  useLiveSync(() => void queryClient.invalidateQueries({ predicate: (q) => isAdminQuery(q.queryKey) }));
}
