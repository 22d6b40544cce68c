import type { BodyOf } from '@shared/endpoints';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';

export type SetRideStatusInput = { rideId: string } & BodyOf<'PATCH', '/api/rides/:id'>;

/**
 * `PATCH /api/rides/{id}` (spec §7, design §8): the ride's driver moves it on (arrived, on board, completed, no
 * show; completing with the meter's amount and the payment, design §15), its customer's page completes it after
 * acceptance. The server answers 409 with the Italian reason when the ride's status or the caller's role does not
 * allow the change.
 */
export const setRideStatus = ({ rideId, ...body }: SetRideStatusInput) =>
  api.patch('/api/rides/:id', { params: { id: rideId }, body }).then((res) => res.ride);

export const useSetRideStatus = (config?: MutationConfig<typeof setRideStatus>) => useApiMutation(setRideStatus, config);
