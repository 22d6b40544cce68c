import type { BodyOf } from '@shared/endpoints';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { refreshConsoleRides } from './get-open-rides';

export interface AssignRideInput {
  rideId: string;
  body: BodyOf<'POST', '/api/admin/rides/:id/assign'>;
}

/** design §10 `POST /api/admin/rides/{id}/assign`: a pending ride given to a driver, or an accepted one moved to another. */
export const assignRide = ({ rideId, body }: AssignRideInput) =>
  api.post('/api/admin/rides/:id/assign', { params: { id: rideId }, body }).then((res) => res.ride);

/** Refreshed either way: a refusal (409) usually means the ride or the driver changed meanwhile. */
export const useAssignRide = (config?: MutationConfig<typeof assignRide>) =>
  useApiMutation(assignRide, config, (queryClient) => ({ onSettled: () => refreshConsoleRides(queryClient) }));
