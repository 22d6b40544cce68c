import { useQuery } from '@tanstack/react-query';
import { POLL_INTERVALS_MS } from '@shared/constants';
import { readOptions } from '@/lib/query-client';

/** spec §2.8's figures, computed on the server in the Europe/Rome day. */
export const adminStatsQueryOptions = () => readOptions('/api/admin/stats', ['/api/admin/stats']);

/** Every 10 s (spec §9), and whenever a live event makes them stale. */
export const useAdminStats = () => useQuery({ ...adminStatsQueryOptions(), refetchInterval: POLL_INTERVALS_MS.adminStats });
