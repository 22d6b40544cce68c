import type { z } from 'zod';
import type { adminLoginBodySchema } from '@shared/auth.schemas';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';

export type AdminLoginInput = z.input<typeof adminLoginBodySchema>;

/** design §1 `POST /api/admin/login`: the password is checked on the server, which sets the session cookie. */
export const loginAdmin = (credentials: AdminLoginInput) => api.post('/api/admin/login', credentials);

export const useAdminLogin = (config?: MutationConfig<typeof loginAdmin>) => useApiMutation(loginAdmin, config);
