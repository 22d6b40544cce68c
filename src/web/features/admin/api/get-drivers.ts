import { type QueryClient, useQuery } from '@tanstack/react-query';
import { readOptions } from '@/lib/query-client';
import { adminStatsQueryOptions } from './get-admin-stats';

/** spec §7 `GET /api/admin/drivers`: every registered driver. */
export const driversQueryOptions = () => readOptions('/api/admin/drivers', ['/api/admin/drivers']);

export const useDrivers = () => useQuery(driversQueryOptions());

/** spec §8: after a driver is added, changed or deleted the list is read again, and the stats that count drivers. */
export function refreshDriverLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: driversQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey });
}
