import { useQueryClient } from '@tanstack/react-query';
import { POLL_INTERVALS_MS } from '@shared/constants';
import type { Ride } from '@shared/rides.schemas';
import { isVisibleToDrivers } from '@shared/visibility';
import { useLiveMessage, useLiveSync } from '@/lib/live-socket';
import { pendingRidesQueryOptions, usePendingRidesQuery } from './api/get-pending-rides';

/**
 * The requests list (SPEC §2.7, §7): fetched on going online and every 30 s, grown by `new_ride_request`,
 * shrunk at once by `ride_taken`, `ride_expired` and `ride_cancelled` so no taken card lingers.
 */
export function usePendingRides(online: boolean) {
  const queryClient = useQueryClient();
  const { queryKey } = pendingRidesQueryOptions();
  const query = usePendingRidesQuery({
    enabled: online,
    refetchInterval: online ? POLL_INTERVALS_MS.driverPendingRides : false,
    // "A failed pending-rides fetch is only logged" (SPEC §8): keep the last list.
    throwOnError: false,
  });

  const update = (change: (rides: Ride[]) => Ride[]) =>
    queryClient.setQueryData(queryKey, (rides) => (rides ? change(rides) : rides));
  const remove = (rideId: string) => update((rides) => rides.filter((r) => r.id !== rideId));

  useLiveMessage('new_ride_request', (ride) => {
    if (!online || !isVisibleToDrivers(ride, Date.now())) return;
    update((rides) => (rides.some((r) => r.id === ride.id) ? rides : [...rides, ride]));
  });
  useLiveMessage('ride_taken', ({ rideId }) => remove(rideId));
  useLiveMessage('ride_expired', ({ ride }) => remove(ride.id));
  useLiveMessage('ride_cancelled', ({ ride }) => remove(ride.id));
  // Events sent before the socket joined its rooms (first load, a lost connection) are lost: read the list again.
  useLiveSync(() => {
    if (online) void query.refetch();
  });

  if (query.error) console.warn('Richieste non aggiornate', query.error);
  return { rides: query.data ?? [], loading: query.isPending && online };
}
