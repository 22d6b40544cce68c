import { useQueryClient } from '@tanstack/react-query';
import { POLL_INTERVALS_MS } from '@shared/constants';
import { driverView } from '@shared/ride-states';
import type { Ride } from '@shared/rides.schemas';
import { type MessageId, t } from '@/i18n/i18n';
import { showErrorToast } from '@/lib/error-toast';
import { useLiveMessage, useLiveSync } from '@/lib/live-socket';
import { setQueryDataFromLive } from '@/lib/query-client';
import { activeRidesQueryOptions, useActiveRidesQuery } from './api/get-active-rides';
import { driverStatsQueryOptions } from './api/get-driver-stats';
import { dropoffText } from './driver-texts';

const CANCELLED_BY: Record<'customer' | 'admin', MessageId> = {
  customer: 'driver.active.cancelledByCustomer',
  admin: 'driver.active.cancelledByOffice',
};

/**
 * The driver's ride under way (spec §7: polled every 5 s while online), kept current by every change the server
 * announces (design §8 `ride_updated`), with the customer's or the office's cancel told at once.
 */
export function useActiveRide(driverId: string, online: boolean) {
  const queryClient = useQueryClient();
  const { queryKey } = activeRidesQueryOptions(driverId);
  const query = useActiveRidesQuery(driverId, {
    refetchInterval: online ? POLL_INTERVALS_MS.driverActiveRide : false,
    throwOnError: false,
  });
  const ride = query.data?.find((r) => driverView(r.status) === 'active') ?? null;

  /**
   * Takes the server's latest copy of a ride: kept while it is this driver's and under way, dropped otherwise
   * (ended, or given to another driver by the office). An ended ride changes the day's figures.
   */
  const apply = (latest: Ride) => {
    const mine = latest.acceptedDriverId === driverId && driverView(latest.status) === 'active';
    setQueryDataFromLive(queryClient, queryKey, (rides) => {
      const others = (rides ?? []).filter((r) => r.id !== latest.id);
      return mine ? [latest, ...others] : others;
    });
    if (!mine) void queryClient.invalidateQueries({ queryKey: driverStatsQueryOptions(driverId).queryKey });
  };
  const known = (rideId: string) => queryClient.getQueryData(queryKey)?.some((r) => r.id === rideId) ?? false;

  useLiveMessage('ride_cancelled', ({ ride: cancelled, reason, cancelledBy }) => {
    if (cancelled.acceptedDriverId !== driverId && !known(cancelled.id)) return;
    apply(cancelled);
    if (cancelledBy !== 'driver') {
      showErrorToast(
        t(CANCELLED_BY[cancelledBy]),
        reason ? t('driver.active.cancelReason', { reason }) : `${cancelled.pickupAddress ?? t('removed.address')} → ${dropoffText(cancelled)}`,
      );
    }
  });
  useLiveMessage('ride_updated', ({ ride: changed }) => {
    if (changed.acceptedDriverId === driverId || known(changed.id)) apply(changed);
  });
  useLiveMessage('ride_completed', ({ ride: completed }) => {
    if (completed.acceptedDriverId === driverId) apply(completed);
  });
  // design §10: the office gave this driver a ride: it is their active ride at once, then confirmed from the server.
  useLiveMessage('ride_assigned', ({ ride: assigned }) => {
    if (assigned.acceptedDriverId !== driverId) return;
    apply(assigned);
    void query.refetch();
  });
  useLiveSync(() => void query.refetch());

  return { ride, apply, refresh: () => void query.refetch() };
}
