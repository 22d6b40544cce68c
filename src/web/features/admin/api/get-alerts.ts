import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RideAlert } from '@shared/console.schemas';

/** design §10 `GET /api/admin/alerts`: the alerts not yet handled, oldest first; live messages add and remove them. */
export const alertsQueryOptions = () => queryOptions<RideAlert[]>({ queryKey: ['/api/admin/alerts'] });

export const useAlerts = () => useQuery(alertsQueryOptions());
