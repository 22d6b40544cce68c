import type { BodyOf } from '@shared/endpoints';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { activeRidesQueryOptions } from './get-active-rides';
import { driverStatsQueryOptions } from './get-driver-stats';
import { pendingRidesQueryOptions } from './get-pending-rides';

/** `estimatedArrival`: minutes to the pickup, 1–60 (spec §5). */
export type BidInput = { rideId: string } & BodyOf<'POST', '/api/rides/:id/bids'>;

/** spec §7 `POST /api/rides/{id}/bids`: the first valid bid wins the ride; a later one gets 409. */
export const placeBid = ({ rideId, driverId, estimatedArrival }: BidInput) =>
  api.post('/api/rides/:id/bids', { params: { id: rideId }, body: { driverId, estimatedArrival } }).then((res) => res.ride);

/** A won ride leaves the requests and becomes the driver's ride under way; a lost one makes the list be read again. */
export const usePlaceBid = (config?: MutationConfig<typeof placeBid>) =>
  useApiMutation(placeBid, config, (queryClient) => {
    const pendingKey = pendingRidesQueryOptions().queryKey;
    return {
      onSuccess: (accepted, { driverId }) => {
        queryClient.setQueryData(pendingKey, (rides) => rides?.filter((r) => r.id !== accepted.id));
        queryClient.setQueryData(activeRidesQueryOptions(driverId).queryKey, [accepted]);
        void queryClient.invalidateQueries({ queryKey: driverStatsQueryOptions(driverId).queryKey });
      },
      onError: () => queryClient.invalidateQueries({ queryKey: pendingKey }),
    };
  });
