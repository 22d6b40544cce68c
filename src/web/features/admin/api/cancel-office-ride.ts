import type { Ride } from '@shared/rides.schemas';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { refreshConsoleRides } from './get-open-rides';

/** design §10 `POST /api/admin/rides/{id}/cancel`: always with a reason, which customer and driver are told. */
export const cancelOfficeRide = ({ rideId, reason }: { rideId: string; reason: string }) =>
  api.post<{ ride: Ride }>(`/api/admin/rides/${encodeURIComponent(rideId)}/cancel`, { reason }).then((res) => res.ride);

export const useCancelOfficeRide = (config?: MutationConfig<typeof cancelOfficeRide>) =>
  useApiMutation(cancelOfficeRide, config, (queryClient) => ({ onSettled: () => refreshConsoleRides(queryClient) }));
