import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { FleetTaxi, RideAlert } from '@shared/console.schemas';
import type { DriverPosition } from '@shared/rides.schemas';
import { useLiveMessage } from '@/lib/live-socket';
import { alertsQueryOptions } from '../api/get-alerts';
import { fleetQueryOptions } from '../api/get-fleet';

/**
 * Positions arrive up to once a second per driver (design §13): with hundreds of taxis online, writing each into
 * the cache would redraw the map hundreds of times a second. They are gathered and written together this often,
 * well within the 2 s in which the office must see a taxi move.
 */
const POSITION_FLUSH_MS = 500;
const FLEET_KEY = fleetQueryOptions().queryKey;
const ALERTS_KEY = alertsQueryOptions().queryKey;

/**
 * The console's live data (design §10): taxis moving and changing status, alerts raised and handled. Mounted with
 * the panel, not the tab, so the cached fleet and alerts stay current while the office looks at another tab.
 */
export function useConsoleLive(): void {
  const queryClient = useQueryClient();
  const positions = useRef(new Map<string, DriverPosition & { at: string }>());

  useEffect(() => {
    const timer = setInterval(() => {
      const batch = positions.current;
      if (batch.size === 0) return;
      positions.current = new Map();
      queryClient.setQueryData<FleetTaxi[]>(FLEET_KEY, (fleet) =>
        fleet?.map((taxi) => {
          const p = batch.get(taxi.driverId);
          return p
            ? { ...taxi, latitude: p.latitude, longitude: p.longitude, simulated: p.simulated ?? false, locationUpdatedAt: p.at }
            : taxi;
        }),
      );
    }, POSITION_FLUSH_MS);
    return () => clearInterval(timer);
  }, [queryClient]);

  useLiveMessage('driver_location_update', (position) => {
    positions.current.set(position.driverId, { ...position, at: new Date().toISOString() });
  });

  useLiveMessage('driver_status', ({ driverId, status, rideId, lastSeenAt }) => {
    const fleet = queryClient.getQueryData<FleetTaxi[]>(FLEET_KEY);
    if (!fleet) return;
    // A taxi the map has never seen (added since it was read), or one on a new ride (its destination is in the
    // fleet's answer, not in this message): read the fleet again.
    const known = fleet.find((taxi) => taxi.driverId === driverId);
    if (!known || (rideId !== null && rideId !== known.rideId)) {
      void queryClient.invalidateQueries({ queryKey: FLEET_KEY });
      return;
    }
    queryClient.setQueryData<FleetTaxi[]>(FLEET_KEY, (old) =>
      old?.map((taxi) => (taxi.driverId === driverId ? { ...taxi, status, rideId, destination: rideId ? taxi.destination : null, lastSeenAt: lastSeenAt ?? null } : taxi)),
    );
  });

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
