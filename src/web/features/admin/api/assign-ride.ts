import type { z } from 'zod';
import type { assignRideBodySchema } from '@shared/console.schemas';
import type { Ride } from '@shared/rides.schemas';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { refreshConsoleRides } from './get-open-rides';

export interface AssignRideInput {
  rideId: string;
  body: z.input<typeof assignRideBodySchema>;
}

/** design §10 `POST /api/admin/rides/{id}/assign`: a pending ride given to a driver, or an accepted one moved to another. */
export const assignRide = ({ rideId, body }: AssignRideInput) =>
  api.post<{ ride: Ride }>(`/api/admin/rides/${encodeURIComponent(rideId)}/assign`, body).then((res) => res.ride);

/** Refreshed either way: a refusal (409) usually means the ride or the driver changed meanwhile. */
export const useAssignRide = (config?: MutationConfig<typeof assignRide>) =>
  useApiMutation(assignRide, config, (queryClient) => ({ onSettled: () => refreshConsoleRides(queryClient) }));
