import { useQueryClient } from '@tanstack/react-query';
import type { RideOffer } from '@shared/dispatch.schemas';
import { useLiveMessage, useLiveSync } from '@/lib/live-socket';
import { setQueryDataFromLive } from '@/lib/query-client';
import { currentOfferQueryOptions, useCurrentOfferQuery } from './api/get-current-offer';

/** A missed `ride_offer_withdrawn` (the socket was down) is put right by the next read at the latest. */
const OFFER_POLL_MS = 15_000;

/**
 * design §11: the ride offered to this driver alone, if any. Read on going online and after every reconnect, set
 * by `ride_offer`, dropped by `ride_offer_withdrawn` and by the ride leaving the drivers' screens for any reason.
 */
export function useRideOffer(driverId: string, online: boolean): RideOffer | null {
  const queryClient = useQueryClient();
  const { queryKey } = currentOfferQueryOptions(driverId);
  const query = useCurrentOfferQuery(driverId, {
    enabled: online,
    refetchInterval: online ? OFFER_POLL_MS : false,
    throwOnError: false,
  });

  const drop = (rideId: string) =>
    setQueryDataFromLive(queryClient, queryKey, (offer) => (offer?.ride.id === rideId ? null : offer));
  useLiveMessage('ride_offer', (offer) => {
    if (online) setQueryDataFromLive(queryClient, queryKey, offer);
  });
  useLiveMessage('ride_offer_withdrawn', ({ rideId }) => drop(rideId));
  useLiveMessage('ride_taken', ({ rideId }) => drop(rideId));
  useLiveMessage('ride_cancelled', ({ ride }) => drop(ride.id));
  useLiveSync(() => {
    if (online) void query.refetch();
  });

  return online ? (query.data ?? null) : null;
}
