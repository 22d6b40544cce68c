import { useQueryClient } from '@tanstack/react-query';
import { useLiveMessage, useLiveSync } from '@/lib/live-socket';
import { adminKeys, isAdminQuery } from './admin-api';

/** SPEC §4 "Admin live updates": which lists each event makes stale. */
export function useAdminLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = (...keys: ReadonlyArray<readonly unknown[]>) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const driversChanged = () => refresh(adminKeys.drivers, adminKeys.stats);
  const ridesChanged = () => refresh(adminKeys.rides, adminKeys.stats);

  useLiveMessage('stats_update', driversChanged);
  useLiveMessage('driver_added', driversChanged);
  useLiveMessage('driver_updated', driversChanged);
  useLiveMessage('driver_deleted', driversChanged);
  useLiveMessage('new_ride_request', ridesChanged);
  useLiveMessage('ride_accepted', ridesChanged);
  useLiveMessage('ride_completed', ridesChanged);
  // DESIGN §8's extra ride events change the same lists.
  useLiveMessage('ride_updated', ridesChanged);
  useLiveMessage('ride_cancelled', ridesChanged);
  useLiveMessage('ride_expired', ridesChanged);
  // Whatever happened while the socket was down was not delivered: re-read everything.
  useLiveSync(() => void queryClient.invalidateQueries({ predicate: (q) => isAdminQuery(q.queryKey) }));
}
