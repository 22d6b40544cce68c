import type { BodyOf } from '@shared/endpoints';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { refreshConsoleRides } from './get-open-rides';
import { CALLER_LOOKUP_PATH } from './lookup-caller';

export interface CreateOfficeRideInput {
  ride: BodyOf<'POST', '/api/admin/rides'>;
  /** One per booking attempt: a double click or a retry after a lost answer books one ride (design §4). */
  idempotencyKey: string;
}

/** design §10 `POST /api/admin/rides`: a phone booking for the caller's number, dispatched like any ride. */
export const createOfficeRide = ({ ride, idempotencyKey }: CreateOfficeRideInput) =>
  api.post('/api/admin/rides', { body: ride, headers: { 'Idempotency-Key': idempotencyKey } }).then((res) => res.ride);

export const useCreateOfficeRide = (config?: MutationConfig<typeof createOfficeRide>) =>
  useApiMutation(createOfficeRide, config, (queryClient) => ({
    onSuccess: () => {
      refreshConsoleRides(queryClient);
      // The caller's next call recalls this booking's address too.
      void queryClient.invalidateQueries({ queryKey: [CALLER_LOOKUP_PATH] });
    },
  }));
