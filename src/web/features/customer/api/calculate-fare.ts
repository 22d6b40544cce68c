import { useMutation } from '@tanstack/react-query';
import type { FareEstimate, FareRequest } from '@shared/fare.schemas';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** SPEC §7 `POST /api/fare/calculate`: the estimate and its breakdown for the trip as typed now. */
export const calculateFare = (trip: FareRequest) => api.post<FareEstimate>('/api/fare/calculate', trip);

export const useCalculateFare = (config?: MutationConfig<typeof calculateFare>) =>
  useMutation({ ...config, mutationFn: calculateFare });
