import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRidesPage, AdminRidesQuery } from '@shared/admin.schemas';

/** Every ride list of the panel, whatever its filters: what a ride event makes stale. */
export const ADMIN_RIDES_KEY = ['/api/admin/rides'] as const;

/** ADR 011: one page of the rides matching the filters, searched and counted on the server. */
export const ridesPageQueryOptions = (filters: AdminRidesQuery) =>
  queryOptions<AdminRidesPage>({ queryKey: [...ADMIN_RIDES_KEY, filters] });

export const useRidesPage = (filters: AdminRidesQuery) =>
  // The old page stays on screen while the next one loads, instead of flashing 'Caricamento...'.
  useQuery({ ...ridesPageQueryOptions(filters), placeholderData: keepPreviousData });
