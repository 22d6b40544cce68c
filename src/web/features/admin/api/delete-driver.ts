import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { adminStatsQueryOptions } from './get-admin-stats';
import { driversQueryOptions } from './get-drivers';

/** SPEC §7 `DELETE /api/admin/drivers/{id}` (ADR 012: the driver's rides and reviews stay in the history). */
export const deleteDriver = (driverId: string) => api.delete(`/api/admin/drivers/${encodeURIComponent(driverId)}`);

/** SPEC §8: after a delete, failed or not, the driver list is read again. */
export function useDeleteDriver({ onSettled, ...config }: MutationConfig<typeof deleteDriver> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteDriver,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: driversQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey });
      return onSettled?.(...args);
    },
  });
}
