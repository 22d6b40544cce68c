import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FleetTaxi } from '@shared/console.schemas';

/** design §10 `GET /api/admin/fleet`: every taxi with its status and last position; live messages keep it current. */
export const fleetQueryOptions = () => queryOptions<FleetTaxi[]>({ queryKey: ['/api/admin/fleet'] });

export const useFleet = () => useQuery(fleetQueryOptions());
