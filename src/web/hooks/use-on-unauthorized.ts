import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { isUnauthorized } from '@/lib/api-client';

/**
 * The one place an area learns that the server no longer knows its session (expired, ended on another device,
 * the driver deleted by the office): any read or write answered 401. Each signed-in area mounts it once and
 * decides what that means for it (the customer is back to an unverified phone, the driver to sign-in, the office
 * to the login card).
 */
export function useOnUnauthorized(onUnauthorized: () => void): void {
  const queryClient = useQueryClient();
  const fire = useEffectEvent(onUnauthorized);
  useEffect(() => {
    const onEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && isUnauthorized(event.action.error)) fire();
    };
    const offQueries = queryClient.getQueryCache().subscribe(onEvent);
    const offMutations = queryClient.getMutationCache().subscribe(onEvent);
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}
