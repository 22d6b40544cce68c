import type { BodyOf } from '@shared/endpoints';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { driverSessionQueryOptions } from './get-driver-session';
import { pendingRidesQueryOptions } from './get-pending-rides';

export type AvailabilityInput = { driverId: string } & BodyOf<'PATCH', '/api/drivers/:id/status'>;

/** spec §7 `PATCH /api/drivers/{id}/status`: the server may refuse (e.g. offline with a ride under way). */
export const setAvailability = ({ driverId, isAvailable }: AvailabilityInput) =>
  api.patch('/api/drivers/:id/status', { params: { id: driverId }, body: { isAvailable } }).then((res) => res.driver);

/** The switch follows the server's answer, not the tap; going online reads the requests afresh. */
export const useSetAvailability = (config?: MutationConfig<typeof setAvailability>) =>
  useApiMutation(setAvailability, config, (queryClient) => ({
    onSuccess: (updated) => {
      queryClient.setQueryData(driverSessionQueryOptions().queryKey, { driver: updated });
      if (updated.isAvailable) void queryClient.invalidateQueries({ queryKey: pendingRidesQueryOptions().queryKey });
    },
  }));
