import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RIDE_LIMITS } from '@shared/constants';
import { customerCard, isCurrentForCustomer, isUnderWay } from '@shared/ride-states';
import type { CustomerRideView, Ride } from '@shared/rides.schemas';
import { useCompleteRide } from '@/api/complete-ride';
import { showErrorToast } from '@/lib/error-toast';
import { useLiveMessage, useLiveSync } from '@/lib/live-socket';
import { currentRideQueryOptions, rememberFollowedRide, useCurrentRide } from './api/get-current-ride';

/** While a search is on, a missed frame (socket still opening, a dead mobile link not yet noticed) must not leave the customer searching forever. */
const SAFETY_POLL_MS = 15_000;

type View = CustomerRideView | null;

export interface TrackedRide {
  view: View;
  /** Starts following a ride the page just created. */
  track: (ride: Ride) => void;
  /** Forgets the ride (New Ride, rating done, dismissing an end state). */
  clear: () => void;
  /** Replaces the ride with a newer copy (e.g. after cancelling). */
  update: (ride: Ride) => void;
}

/**
 * The ride this page follows, in the query cache (`currentRideQueryOptions`): read when the page opens, again each
 * time the live socket is confirmed (first connection and reconnections) and every 15 s while searching, and moved
 * on by the live messages in between. Also runs SPEC §4's completion 30 s after acceptance.
 */
export function useTrackedRide(enabled: boolean): TrackedRide {
  const queryClient = useQueryClient();
  const { queryKey } = currentRideQueryOptions();
  const query = useCurrentRide({
    enabled,
    refetchInterval: (q) => (q.state.data && customerCard(q.state.data.ride) === 'searching' ? SAFETY_POLL_MS : false),
  });
  useEffect(() => {
    // The last known state stays on screen; the next read (sync, poll) tries again.
    if (query.error) console.warn('Stato della corsa non aggiornato', query.error);
  }, [query.error]);
  // Signed out (e.g. 'Cambia'): nothing is followed, whatever was loaded before.
  const view = enabled ? (query.data ?? null) : null;

  const followedId = query.data === undefined ? undefined : (query.data?.ride.id ?? null);
  useEffect(() => {
    if (followedId !== undefined) rememberFollowedRide(followedId);
  }, [followedId]);

  const set = (next: View | ((current: View) => View)) =>
    queryClient.setQueryData<View>(queryKey, (current) => (typeof next === 'function' ? next(current ?? null) : next));
  /** Applies `change` only while `ride` is the one followed. */
  const onFollowed = (ride: Ride, change: (current: CustomerRideView) => View) =>
    set((current) => (current?.ride.id === ride.id ? change(current) : current));

  useLiveSync(() => {
    if (enabled) void query.refetch();
  });
  useLiveMessage('ride_accepted', (data) =>
    set((current) => {
      const same = current?.ride.id === data.ride.id;
      // Another ride of this customer (a booking accepted in its window) takes over unless an immediate one is on.
      if (!same && current?.ride.requestType === 'immediate' && isCurrentForCustomer(current.ride)) return current;
      return { ride: data.ride, driver: data.driver, driverPosition: same ? current.driverPosition : null, rated: false };
    }),
  );
  useLiveMessage('ride_expired', (data) => onFollowed(data.ride, (current) => ({ ...current, ride: data.ride })));
  useLiveMessage('ride_completed', (data) => onFollowed(data.ride, (current) => ({ ...current, ride: data.ride })));
  useLiveMessage('ride_cancelled', (data) => {
    if (view?.ride.id !== data.ride.id) return;
    if (data.cancelledBy !== 'customer') {
      showErrorToast('Corsa annullata dal taxista', data.reason ?? 'Puoi richiedere un nuovo taxi.');
    }
    set(null);
  });
  // SPEC §4: only this ride's driver moves the taxi marker, and only while the ride is under way.
  useLiveMessage('driver_location_update', (data) =>
    set((current) =>
      current?.driver?.id === data.driverId && isUnderWay(current.ride.status)
        ? {
            ...current,
            driverPosition: { latitude: data.latitude, longitude: data.longitude, simulated: data.simulated ?? false },
          }
        : current,
    ),
  );

  // SPEC §4: 30 s after acceptance the ride is marked completed; a failure is only logged and the flow goes on.
  const complete = useCompleteRide({
    onError: (err) => console.warn('Completamento della corsa non riuscito', err),
    onSettled: (completed, _error, rideId) =>
      set((current) =>
        current?.ride.id === rideId && isUnderWay(current.ride.status)
          ? { ...current, ride: completed ?? { ...current.ride, status: 'completed' } }
          : current,
      ),
  });
  const { mutate: completeRide } = complete;
  const acceptedId = view && isUnderWay(view.ride.status) ? view.ride.id : null;
  const acceptedAt = view?.ride.acceptedAt ?? null;
  useEffect(() => {
    if (!acceptedId) return;
    const startedAt = acceptedAt ? Date.parse(acceptedAt) : Date.now();
    const delay = Math.max(0, startedAt + RIDE_LIMITS.autoCompleteSeconds * 1000 - Date.now());
    const timer = window.setTimeout(() => completeRide(acceptedId), delay);
    return () => window.clearTimeout(timer);
  }, [acceptedId, acceptedAt, completeRide]);

  return {
    view,
    track: (ride) => {
      void queryClient.cancelQueries({ queryKey: queryKey });
      set({ ride, driver: null, driverPosition: null, rated: false });
    },
    clear: () => set(null),
    update: (ride) => set((current) => (current ? { ...current, ride } : null)),
  };
}
