import type { QueryKey } from '@tanstack/react-query';
import type { AdminRidesPage, AdminRidesQuery } from '@shared/admin.schemas';
import { apiRequest } from '@/lib/query-client';

/** Query keys double as paths (SPEC §7 data layer): the default query function joins them with '/'. */
export const adminKeys = {
  stats: ['/api/admin/stats'] as const,
  drivers: ['/api/admin/drivers'] as const,
  rides: ['/api/admin/rides'] as const,
  ridesPage: (filters: AdminRidesQuery) => ['/api/admin/rides', filters] as const,
  ratings: (driverId: string) => ['/api/drivers', driverId, 'ratings'] as const,
};

/** Everything the panel caches: dropped at logout so the next office user never sees it. */
export const isAdminQuery = (key: QueryKey) =>
  typeof key[0] === 'string' && (key[0].startsWith('/api/admin') || key[0] === '/api/drivers');

export async function fetchRidesPage(filters: AdminRidesQuery, signal?: AbortSignal): Promise<AdminRidesPage> {
  const params = new URLSearchParams({
    q: filters.q,
    status: filters.status,
    type: filters.type,
    page: String(filters.page),
    pageSize: String(filters.pageSize),
  });
  const res = await apiRequest('GET', `/api/admin/rides?${params.toString()}`, undefined, { signal });
  return (await res.json()) as AdminRidesPage;
}
