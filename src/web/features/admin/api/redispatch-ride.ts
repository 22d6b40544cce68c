import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { alertsQueryOptions } from './get-alerts';
import { refreshConsoleRides } from './get-open-rides';

/** design §10 'Ridistribuisci': an expired ride, or one held after its drops, goes out to the drivers again. */
export const redispatchRide = (rideId: string) =>
  api.post('/api/admin/rides/:id/redispatch', { params: { id: rideId } }).then((res) => res.ride);

export const useRedispatchRide = (config?: MutationConfig<typeof redispatchRide>) =>
  useApiMutation(redispatchRide, config, (queryClient) => ({
    onSettled: () => {
      refreshConsoleRides(queryClient);
      void queryClient.invalidateQueries({ queryKey: alertsQueryOptions().queryKey });
    },
  }));
