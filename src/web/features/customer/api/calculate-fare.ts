import type { FareEstimate, FareRequest } from '@shared/fare.schemas';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';

/** spec §7 `POST /api/fare/calculate`: the estimate and its breakdown for the trip as typed now. */
export const calculateFare = (trip: FareRequest) => api.post<FareEstimate>('/api/fare/calculate', trip);

export const useCalculateFare = (config?: MutationConfig<typeof calculateFare>) => useApiMutation(calculateFare, config);
