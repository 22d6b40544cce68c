import { lazy, Suspense, useEffect } from 'react';
import { AdminLoginCard } from './admin-login-card';
import { AdminSessionChecking } from './admin-login-frame';
import { useAdminSession } from './use-admin-session';

/**
 * The panel is most of this area's code (tables, dialogs, live updates): fetched only once the office is
 * signing in or probably signed in, so that the login screen loads and starts light.
 */
const loadPanel = () => import('./admin-panel');
const AdminPanel = lazy(() => loadPanel().then((m) => ({ default: m.AdminPanel })));
/** A failed download resurfaces, and is shown, when the panel renders. */
const prefetchPanel = () => void loadPanel().catch(() => {});

/** /admin (spec §2.8): the login card until the server confirms the office session, then the panel. */
export function AdminPage() {
  const { status, signedIn, signedOut } = useAdminSession();
  useEffect(() => {
    if (status !== 'loggedOut') prefetchPanel();
  }, [status]);

  if (status === 'checking') return <AdminSessionChecking />;
  if (status === 'loggedOut') return <AdminLoginCard onSigningIn={prefetchPanel} onSignedIn={signedIn} />;
  return (
    <Suspense fallback={<AdminSessionChecking />}>
      <AdminPanel onSignedOut={signedOut} />
    </Suspense>
  );
}
