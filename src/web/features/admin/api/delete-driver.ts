import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { refreshDriverLists } from './get-drivers';

/** spec §7 `DELETE /api/admin/drivers/{id}` (ADR 012: the driver's rides and reviews stay in the history). */
export const deleteDriver = (driverId: string) => api.delete('/api/admin/drivers/:id', { params: { id: driverId } });

/** After a delete, failed or not, the lists are read again: the driver may be gone all the same. */
export const useDeleteDriver = (config?: MutationConfig<typeof deleteDriver>) =>
  useApiMutation(deleteDriver, config, (queryClient) => ({ onSettled: () => refreshDriverLists(queryClient) }));
