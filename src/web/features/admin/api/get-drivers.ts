import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Driver } from '@shared/drivers.schemas';

/** SPEC §7 `GET /api/admin/drivers`: every registered driver. */
export const driversQueryOptions = () => queryOptions<Driver[]>({ queryKey: ['/api/admin/drivers'] });

export const useDrivers = () => useQuery(driversQueryOptions());
