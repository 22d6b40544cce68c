import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { isAdminQuery } from './admin-queries';

/** design §8 `POST /api/admin/logout`. */
export const logoutAdmin = () => api.post('/api/admin/logout');

/** 'Disconnetti': reads still on their way would arrive after the session ends and be refused, so they stop first. */
export const useAdminLogout = (config?: MutationConfig<typeof logoutAdmin>) =>
  useApiMutation(logoutAdmin, config, (queryClient) => ({
    onMutate: () => queryClient.cancelQueries({ predicate: (q) => isAdminQuery(q.queryKey) }),
  }));
