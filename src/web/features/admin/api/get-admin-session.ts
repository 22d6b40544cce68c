import { useQuery } from '@tanstack/react-query';
import { type QueryConfig, readOptions } from '@/lib/query-client';

/** design §8: whether this browser's office session cookie is still good (always 200). */
export const adminSessionQueryOptions = () =>
  readOptions('/api/admin/session', ['/api/admin/session']);

export const useAdminSessionQuery = (config?: QueryConfig<typeof adminSessionQueryOptions>) =>
  useQuery({ ...adminSessionQueryOptions(), ...config });
