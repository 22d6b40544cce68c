import { queryOptions } from '@tanstack/react-query';
import type { Ride } from '@shared/rides.schemas';

/** SPEC §7 `GET /api/rides?status=pending`: the requests an online driver may accept. */
export const pendingRidesQueryOptions = () => queryOptions<Ride[]>({ queryKey: ['/api/rides', { status: 'pending' }] });
