import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverRatings } from '@shared/drivers.schemas';
import type { QueryConfig } from '@/lib/query-client';

/** spec §7: a driver's average, vote count and reviews, newest first (`limit` of them, else the server's default). */
export const driverRatingsQueryOptions = (driverId: string, limit?: number) =>
  queryOptions<DriverRatings>({ queryKey: ['/api/drivers', driverId, 'ratings', ...(limit ? [{ limit }] : [])] });

export const useDriverRatings = (
  driverId: string,
  { limit, ...config }: { limit?: number } & QueryConfig<typeof driverRatingsQueryOptions> = {},
) => useQuery({ ...driverRatingsQueryOptions(driverId, limit), ...config });
