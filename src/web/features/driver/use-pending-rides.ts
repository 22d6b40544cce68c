import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { POLL_INTERVALS_MS } from '@shared/constants';
import type { Ride } from '@shared/rides.schemas';
import { isVisibleToDrivers } from '@shared/visibility';
import { useLiveMessage, useLiveSync } from '@/lib/live-socket';
import { setQueryDataFromLive } from '@/lib/query-client';
import { pendingRidesQueryOptions, usePendingRidesQuery } from './api/get-pending-rides';
import { hasGivenUp } from './given-up-rides';

/**
 * How long an expired request stays on the list, dimmed as 'Richiesta scaduta' without Accetta, after the server
 * drops it: long enough for a driver who glances at the phone to read what happened, rather than seeing the card
 * vanish mid-reach (issue 17).
 */
const EXPIRED_REQUEST_SHOWN_MS = 8_000;

/**
 * The requests list (spec §2.7, §7): fetched on going online and every 30 s, grown by `new_ride_request`,
 * shrunk at once by `ride_taken` and `ride_cancelled` so no taken card lingers. A request that leaves because its
 * time ran out (`ride_taken` with reason `expired`, design §8) stays a few seconds more, held here rather than in
 * the query's data: a poll or a resync in those seconds reads a list without it, and must not make the card vanish
 * early.
 */
export function usePendingRides(online: boolean) {
  const queryClient = useQueryClient();
  const { queryKey } = pendingRidesQueryOptions();
  const query = usePendingRidesQuery({
    enabled: online,
    refetchInterval: online ? POLL_INTERVALS_MS.driverPendingRides : false,
    // "A failed pending-rides fetch is only logged" (spec §8): keep the last list.
    throwOnError: false,
  });

  const update = (change: (rides: Ride[]) => Ride[]) =>
    setQueryDataFromLive(queryClient, queryKey, (rides) => (rides ? change(rides) : rides));
  const remove = (rideId: string) => update((rides) => rides.filter((r) => r.id !== rideId));

  useLiveMessage('new_ride_request', (ride) => {
    if (!online || !isVisibleToDrivers(ride, Date.now()) || hasGivenUp(ride.id)) return;
    update((rides) => (rides.some((r) => r.id === ride.id) ? rides : [...rides, ride]));
  });
  const recentlyExpired = useRecentlyExpired();
  useLiveMessage('ride_taken', ({ rideId, reason }) => {
    const listed = queryClient.getQueryData(queryKey)?.find((r) => r.id === rideId);
    if (listed && reason === 'expired') recentlyExpired.hold({ ...listed, status: 'expired' });
    remove(rideId);
  });
  useLiveMessage('ride_cancelled', ({ ride }) => remove(ride.id));
  // Events sent before the socket joined its rooms (first load, a lost connection) are lost: read the list again.
  useLiveSync(() => {
    if (online) void query.refetch();
  });

  if (query.error) console.warn('Richieste non aggiornate', query.error);
  const listed = useMemo(() => query.data ?? [], [query.data]);
  // A poll that leaves out a request whose time has just run out (before `ride_taken` says so): held all the same.
  // Only just run out: a list read again after a while offline must not replay old requests as expired.
  const previouslyListed = useRef<Ride[]>([]);
  useEffect(() => {
    const now = Date.now();
    for (const ride of previouslyListed.current) {
      const dropped = !listed.some((r) => r.id === ride.id);
      const expiredAt = Date.parse(ride.expiresAt);
      if (dropped && expiredAt <= now && now - expiredAt < EXPIRED_REQUEST_SHOWN_MS) {
        recentlyExpired.hold({ ...ride, status: 'expired' });
      }
    }
    previouslyListed.current = listed;
  }, [listed, recentlyExpired]);

  const lingering = recentlyExpired.rides.filter((held) => !listed.some((r) => r.id === held.id));
  return { rides: [...listed, ...lingering], loading: query.isPending && online };
}

function useRecentlyExpired() {
  const [rides, setRides] = useState<Ride[]>([]);
  const timers = useRef(new Map<string, number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const hold = useCallback((ride: Ride) => {
    if (timers.current.has(ride.id)) return;
    setRides((held) => [...held, ride]);
    const timer = window.setTimeout(() => {
      timers.current.delete(ride.id);
      setRides((held) => held.filter((r) => r.id !== ride.id));
    }, EXPIRED_REQUEST_SHOWN_MS);
    timers.current.set(ride.id, timer);
  }, []);
  return useMemo(() => ({ rides, hold }), [rides, hold]);
}
