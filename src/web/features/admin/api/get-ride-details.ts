import { useQuery } from '@tanstack/react-query';
import { readOptions } from '@/lib/query-client';
import { ADMIN_RIDES_KEY } from './get-rides-page';

/**
 * `GET /api/admin/rides/{id}` (design §10): one ride with its history. Under `ADMIN_RIDES_KEY`, so every ride
 * event the panel hears also re-reads an open details dialog: its timeline grows while the office watches.
 */
export const rideDetailsQueryOptions = (rideId: string) =>
  readOptions('/api/admin/rides/:id', [...ADMIN_RIDES_KEY, rideId]);

export const useRideDetails = (rideId: string | null) =>
  useQuery({ ...rideDetailsQueryOptions(rideId ?? ''), enabled: rideId !== null, throwOnError: false });
