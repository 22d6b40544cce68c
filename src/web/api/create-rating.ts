import type { BodyOf } from '@shared/endpoints';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';

/** `POST /api/ratings` (spec §7); the answer is not read. */
export const createRating = (rating: BodyOf<'POST', '/api/ratings'>) => api.post('/api/ratings', { body: rating });

/** spec §4 "Rating submit": once stored, the driver's ratings and the overall ratings list are read again. */
export const useCreateRating = (config?: MutationConfig<typeof createRating>) =>
  useApiMutation(createRating, config, (queryClient) => ({
    onSuccess: (_answer, rating) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/drivers', rating.driverId, 'ratings'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/ratings'] }),
      ]),
  }));
