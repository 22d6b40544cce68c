import { useQuery } from '@tanstack/react-query';
import { type QueryConfig, readOptions } from '@/lib/query-client';

/** spec §7: a driver's average, vote count and reviews, newest first (`limit` of them, else the server's default). */
export const driverRatingsQueryOptions = (driverId: string, limit?: number) =>
  readOptions('/api/drivers/:id/ratings', ['/api/drivers', driverId, 'ratings', ...(limit ? [{ limit }] : [])]);

export const useDriverRatings = (
  driverId: string,
  { limit, ...config }: { limit?: number } & QueryConfig<typeof driverRatingsQueryOptions> = {},
) => useQuery({ ...driverRatingsQueryOptions(driverId, limit), ...config });
