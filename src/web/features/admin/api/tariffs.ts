import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@shared/endpoints';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { readOptions } from '@/lib/query-client';

/** design §15 'Tariffe': the tariff in force and its versions; the fixed-fare routes. */
export const tariffsQueryOptions = () => readOptions('/api/admin/tariffs', ['/api/admin/tariffs']);
export const fixedRoutesQueryOptions = () => readOptions('/api/admin/fixed-routes', ['/api/admin/fixed-routes']);
export const useTariffs = () => useQuery(tariffsQueryOptions());
export const useFixedRoutes = () => useQuery(fixedRoutesQueryOptions());

const refreshTariffs = (queryClient: QueryClient) => ({
  onSettled: () => void queryClient.invalidateQueries({ queryKey: tariffsQueryOptions().queryKey }),
});
const refreshRoutes = (queryClient: QueryClient) => ({
  onSettled: () => void queryClient.invalidateQueries({ queryKey: fixedRoutesQueryOptions().queryKey }),
});

export const scheduleTariff = (version: BodyOf<'POST', '/api/admin/tariffs'>) => api.post('/api/admin/tariffs', { body: version });
export const useScheduleTariff = (config?: MutationConfig<typeof scheduleTariff>) => useApiMutation(scheduleTariff, config, refreshTariffs);

export const withdrawTariff = (id: string) => api.delete('/api/admin/tariffs/:id', { params: { id } });
export const useWithdrawTariff = (config?: MutationConfig<typeof withdrawTariff>) => useApiMutation(withdrawTariff, config, refreshTariffs);

export interface SaveRouteInput {
  routeId?: string | undefined;
  route: BodyOf<'POST', '/api/admin/fixed-routes'>;
}
export const saveFixedRoute = ({ routeId, route }: SaveRouteInput) =>
  routeId
    ? api.put('/api/admin/fixed-routes/:id', { params: { id: routeId }, body: route })
    : api.post('/api/admin/fixed-routes', { body: route });
export const useSaveFixedRoute = (config?: MutationConfig<typeof saveFixedRoute>) => useApiMutation(saveFixedRoute, config, refreshRoutes);

export const deleteFixedRoute = (id: string) => api.delete('/api/admin/fixed-routes/:id', { params: { id } });
export const useDeleteFixedRoute = (config?: MutationConfig<typeof deleteFixedRoute>) => useApiMutation(deleteFixedRoute, config, refreshRoutes);
