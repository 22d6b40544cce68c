import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { takeSignedOutHint } from '@/lib/signed-out-hint';
import { isAdminQuery } from './admin-api';

/** SPEC §3: the flag only mirrors the UI; the HttpOnly session cookie is what the server checks. */
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
  const [status, setStatus] = useState<AdminSessionStatus>(() =>
    !takeSignedOutHint('admin') && readFlag() ? 'checking' : 'loggedOut',
  );

  // A reload with the flag set: ask the server whether the cookie is still good before showing data.
  useEffect(() => {
    if (status !== 'checking') return;
    const controller = new AbortController();
    fetch('/api/admin/session', { credentials: 'include', signal: controller.signal })
      .then(async (res) => (res.ok ? ((await res.json()) as { authenticated: boolean }).authenticated : false))
      .catch(() => false)
      .then((authenticated) => {
        if (controller.signal.aborted) return;
        writeFlag(authenticated);
        setStatus(authenticated ? 'loggedIn' : 'loggedOut');
      });
    return () => controller.abort();
  }, [status]);

  const signedIn = useCallback(() => {
    writeFlag(true);
    setStatus('loggedIn');
  }, []);

  const signedOut = useCallback(() => {
    writeFlag(false);
    queryClient.removeQueries({ predicate: (q) => isAdminQuery(q.queryKey) });
    setStatus('loggedOut');
  }, [queryClient]);

  return { status, signedIn, signedOut };
}
