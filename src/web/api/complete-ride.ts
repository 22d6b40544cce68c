import { useMutation } from '@tanstack/react-query';
import type { Ride } from '@shared/rides.schemas';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** `PATCH /api/rides/{id}` (SPEC §7): its driver ends the ride, or its customer's page 30 s after acceptance. */
export const completeRide = (rideId: string): Promise<Ride> =>
  api.patch<{ ride: Ride }>(`/api/rides/${encodeURIComponent(rideId)}`, { status: 'completed' }).then((res) => res.ride);

export const useCompleteRide = (config?: MutationConfig<typeof completeRide>) =>
  useMutation({ ...config, mutationFn: completeRide });
