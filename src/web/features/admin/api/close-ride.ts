import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { refreshConsoleRides } from './get-open-rides';

/** design §10 `PATCH /api/admin/rides/{id}`: the office closes a ride left open (completed but never marked). */
export const closeRide = (rideId: string) =>
  api.patch('/api/admin/rides/:id', { params: { id: rideId }, body: { status: 'completed' } }).then((res) => res.ride);

export const useCloseRide = (config?: MutationConfig<typeof closeRide>) =>
  useApiMutation(closeRide, config, (queryClient) => ({ onSettled: () => refreshConsoleRides(queryClient) }));
