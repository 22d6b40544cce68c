import type { BodyOf } from '@shared/endpoints';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';

/** spec §7 `POST /api/fare/calculate`: the estimate and its breakdown for the trip as typed now. */
export const calculateFare = (trip: BodyOf<'POST', '/api/fare/calculate'>) => api.post('/api/fare/calculate', { body: trip });

export const useCalculateFare = (config?: MutationConfig<typeof calculateFare>) => useApiMutation(calculateFare, config);
