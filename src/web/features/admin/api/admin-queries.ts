import type { QueryKey } from '@tanstack/react-query';

/** Everything the panel caches: dropped at logout so the next office user never sees it. */
export const isAdminQuery = (key: QueryKey) =>
  typeof key[0] === 'string' && (key[0].startsWith('/api/admin') || key[0] === '/api/drivers');
