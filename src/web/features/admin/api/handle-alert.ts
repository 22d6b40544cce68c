import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { alertsQueryOptions } from './get-alerts';

/** The office has dealt with an alert: it leaves every console (`ride_alert_handled`). */
export const handleAlert = (alertId: string) => api.post('/api/admin/alerts/:id/handled', { params: { id: alertId } });

export const useHandleAlert = (config?: MutationConfig<typeof handleAlert>) =>
  useApiMutation(handleAlert, config, (queryClient) => ({
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsQueryOptions().queryKey }),
  }));
