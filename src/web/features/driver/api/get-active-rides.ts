import { queryOptions } from '@tanstack/react-query';
import type { Ride } from '@shared/rides.schemas';

/** SPEC §7 `GET /api/rides?driverId={id}&status=active`: the driver's rides under way (DESIGN §4: at most one). */
export const activeRidesQueryOptions = (driverId: string) =>
  queryOptions<Ride[]>({ queryKey: ['/api/rides', { driverId, status: 'active' }] });
