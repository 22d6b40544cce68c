import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ride } from '@shared/rides.schemas';
import type { QueryConfig } from '@/lib/query-client';

/** spec §7 `GET /api/rides?status=pending`: the requests an online driver may accept. */
export const pendingRidesQueryOptions = () => queryOptions<Ride[]>({ queryKey: ['/api/rides', { status: 'pending' }] });

export const usePendingRidesQuery = (config?: QueryConfig<typeof pendingRidesQueryOptions>) =>
  useQuery({ ...pendingRidesQueryOptions(), ...config });
