import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverStats } from '@shared/drivers.schemas';

/** design §8: today's figures of the driver's own rides, counted by the server in Rome time. */
export const driverStatsQueryOptions = (driverId: string) =>
  queryOptions<DriverStats>({ queryKey: ['/api/drivers', driverId, 'stats'] });

export const useDriverStats = (driverId: string) => useQuery({ ...driverStatsQueryOptions(driverId), throwOnError: false });
