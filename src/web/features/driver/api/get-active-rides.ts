import { useQuery } from '@tanstack/react-query';
import { type QueryConfig, readOptions } from '@/lib/query-client';

/** spec §7 `GET /api/rides?driverId={id}&status=active`: the driver's rides under way (design §4: at most one). */
export const activeRidesQueryOptions = (driverId: string) =>
  readOptions('/api/rides', ['/api/rides', { driverId, status: 'active' }]);

export const useActiveRidesQuery = (driverId: string, config?: QueryConfig<typeof activeRidesQueryOptions>) =>
  useQuery({ ...activeRidesQueryOptions(driverId), ...config });
