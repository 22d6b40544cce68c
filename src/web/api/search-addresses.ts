import { useQuery } from '@tanstack/react-query';
import { type QueryConfig, readOptions } from '@/lib/query-client';

/** Places matching the typed text, from our own geocoder route (design §1: the browser never calls a public one). */
export const addressSearchQueryOptions = (q: string) =>
  readOptions('/api/geocode/search', ['/api/geocode/search', { q }]);

export const useAddressSearch = (q: string, config?: QueryConfig<typeof addressSearchQueryOptions>) =>
  useQuery({ ...addressSearchQueryOptions(q), ...config });
