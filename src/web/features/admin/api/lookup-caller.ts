import { useQuery } from '@tanstack/react-query';
import { readOptions } from '@/lib/query-client';

export const CALLER_LOOKUP_PATH = '/api/admin/customers/lookup' as const;

/** design §10 caller recall: that phone's last addresses, most used first. `phone` is already E.164. */
export const callerLookupQueryOptions = (phone: string) =>
  readOptions(CALLER_LOOKUP_PATH, [CALLER_LOOKUP_PATH, { phone }]);

export const useCallerLookup = (phone: string | null) =>
  useQuery({ ...callerLookupQueryOptions(phone ?? ''), enabled: phone !== null, throwOnError: false });
