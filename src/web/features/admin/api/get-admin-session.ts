import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminSessionSchema } from '@shared/auth.schemas';
import type { QueryConfig } from '@/lib/query-client';

/** design §8: whether this browser's office session cookie is still good (always 200). */
export const adminSessionQueryOptions = () =>
  queryOptions<z.infer<typeof adminSessionSchema>>({ queryKey: ['/api/admin/session'] });

export const useAdminSessionQuery = (config?: QueryConfig<typeof adminSessionQueryOptions>) =>
  useQuery({ ...adminSessionQueryOptions(), ...config });
