import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallerLookup } from '@shared/console.schemas';

export const CALLER_LOOKUP_PATH = '/api/admin/customers/lookup';

/** design §10 caller recall: that phone's last addresses, most used first. `phone` is already E.164. */
export const callerLookupQueryOptions = (phone: string) =>
  queryOptions<CallerLookup>({ queryKey: [CALLER_LOOKUP_PATH, { phone }] });

export const useCallerLookup = (phone: string | null) =>
  useQuery({ ...callerLookupQueryOptions(phone ?? ''), enabled: phone !== null, throwOnError: false });
