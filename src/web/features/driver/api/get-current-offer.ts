import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

/** design §11 `GET /api/drivers/{id}/offer`: the ride offered to this driver alone right now, if any. */
export const currentOfferQueryOptions = (driverId: string) =>
  queryOptions({
    queryKey: ['/api/drivers', driverId, 'offer'],
    queryFn: ({ signal }) =>
      api.get('/api/drivers/:id/offer', { params: { id: driverId }, signal }).then((res) => res.offer),
  });

export const useCurrentOfferQuery = (driverId: string, config?: QueryConfig<typeof currentOfferQueryOptions>) =>
  useQuery({ ...currentOfferQueryOptions(driverId), ...config });
