import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { FixedRoute, FixedRouteInput, Tariffs, TariffVersion, TariffVersionInput } from '@shared/tariffs.schemas';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';

/** design §15 'Tariffe': the tariff in force and its versions; the fixed-fare routes. */
export const tariffsQueryOptions = () => queryOptions<Tariffs>({ queryKey: ['/api/admin/tariffs'] });
export const fixedRoutesQueryOptions = () => queryOptions<FixedRoute[]>({ queryKey: ['/api/admin/fixed-routes'] });
export const useTariffs = () => useQuery(tariffsQueryOptions());
export const useFixedRoutes = () => useQuery(fixedRoutesQueryOptions());

const refreshTariffs = (queryClient: QueryClient) => ({
  onSettled: () => void queryClient.invalidateQueries({ queryKey: tariffsQueryOptions().queryKey }),
});
const refreshRoutes = (queryClient: QueryClient) => ({
  onSettled: () => void queryClient.invalidateQueries({ queryKey: fixedRoutesQueryOptions().queryKey }),
});

export const scheduleTariff = (version: TariffVersionInput) => api.post<TariffVersion>('/api/admin/tariffs', version);
export const useScheduleTariff = (config?: MutationConfig<typeof scheduleTariff>) => useApiMutation(scheduleTariff, config, refreshTariffs);

export const withdrawTariff = (id: string) => api.delete(`/api/admin/tariffs/${encodeURIComponent(id)}`);
export const useWithdrawTariff = (config?: MutationConfig<typeof withdrawTariff>) => useApiMutation(withdrawTariff, config, refreshTariffs);

export interface SaveRouteInput {
  routeId?: string;
  route: FixedRouteInput;
}
export const saveFixedRoute = ({ routeId, route }: SaveRouteInput) =>
  routeId
    ? api.put<FixedRoute>(`/api/admin/fixed-routes/${encodeURIComponent(routeId)}`, route)
    : api.post<FixedRoute>('/api/admin/fixed-routes', route);
export const useSaveFixedRoute = (config?: MutationConfig<typeof saveFixedRoute>) => useApiMutation(saveFixedRoute, config, refreshRoutes);

export const deleteFixedRoute = (id: string) => api.delete(`/api/admin/fixed-routes/${encodeURIComponent(id)}`);
export const useDeleteFixedRoute = (config?: MutationConfig<typeof deleteFixedRoute>) => useApiMutation(deleteFixedRoute, config, refreshRoutes);
