import type { ReactNode } from 'react';
import type { FirstScreenSession } from '@shared/first-screen';
import { AdminLoginFrame, AdminSessionChecking } from '@/features/admin/admin-login-frame';
import { CustomerPageFrame } from '@/features/customer/customer-page-frame';
import { DriverPageFrame, DriverSessionLoading, DriverSignInIntro } from '@/features/driver/driver-page-frame';
import { Layout } from './layout';
import type { AreaPath } from './area-path';

/**
 * Each route's first screen: only what its page draws before any data and before any input exists. A field the
 * visitor could type into before the scripts arrive would lose the text when the page takes over, so none is here.
 * Keyed by the areas' own list (page-modules.ts): a new area cannot be added without its first screen.
 */
const screens: Record<AreaPath, (session: FirstScreenSession) => ReactNode> = {
  '/': () => <CustomerPageFrame />,
  '/driver': (session) => (
    <DriverPageFrame>{session === 'signed-out' ? <DriverSignInIntro /> : <DriverSessionLoading />}</DriverPageFrame>
  ),
  '/admin': (session) => (session === 'signed-out' ? <AdminLoginFrame /> : <AdminSessionChecking />),
};

export function StaticScreen({ route, session }: { route: string; session: FirstScreenSession }) {
  const screen = Object.hasOwn(screens, route) ? screens[route as AreaPath] : undefined;
  return <Layout firstScreen>{screen?.(session)}</Layout>;
}
