import type { BodyOf } from '@shared/endpoints';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { refreshDriverLists } from './get-drivers';

export interface SaveDriverInput {
  /** The driver being edited; absent for a new one. */
  driverId?: string;
  driver: BodyOf<'POST', '/api/admin/drivers'>;
}

/** spec §7: `POST /api/admin/drivers` adds a driver, `PUT /api/admin/drivers/{id}` updates one (same body). */
export const saveDriver = ({ driverId, driver }: SaveDriverInput) =>
  driverId
    ? api.put('/api/admin/drivers/:id', { params: { id: driverId }, body: driver })
    : api.post('/api/admin/drivers', { body: driver });

export const useSaveDriver = (config?: MutationConfig<typeof saveDriver>) =>
  useApiMutation(saveDriver, config, (queryClient) => ({ onSuccess: () => refreshDriverLists(queryClient) }));
