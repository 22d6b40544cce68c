import type { Ride } from '@shared/rides.schemas';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';

export interface CancelRideInput {
  rideId: string;
  /** Shown to the other side: the driver must give one, the customer's is filled in by the page. */
  reason?: string;
}

/** `POST /api/rides/{id}/cancel` (design §8), by the ride's customer or its driver. */
export const cancelRide = ({ rideId, reason }: CancelRideInput): Promise<Ride> =>
  api.post<{ ride: Ride }>(`/api/rides/${encodeURIComponent(rideId)}/cancel`, reason ? { reason } : {}).then((res) => res.ride);

export const useCancelRide = (config?: MutationConfig<typeof cancelRide>) => useApiMutation(cancelRide, config);
