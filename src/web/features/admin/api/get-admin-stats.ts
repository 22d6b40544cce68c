import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@shared/admin.schemas';
import { POLL_INTERVALS_MS } from '@shared/constants';

/** spec §2.8's figures, computed on the server in the Europe/Rome day. */
export const adminStatsQueryOptions = () => queryOptions<AdminStats>({ queryKey: ['/api/admin/stats'] });

/** Every 10 s (spec §9), and whenever a live event makes them stale. */
export const useAdminStats = () => useQuery({ ...adminStatsQueryOptions(), refetchInterval: POLL_INTERVALS_MS.adminStats });
