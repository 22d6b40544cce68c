import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { refreshConsoleRides } from './get-open-rides';

/** design §10 `POST /api/admin/rides/{id}/cancel`: always with a reason, which customer and driver are told. */
export const cancelOfficeRide = ({ rideId, reason }: { rideId: string; reason: string }) =>
  api.post('/api/admin/rides/:id/cancel', { params: { id: rideId }, body: { reason } }).then((res) => res.ride);

export const useCancelOfficeRide = (config?: MutationConfig<typeof cancelOfficeRide>) =>
  useApiMutation(cancelOfficeRide, config, (queryClient) => ({ onSettled: () => refreshConsoleRides(queryClient) }));
