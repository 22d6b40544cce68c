import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CustomerSession, ME_KEY, signOut } from './api';

const PHONE_STORAGE_KEY = 'verifiedPhone';

/** SPEC §3 client storage: the last verified phone, only to pre-fill the card next time. */
export function rememberedPhone(): string {
  try {
    return localStorage.getItem(PHONE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The server session is the truth (DESIGN §1); `customer: null` means no verified phone yet. */
export function useCustomerSession() {
  const queryClient = useQueryClient();
  const query = useQuery<{ customer: CustomerSession | null }, Error, CustomerSession | null>({
    queryKey: ME_KEY,
    select: (data) => data.customer,
  });

  const setVerified = useCallback(
    (session: CustomerSession) => {
      try {
        localStorage.setItem(PHONE_STORAGE_KEY, session.phoneNumber);
      } catch {
        // Private mode: only the pre-fill is lost.
      }
      queryClient.setQueryData(ME_KEY, { customer: session });
    },
    [queryClient],
  );

  const change = useCallback(async () => {
    try {
      await signOut();
    } catch (err) {
      console.warn('Uscita non riuscita', err);
    }
    queryClient.setQueryData(ME_KEY, { customer: null });
  }, [queryClient]);

  return { customer: query.data ?? null, loading: query.isPending, setVerified, change };
}
