import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readOptions } from '@/lib/query-client';
import { ADMIN_RIDES_KEY } from './get-rides-page';

/**
 * ADR 252 `GET /api/admin/rides/{id}/free-taxis`: the free taxis nearest the ride's pickup, fitting ones first, found
 * by the server rather than picked out of the whole fleet. Under `ADMIN_RIDES_KEY`, so every change of a ride reads
 * it again. `driverId`: the taxi chosen on the map, listed whatever its rank.
 */
export const freeTaxisQueryOptions = (rideId: string, q: string, driverId: string | null) =>
  readOptions('/api/admin/rides/:id/free-taxis', [
    ...ADMIN_RIDES_KEY,
    rideId,
    'free-taxis',
    { q: q.trim() || undefined, driverId: driverId ?? undefined },
  ]);

export const useFreeTaxis = (rideId: string, q: string, driverId: string | null) =>
  useQuery({ ...freeTaxisQueryOptions(rideId, q, driverId), placeholderData: keepPreviousData });
