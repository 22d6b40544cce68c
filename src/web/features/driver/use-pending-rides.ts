import { useQueryClient } from '@tanstack/react-query';
import { POLL_INTERVALS_MS } from '@shared/constants';
import type { Ride } from '@shared/rides.schemas';
import { isVisibleToDrivers } from '@shared/visibility';
import { useLiveMessage, useLiveSync } from '@/lib/live-socket';
import { pendingRidesQueryOptions, usePendingRidesQuery } from './api/get-pending-rides';

/**
 * How long an expired request stays on the list, dimmed as 'Richiesta scaduta' without Accetta, after the server
 * drops it: long enough for a driver who glances at the phone to read what happened, rather than seeing the card
 * vanish mid-reach (issue 17).
 */
const EXPIRED_REQUEST_SHOWN_MS = 8_000;

/**
 * The requests list (SPEC §2.7, §7): fetched on going online and every 30 s, grown by `new_ride_request`,
 * shrunk at once by `ride_taken` and `ride_cancelled` so no taken card lingers, and by `ride_expired` after a
 * few seconds.
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
  useLiveMessage('ride_expired', ({ ride }) => window.setTimeout(() => remove(ride.id), EXPIRED_REQUEST_SHOWN_MS));
  useLiveMessage('ride_cancelled', ({ ride }) => remove(ride.id));
  // Events sent before the socket joined its rooms (first load, a lost connection) are lost: read the list again.
  useLiveSync(() => {
    if (online) void query.refetch();
  });

  if (query.error) console.warn('Richieste non aggiornate', query.error);
  return { rides: query.data ?? [], loading: query.isPending && online };
}
