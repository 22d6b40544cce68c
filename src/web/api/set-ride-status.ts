import type { Ride } from '@shared/rides.schemas';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';

/** `PATCH /api/rides/{id}` (SPEC §7): its driver ends the ride, or its customer's page 30 s after acceptance. */
export const completeRide = (rideId: string): Promise<Ride> =>
  api.patch<{ ride: Ride }>(`/api/rides/${encodeURIComponent(rideId)}`, { status: 'completed' }).then((res) => res.ride);

export const useCompleteRide = (config?: MutationConfig<typeof completeRide>) => useApiMutation(completeRide, config);
