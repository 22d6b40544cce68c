import type { BodyOf } from '@shared/endpoints';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';

export interface CreateRideInput {
  ride: BodyOf<'POST', '/api/rides'>;
  /** The same for every try of one booking attempt, so a retry after a lost answer books once (design §4). */
  idempotencyKey: string;
}

/** spec §7 `POST /api/rides`: the ride, and how many taxis that fit it are online (design §14). */
export const createRide = ({ ride, idempotencyKey }: CreateRideInput) =>
  api.post('/api/rides', { body: ride, headers: { 'Idempotency-Key': idempotencyKey } });

export const useCreateRide = (config?: MutationConfig<typeof createRide>) => useApiMutation(createRide, config);
