import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomerRideView } from '@shared/rides.schemas';
import { RIDE_LIMITS } from '@shared/constants';
import type { Ride } from '@shared/rides.schemas';
import { toast } from '@/hooks/use-toast';
import { useLiveMessage, useLiveSync } from '@/lib/live-socket';
import { completeRide, fetchCurrentRide, fetchRide } from './api';

const TRACKED_KEY = 'trackedRideId';
const SAFETY_POLL_MS = 15_000;

function storeTracked(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(TRACKED_KEY, id);
    else sessionStorage.removeItem(TRACKED_KEY);
  } catch {
    // Storage unavailable: the server's "current" ride still restores the screen.
  }
}

function storedTracked(): string | null {
  try {
    return sessionStorage.getItem(TRACKED_KEY);
  } catch {
    return null;
  }
}

export interface TrackedRide {
  view: CustomerRideView | null;
  /** Starts following a ride the page just created. */
  track: (ride: Ride) => void;
  /** Forgets the ride (New Ride, rating done, dismissing an end state). */
  clear: () => void;
  /** Replaces the ride with a newer copy (e.g. after cancelling). */
  update: (ride: Ride) => void;
}

/**
 * The ride this page follows, kept in step with the server (DESIGN §4 recovery): restored after a
 * reload from `scope=current` (or by id for a ride that ended meanwhile), re-read each time the live
 * socket is confirmed (first connection and reconnections), and moved on by the live messages. Also runs SPEC §4's completion 30 s after acceptance.
 */
export function useTrackedRide(enabled: boolean): TrackedRide {
  const [view, setView] = useState<CustomerRideView | null>(null);
  const viewRef = useRef<CustomerRideView | null>(null);

  const set = useCallback((next: CustomerRideView | null) => {
    viewRef.current = next;
    storeTracked(next?.ride.id ?? null);
    setView(next);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const current = await fetchCurrentRide();
      if (current) return set(current);
      const id = viewRef.current?.ride.id ?? storedTracked();
      if (!id) return;
      // The ride ended while we were away: show how (expired, completed to rate, cancelled).
      const ended = await fetchRide(id);
      if (ended.ride.status === 'cancelled' || (ended.ride.status === 'completed' && ended.rated)) return set(null);
      // A booking for later is confirmed once, on screen; after a reload it lives in the upcoming list.
      const restoring = viewRef.current === null;
      if (restoring && ended.ride.requestType === 'scheduled' && ended.ride.status === 'pending') return set(null);
      set(ended);
    } catch (err) {
      console.warn('Stato della corsa non aggiornato', err);
    }
  }, [set]);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => void refresh(), 0);
    return () => window.clearTimeout(timer);
  }, [enabled, refresh]);
  useLiveSync(() => void refresh());

  const sameRide = (ride: Ride) => viewRef.current?.ride.id === ride.id;

  useLiveMessage('ride_accepted', (data) => {
    const current = viewRef.current;
    // Another ride of this customer (a booking accepted in its window) takes over unless one is under way.
    const busy = current && current.ride.requestType === 'immediate' && ['pending', 'accepted'].includes(current.ride.status);
    if (!sameRide(data.ride) && busy) return;
    set({ ride: data.ride, driver: data.driver, driverPosition: sameRide(data.ride) ? (current?.driverPosition ?? null) : null, rated: false });
  });
  useLiveMessage('ride_expired', (data) => {
    if (sameRide(data.ride)) set({ ...viewRef.current!, ride: data.ride });
  });
  useLiveMessage('ride_completed', (data) => {
    if (sameRide(data.ride)) set({ ...viewRef.current!, ride: data.ride });
  });
  useLiveMessage('ride_cancelled', (data) => {
    if (!sameRide(data.ride)) return;
    if (data.cancelledBy !== 'customer') {
      toast({
        variant: 'destructive',
        title: 'Corsa annullata dal taxista',
        description: data.reason ?? 'Puoi richiedere un nuovo taxi.',
      });
    }
    set(null);
  });
  useLiveMessage('driver_location_update', (data) => {
    const current = viewRef.current;
    // SPEC §4: only this ride's driver moves the taxi marker.
    if (!current?.driver || current.driver.id !== data.driverId || current.ride.status !== 'accepted') return;
    set({ ...current, driverPosition: { latitude: data.latitude, longitude: data.longitude } });
  });

  // A missed frame (socket still opening, a dead mobile link not yet noticed) must not leave the
  // customer searching forever: while waiting, the server is asked again now and then.
  const waiting = view?.ride.status === 'pending' && view.ride.requestType === 'immediate';
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void refresh(), SAFETY_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, refresh]);

  // SPEC §4: 30 s after acceptance the ride is marked completed; a failure is only logged.
  const acceptedId = view?.ride.status === 'accepted' ? view.ride.id : null;
  const acceptedAt = view?.ride.acceptedAt ?? null;
  useEffect(() => {
    if (!acceptedId) return;
    const startedAt = acceptedAt ? Date.parse(acceptedAt) : Date.now();
    const delay = Math.max(0, startedAt + RIDE_LIMITS.autoCompleteSeconds * 1000 - Date.now());
    const timer = window.setTimeout(() => {
      completeRide(acceptedId)
        .catch((err: unknown) => console.warn('Completamento della corsa non riuscito', err))
        .finally(() => {
          const current = viewRef.current;
          if (current?.ride.id === acceptedId && current.ride.status === 'accepted') {
            set({ ...current, ride: { ...current.ride, status: 'completed' } });
          }
        });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [acceptedId, acceptedAt, set]);

  return {
    // Signed out (e.g. 'Cambia'): nothing is followed, whatever was loaded before.
    view: enabled ? view : null,
    track: useCallback((ride: Ride) => set({ ride, driver: null, driverPosition: null, rated: false }), [set]),
    clear: useCallback(() => set(null), [set]),
    update: useCallback((ride: Ride) => set(viewRef.current ? { ...viewRef.current, ride } : null), [set]),
  };
}
