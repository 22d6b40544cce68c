import { useQuery } from '@tanstack/react-query';
import { readOptions } from '@/lib/query-client';

/** design §10 `GET /api/admin/alerts`: the alerts not yet handled, oldest first; live messages add and remove them. */
export const alertsQueryOptions = () => readOptions('/api/admin/alerts', ['/api/admin/alerts']);

export const useAlerts = () => useQuery(alertsQueryOptions());
