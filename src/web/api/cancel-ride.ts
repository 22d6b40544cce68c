import type { BodyOf } from '@shared/endpoints';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';

/** `reason` is shown to the other side: the driver must give one, the customer's is filled in by the page. */
export type CancelRideInput = { rideId: string } & BodyOf<'POST', '/api/rides/:id/cancel'>;

/** `POST /api/rides/{id}/cancel` (design §8), by the ride's customer or its driver. */
export const cancelRide = ({ rideId, reason }: CancelRideInput) =>
  api.post('/api/rides/:id/cancel', { params: { id: rideId }, body: reason ? { reason } : {} }).then((res) => res.ride);

export const useCancelRide = (config?: MutationConfig<typeof cancelRide>) => useApiMutation(cancelRide, config);
