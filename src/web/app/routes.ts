import { lazy } from 'react';

/**
 * Each area is its own chunk: the customer's phone never downloads the admin tables or
 * (until it needs it) the map.
 */
const loadCustomer = () => import('@/features/customer/CustomerPage');
const loadDriver = () => import('@/features/driver/DriverPage');
const loadAdmin = () => import('@/features/admin/AdminPage');

export const CustomerPage = lazy(() => loadCustomer().then((m) => ({ default: m.CustomerPage })));
export const DriverPage = lazy(() => loadDriver().then((m) => ({ default: m.DriverPage })));
export const AdminPage = lazy(() => loadAdmin().then((m) => ({ default: m.AdminPage })));

const loaders: Record<string, () => Promise<unknown>> = {
  '/': loadCustomer,
  '/driver': loadDriver,
  '/admin': loadAdmin,
};

/** Fire-and-forget: a failure here resurfaces (and is handled) when the page really loads. */
export function preloadRoute(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  loaders[path]?.().catch(() => {});
}
