import { useQuery } from '@tanstack/react-query';
import { type QueryConfig, readOptions } from '@/lib/query-client';

/** spec §7 `GET /api/rides?status=pending`: the requests an online driver may accept. */
export const pendingRidesQueryOptions = () => readOptions('/api/rides', ['/api/rides', { status: 'pending' }]);

export const usePendingRidesQuery = (config?: QueryConfig<typeof pendingRidesQueryOptions>) =>
  useQuery({ ...pendingRidesQueryOptions(), ...config });
