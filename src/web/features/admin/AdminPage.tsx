import { AdminLoginCard } from './AdminLoginCard';
import { AdminSessionChecking } from './AdminLoginFrame';
import { AdminPanel } from './AdminPanel';
import { useAdminSession } from './use-admin-session';

/** /admin (SPEC §2.8): the login card until the server confirms the office session, then the panel. */
export function AdminPage() {
  const { status, signedIn, signedOut } = useAdminSession();
  if (status === 'checking') return <AdminSessionChecking />;
  if (status === 'loggedOut') return <AdminLoginCard onSignedIn={signedIn} />;
  return <AdminPanel onSignedOut={signedOut} />;
}
