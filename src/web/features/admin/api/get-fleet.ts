import { useQuery } from '@tanstack/react-query';
import { readOptions } from '@/lib/query-client';

/** design §10 `GET /api/admin/fleet`: every taxi with its status and last position; live messages keep it current. */
export const fleetQueryOptions = () => readOptions('/api/admin/fleet', ['/api/admin/fleet']);

export const useFleet = () => useQuery(fleetQueryOptions());
