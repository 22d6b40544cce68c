import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { customerCard, isCurrentForCustomer, isUnderWay } from '@shared/ride-states';
import type { CustomerRideView, Ride } from '@shared/rides.schemas';
import { useSetRideStatus } from '@/api/set-ride-status';
import { t } from '@/i18n/i18n';
import { showErrorToast } from '@/lib/error-toast';
import { useLiveMessage, useLiveSync } from '@/lib/live-socket';
import { setQueryDataFromLive } from '@/lib/query-client';
import { getPublicConfig } from '@/lib/public-config';
import { currentRideQueryOptions, rememberFollowedRide, useCurrentRide } from './api/get-current-ride';

/** While a search is on, a missed frame (socket still opening, a dead mobile link not yet noticed) must not leave the customer searching forever. */
const SAFETY_POLL_MS = 15_000;

const CANCELLED_BY_OTHERS = { driver: 'ride.cancelledByDriver', admin: 'ride.cancelledByOffice' } as const;

type View = CustomerRideView | null;

export interface TrackedRide {
  view: View;
  /**
   * The page's completion (spec §4, `RIDE_AUTO_COMPLETE_SECONDS` after acceptance) failed and the server still has
   * the ride under way: the rating dialog opens all the same (spec §4: "only logged and the flow continues"), and
   * `confirmCompletion` must succeed before the rating can be sent.
   */
  completionUnconfirmed: boolean;
  /** Marks the followed ride completed on the server (a completed ride is answered as it is); rejects with why not. */
  confirmCompletion: () => Promise<void>;
  /** Starts following a ride the page just created. */
  track: (ride: Ride) => void;
  /** Forgets the ride (an ended ride dismissed, rating done or declined). */
  clear: () => void;
  /** Reads the customer's current ride again (after a refusal: the server knows better). */
  refresh: () => void;
}

/**
 * The ride this page follows, in the query cache (`currentRideQueryOptions`): read when the page opens, again each
 * time the live socket is confirmed (first connection and reconnections) and every 15 s while searching, and moved
 * on by the live messages in between — acceptance, every status change (arrived, on board, completed, no-show),
 * the driver's position. Also runs spec §4's completion after acceptance when the deployment keeps it on.
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
    setQueryDataFromLive<View>(queryClient, queryKey, (current) => (typeof next === 'function' ? next(current ?? null) : next));
  /** Applies `change` only while `ride` is the one followed. */
  const onFollowed = (ride: Ride, change: (current: CustomerRideView) => View) =>
    set((current) => (current?.ride.id === ride.id ? change(current) : current));
  const refresh = () => {
    if (enabled) void query.refetch();
  };
  /**
   * The server's latest copy of the followed ride; a change of driver (the office reassigned it) is read in full. A
   * ride its driver gave back (design §4) searches again: its driver and his position go.
   */
  const takeRide = (ride: Ride) =>
    onFollowed(ride, (current) => {
      if (ride.acceptedDriverId === null) return { ...current, ride, driver: null, driverPosition: null };
      if (current.driver && ride.acceptedDriverId !== current.driver.id) refresh();
      return { ...current, ride };
    });

  useLiveSync(refresh);
  useLiveMessage('ride_accepted', (data) =>
    set((current) => {
      const same = current?.ride.id === data.ride.id;
      // Another ride of this customer (a booking accepted in its window) takes over unless an immediate one is on.
      if (!same && current?.ride.requestType === 'immediate' && isCurrentForCustomer(current.ride)) return current;
      return { ride: data.ride, driver: data.driver, driverPosition: same ? current.driverPosition : null, rated: false };
    }),
  );
  useLiveMessage('ride_updated', (data) => takeRide(data.ride));
  useLiveMessage('ride_arrived', (data) => onFollowed(data.ride, (current) => ({ ...current, ride: data.ride, driver: data.driver })));
  useLiveMessage('ride_expired', (data) => takeRide(data.ride));
  useLiveMessage('ride_completed', (data) => takeRide(data.ride));
  useLiveMessage('ride_cancelled', (data) => {
    if (view?.ride.id !== data.ride.id) return;
    if (data.cancelledBy !== 'customer') {
      // The reason is the canceller's own words, as they wrote them.
      showErrorToast(t(CANCELLED_BY_OTHERS[data.cancelledBy]), data.reason ?? t('ride.requestNewTaxi'));
    }
    set(null);
  });
  // spec §4: only this ride's driver moves the taxi marker, and only while the ride is under way.
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

  // spec §4: the page marks the ride completed some seconds after acceptance (0: off, the driver completes it).
  // A failure is only logged and the flow goes on: the rating dialog opens, and completes the ride before sending.
  const [unconfirmedId, setUnconfirmedId] = useState<string | null>(null);
  const complete = useSetRideStatus({
    onSuccess: (completed) => takeRide(completed),
    onError: (err, { rideId }) => {
      console.warn('Completamento della corsa non riuscito', err);
      setUnconfirmedId(rideId);
    },
  });
  const { mutate: completeRide, mutateAsync: completeRideNow } = complete;
  const underWayId = view && isUnderWay(view.ride.status) ? view.ride.id : null;
  const acceptedAt = view?.ride.acceptedAt ?? null;
  useEffect(() => {
    const { autoCompleteSeconds } = getPublicConfig().rides;
    if (!underWayId || autoCompleteSeconds <= 0) return;
    const startedAt = acceptedAt ? Date.parse(acceptedAt) : Date.now();
    const delay = Math.max(0, startedAt + autoCompleteSeconds * 1000 - Date.now());
    const timer = window.setTimeout(() => completeRide({ rideId: underWayId, status: 'completed' }), delay);
    return () => window.clearTimeout(timer);
  }, [underWayId, acceptedAt, completeRide]);

  const completionUnconfirmed = view !== null && view.ride.id === unconfirmedId && isUnderWay(view.ride.status);

  return {
    view,
    completionUnconfirmed,
    confirmCompletion: async () => {
      if (view && completionUnconfirmed) await completeRideNow({ rideId: view.ride.id, status: 'completed' });
    },
    track: (ride) => {
      void queryClient.cancelQueries({ queryKey: queryKey });
      set({ ride, driver: null, driverPosition: null, rated: false });
    },
    clear: () => set(null),
    refresh,
  };
}
