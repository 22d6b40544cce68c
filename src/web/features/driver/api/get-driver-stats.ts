import { useQuery } from '@tanstack/react-query';
import { readOptions } from '@/lib/query-client';

/** design §8: today's figures of the driver's own rides, counted by the server in Rome time. */
export const driverStatsQueryOptions = (driverId: string) =>
  readOptions('/api/drivers/:id/stats', ['/api/drivers', driverId, 'stats']);

export const useDriverStats = (driverId: string) => useQuery({ ...driverStatsQueryOptions(driverId), throwOnError: false });
