/**
 * Each area's page, in its own chunk: the customer's phone never downloads the admin tables or (until it needs
 * it) the map. Kept free of React so the boot script (src/web/boot.ts) can start the current page's download.
 */
export const pageModules = {
  '/': () => import('@/features/customer/customer-page').then((m) => m.CustomerPage),
  '/driver': () => import('@/features/driver/driver-page').then((m) => m.DriverPage),
  '/admin': () => import('@/features/admin/admin-page').then((m) => m.AdminPage),
};

export type AreaPath = keyof typeof pageModules;

/** The area `pathname` shows (a trailing slash ignored), if it is one. */
export function areaPath(pathname: string): AreaPath | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(pageModules, path) ? (path as AreaPath) : undefined;
}
