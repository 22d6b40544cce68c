import type { DriverForm } from '@shared/admin.schemas';
import type { Driver } from '@shared/drivers.schemas';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { refreshDriverLists } from './get-drivers';

export interface SaveDriverInput {
  /** The driver being edited; absent for a new one. */
  driverId?: string;
  driver: DriverForm;
}

/** spec §7: `POST /api/admin/drivers` adds a driver, `PUT /api/admin/drivers/{id}` updates one (same body). */
export const saveDriver = ({ driverId, driver }: SaveDriverInput) =>
  driverId
    ? api.put<Driver>(`/api/admin/drivers/${encodeURIComponent(driverId)}`, driver)
    : api.post<Driver>('/api/admin/drivers', driver);

export const useSaveDriver = (config?: MutationConfig<typeof saveDriver>) =>
  useApiMutation(saveDriver, config, (queryClient) => ({ onSuccess: () => refreshDriverLists(queryClient) }));
