import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { parseApiError } from '@/lib/query-client';

/** Any 401 from a read or a write means the server no longer knows this office session (expired, logged out elsewhere). */
export function useOnUnauthorized(onUnauthorized: () => void): void {
  const queryClient = useQueryClient();
  const fire = useEffectEvent(onUnauthorized);
  useEffect(() => {
    const is401 = (error: unknown) => parseApiError(error).status === 401;
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && is401(event.action.error)) fire();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && is401(event.action.error)) fire();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}
