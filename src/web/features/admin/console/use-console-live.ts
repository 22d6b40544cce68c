import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import type { FleetView, RideAlert } from '@shared/console.schemas';
import { useLiveMessage } from '@/lib/live-socket';
import { alertsQueryOptions } from '../api/get-alerts';
import { bboxOfKey, FLEET_KEY } from '../api/get-fleet';
import { type Patched, type TimedPosition, withPositions, withStatus } from './fleet-view-patch';

/**
 * Positions arrive up to once a second per driver (design §13): with hundreds of taxis online, writing each into
 * the cache would redraw the map hundreds of times a second. They are gathered and written together this often,
 * well within the 2 s in which the office must see a taxi move.
 */
const POSITION_FLUSH_MS = 500;
/**
 * A view read again because of live messages is read at most this often: with thousands of taxis online, status
 * changes outside the view come several a second, and one read covers them all (ADR 252).
 */
const READ_AGAIN_MS = 2_000;
const ALERTS_KEY = alertsQueryOptions().queryKey;

/** Every cached view of the fleet patched by `patch`; true when one of them must be read again. */
function patchViews(queryClient: QueryClient, patch: (view: FleetView, key: readonly unknown[]) => Patched): boolean {
  let readAgain = false;
  for (const [key, view] of queryClient.getQueriesData<FleetView>({ queryKey: FLEET_KEY })) {
    if (!view) continue;
    const patched = patch(view, key);
    readAgain ||= patched.readAgain;
    queryClient.setQueryData<FleetView>(key, patched.view);
  }
  return readAgain;
}

/** The fleet's views read again once, `READ_AGAIN_MS` from the first reason, however many reasons come meanwhile. */
function readAgainSoon(queryClient: QueryClient, timer: RefObject<ReturnType<typeof setTimeout> | null>): void {
  timer.current ??= setTimeout(() => {
    timer.current = null;
    void queryClient.invalidateQueries({ queryKey: FLEET_KEY });
  }, READ_AGAIN_MS);
}

/**
 * The console's live data (design §10): taxis moving and changing status, alerts raised and handled. Mounted with
 * the panel, not the tab, so the cached fleet and alerts stay current while the office looks at another tab.
 */
export function useConsoleLive(): void {
  const queryClient = useQueryClient();
  const positions = useRef(new Map<string, TimedPosition>());
  const readAgainTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const patch = (how: Parameters<typeof patchViews>[1]) => {
    if (patchViews(queryClient, how)) readAgainSoon(queryClient, readAgainTimer);
  };

  useEffect(() => {
    const timer = setInterval(() => {
      const batch = positions.current;
      if (batch.size === 0) return;
      positions.current = new Map();
      if (patchViews(queryClient, (view, key) => withPositions(view, bboxOfKey(key), batch))) readAgainSoon(queryClient, readAgainTimer);
    }, POSITION_FLUSH_MS);
    return () => {
      clearInterval(timer);
      if (readAgainTimer.current) clearTimeout(readAgainTimer.current);
      readAgainTimer.current = null;
    };
  }, [queryClient]);

  useLiveMessage('driver_location_update', (position) => {
    positions.current.set(position.driverId, { ...position, at: new Date().toISOString() });
  });
  useLiveMessage('driver_status', (message) => patch((view) => withStatus(view, message)));

  const fleetChanged = () => void queryClient.invalidateQueries({ queryKey: FLEET_KEY });
  useLiveMessage('driver_added', fleetChanged);
  useLiveMessage('driver_updated', fleetChanged);
  useLiveMessage('driver_deleted', fleetChanged);

  useLiveMessage('ride_alert', ({ alert }) => {
    queryClient.setQueryData<RideAlert[]>(ALERTS_KEY, (old) =>
      old ? [...old.filter((a) => a.id !== alert.id), alert] : old,
    );
  });
  useLiveMessage('ride_alert_handled', ({ alertId }) => {
    queryClient.setQueryData<RideAlert[]>(ALERTS_KEY, (old) => old?.filter((a) => a.id !== alertId));
  });
}
