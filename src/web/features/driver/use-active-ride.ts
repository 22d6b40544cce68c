import { useQueryClient } from '@tanstack/react-query';
import { POLL_INTERVALS_MS } from '@shared/constants';
import { driverView } from '@shared/ride-states';
import { showErrorToast } from '@/lib/error-toast';
import { useLiveMessage, useLiveSync } from '@/lib/live-socket';
import { activeRidesQueryOptions, useActiveRidesQuery } from './api/get-active-rides';
import { driverStatsQueryOptions } from './api/get-driver-stats';

/** The driver's accepted ride (SPEC §7: polled every 5 s while online), with the customer's cancel told at once. */
export function useActiveRide(driverId: string, online: boolean) {
  const queryClient = useQueryClient();
  const { queryKey } = activeRidesQueryOptions(driverId);
  const query = useActiveRidesQuery(driverId, {
    refetchInterval: online ? POLL_INTERVALS_MS.driverActiveRide : false,
    throwOnError: false,
  });
  const ride = query.data?.find((r) => driverView(r.status) === 'active') ?? null;

  const drop = (rideId: string) => {
    queryClient.setQueryData(queryKey, (rides) => rides?.filter((r) => r.id !== rideId));
    void queryClient.invalidateQueries({ queryKey: driverStatsQueryOptions(driverId).queryKey });
  };

  useLiveMessage('ride_cancelled', ({ ride: cancelled, reason, cancelledBy }) => {
    if (cancelled.acceptedDriverId !== driverId) return;
    drop(cancelled.id);
    if (cancelledBy !== 'driver') {
      showErrorToast(
        'Corsa annullata dal cliente',
        reason ? `Motivo: ${reason}` : `${cancelled.pickupAddress} → ${cancelled.dropoffAddress}`,
      );
    }
  });
  useLiveMessage('ride_completed', ({ ride: completed }) => {
    if (completed.acceptedDriverId === driverId) drop(completed.id);
  });
  useLiveSync(() => void query.refetch());

  return { ride, clear: drop };
}
