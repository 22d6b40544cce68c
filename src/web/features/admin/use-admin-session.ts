import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { takeSignedOutHint } from '@/lib/signed-out-hint';
import { isAdminQuery } from './api/admin-queries';
import { useAdminSessionQuery } from './api/get-admin-session';

/** spec §3: the flag only mirrors the UI; the HttpOnly session cookie is what the server checks. */
const FLAG = 'adminLoggedIn';

export type AdminSessionStatus = 'checking' | 'loggedOut' | 'loggedIn';

const readFlag = () => {
  try {
    return window.sessionStorage.getItem(FLAG) === 'true';
  } catch {
    return false;
  }
};
const writeFlag = (on: boolean) => {
  try {
    if (on) window.sessionStorage.setItem(FLAG, 'true');
    else window.sessionStorage.removeItem(FLAG);
  } catch {
    // Storage disabled (private mode): the panel still works for this page's life.
  }
};

export function useAdminSession() {
  const queryClient = useQueryClient();
  // No session cookie came with the page: signed out, whatever a stale flag says (the first screen shows the login).
  const [known, setKnown] = useState<AdminSessionStatus>(() =>
    !takeSignedOutHint('admin') && readFlag() ? 'checking' : 'loggedOut',
  );
  // A reload with the flag set: the server says whether the cookie is still good before any data is shown;
  // no answer at all counts as signed out.
  const check = useAdminSessionQuery({ enabled: known === 'checking' });
  const status: AdminSessionStatus =
    known !== 'checking' || check.isPending ? known : check.data?.authenticated ? 'loggedIn' : 'loggedOut';

  useEffect(() => {
    if (status !== 'checking') writeFlag(status === 'loggedIn');
  }, [status]);

  const signedIn = useCallback(() => setKnown('loggedIn'), []);

  const signedOut = useCallback(() => {
    queryClient.removeQueries({ predicate: (q) => isAdminQuery(q.queryKey) });
    setKnown('loggedOut');
  }, [queryClient]);

  return { status, signedIn, signedOut };
}
