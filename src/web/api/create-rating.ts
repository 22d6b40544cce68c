import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingRequest } from '@shared/ratings.schemas';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** `POST /api/ratings` (SPEC §7); the answer is not read. */
export const createRating = (rating: RatingRequest) => api.post('/api/ratings', rating);

/** SPEC §4 "Rating submit": once stored, the driver's ratings and the overall ratings list are read again. */
export function useCreateRating({ onSuccess, ...config }: MutationConfig<typeof createRating> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createRating,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/drivers', args[1].driverId, 'ratings'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/ratings'] }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
