import type { BodyOf } from '@shared/endpoints';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';

export type AdminLoginInput = BodyOf<'POST', '/api/admin/login'>;

/** design §1 `POST /api/admin/login`: the password is checked on the server, which sets the session cookie. */
export const loginAdmin = (credentials: AdminLoginInput) => api.post('/api/admin/login', { body: credentials });

export const useAdminLogin = (config?: MutationConfig<typeof loginAdmin>) => useApiMutation(loginAdmin, config);
