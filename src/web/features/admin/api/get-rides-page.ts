import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminRidesQuery } from '@shared/admin.schemas';
import { readOptions } from '@/lib/query-client';

/** Every ride list of the panel, whatever its filters: what a ride event makes stale. */
export const ADMIN_RIDES_KEY = ['/api/admin/rides'] as const;

/** ADR 011: one page of the rides matching the filters, searched and counted on the server. */
export const ridesPageQueryOptions = (filters: AdminRidesQuery) =>
  readOptions('/api/admin/rides', [...ADMIN_RIDES_KEY, filters]);

export const useRidesPage = (filters: AdminRidesQuery) =>
  // The old page stays on screen while the next one loads, instead of flashing 'Caricamento...'.
  useQuery({ ...ridesPageQueryOptions(filters), placeholderData: keepPreviousData });
