import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { isAdminQuery } from './admin-queries';

/** DESIGN §8 `POST /api/admin/logout`. */
export const logoutAdmin = () => api.post('/api/admin/logout');

/** 'Disconnetti': reads still on their way would arrive after the session ends and be refused, so they stop first. */
export function useAdminLogout({ onMutate, ...config }: MutationConfig<typeof logoutAdmin> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: logoutAdmin,
    onMutate: async (...args) => {
      await queryClient.cancelQueries({ predicate: (q) => isAdminQuery(q.queryKey) });
      return onMutate?.(...args);
    },
  });
}
