import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CustomerSession } from '@shared/auth.schemas';
import { customerSessionQueryOptions, useCustomerSessionQuery } from './api/get-customer-session';
import { excludedDriversQueryOptions } from './api/excluded-drivers';
import { rememberFollowedRide } from './api/get-current-ride';
import { signOutCustomer } from './api/sign-out-customer';

const PHONE_STORAGE_KEY = 'verifiedPhone';
const { queryKey: SESSION_KEY } = customerSessionQueryOptions();

/** spec §3 client storage: the last verified phone, only to pre-fill the card next time. */
export function rememberedPhone(): string {
  try {
    return localStorage.getItem(PHONE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The server session is the truth (design §1); `customer: null` means no verified phone yet. */
export function useCustomerSession() {
  const queryClient = useQueryClient();
  const query = useCustomerSessionQuery();

  const setVerified = useCallback(
    (session: CustomerSession) => {
      try {
        localStorage.setItem(PHONE_STORAGE_KEY, session.phoneNumber);
      } catch {
        // Private mode: only the pre-fill is lost.
      }
      queryClient.setQueryData(SESSION_KEY, { customer: session });
    },
    [queryClient],
  );

  /** Back to an unverified phone: nothing of this customer's rides stays on the page. */
  const signedOut = useCallback(() => {
    queryClient.setQueryData(SESSION_KEY, { customer: null });
    queryClient.removeQueries({ queryKey: ['/api/customers/me/rides'] });
    // design §14: whom this customer left out is theirs alone; the next customer on this device reads their own.
    queryClient.removeQueries({ queryKey: excludedDriversQueryOptions().queryKey });
    rememberFollowedRide(null);
  }, [queryClient]);

  /**
   * 'Cambia' on the verified-phone banner: the page leaves the session first (so that its live socket does not take
   * the end for one that came from elsewhere), then ends it on the server — locally also when the server cannot be told.
   */
  const change = useCallback(() => {
    signedOut();
    signOutCustomer().catch((err: unknown) => console.warn('Uscita non riuscita', err));
  }, [signedOut]);

  /** The customer deleted their data (design §13): this device forgets the number too. */
  const deleted = useCallback(() => {
    try {
      localStorage.removeItem(PHONE_STORAGE_KEY);
    } catch {
      // Private mode: nothing was kept.
    }
    signedOut();
  }, [signedOut]);

  return { customer: query.data ?? null, loading: query.isPending, setVerified, signedOut, change, deleted };
}
