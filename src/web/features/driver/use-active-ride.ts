import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { POLL_INTERVALS_MS } from '@shared/constants';
import type { Ride } from '@shared/rides.schemas';
import { toast } from '@/hooks/use-toast';
import { useLiveMessage, useLiveSync } from '@/lib/live-socket';
import { parseApiError } from '@/lib/query-client';
import { driverKeys } from './driver-api';

/** The driver's accepted ride (SPEC §7: polled every 5 s while online), with the customer's cancel told at once. */
export function useActiveRide(driverId: string, online: boolean) {
  const queryClient = useQueryClient();
  const key = driverKeys.active(driverId);
  const query = useQuery<Ride[]>({
    queryKey: key,
    refetchInterval: online ? POLL_INTERVALS_MS.driverActiveRide : false,
    throwOnError: false,
  });
  const ride = query.data?.[0] ?? null;
  // The session ended elsewhere (signed out on another device, deleted by the office): back to sign-in.
  const signedOut = query.error !== null && parseApiError(query.error).status === 401;
  useEffect(() => {
    if (signedOut) queryClient.setQueryData(driverKeys.me, { driver: null });
  }, [signedOut, queryClient]);

  const drop = (rideId: string) => {
    queryClient.setQueryData<Ride[]>(key, (rides) => rides?.filter((r) => r.id !== rideId));
    void queryClient.invalidateQueries({ queryKey: driverKeys.stats(driverId) });
  };

  useLiveMessage('ride_cancelled', ({ ride: cancelled, reason, cancelledBy }) => {
    if (cancelled.acceptedDriverId !== driverId) return;
    drop(cancelled.id);
    if (cancelledBy !== 'driver') {
      toast({
        variant: 'destructive',
        title: 'Corsa annullata dal cliente',
        description: reason ? `Motivo: ${reason}` : `${cancelled.pickupAddress} → ${cancelled.dropoffAddress}`,
      });
    }
  });
  useLiveMessage('ride_completed', ({ ride: completed }) => {
    if (completed.acceptedDriverId === driverId) drop(completed.id);
  });
  useLiveSync(() => void query.refetch());

  return {
    ride,
    setAccepted: (accepted: Ride) => queryClient.setQueryData<Ride[]>(key, [accepted]),
    clear: drop,
  };
}
