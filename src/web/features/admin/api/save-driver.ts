import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverForm } from '@shared/admin.schemas';
import type { Driver } from '@shared/drivers.schemas';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { adminStatsQueryOptions } from './get-admin-stats';
import { driversQueryOptions } from './get-drivers';

export interface SaveDriverInput {
  /** The driver being edited; absent for a new one. */
  driverId?: string;
  driver: DriverForm;
}

/** SPEC §7: `POST /api/admin/drivers` adds a driver, `PUT /api/admin/drivers/{id}` updates one (same body). */
export const saveDriver = ({ driverId, driver }: SaveDriverInput) =>
  driverId
    ? api.put<Driver>(`/api/admin/drivers/${encodeURIComponent(driverId)}`, driver)
    : api.post<Driver>('/api/admin/drivers', driver);

/** SPEC §8: after a create or update the driver list is read again (and the stats, which count drivers). */
export function useSaveDriver({ onSuccess, ...config }: MutationConfig<typeof saveDriver> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveDriver,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: driversQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
  });
}
