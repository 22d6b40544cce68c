import type { ComponentType } from 'react';
import type { AreaPath } from './area-path';

/**
 * Each area's page, in its own chunk: the customer's phone never downloads the admin tables or (until it needs
 * it) the map. Kept free of React so the boot script (src/web/boot.ts) can start the current page's download.
 */
export const pageModules: Record<AreaPath, () => Promise<ComponentType>> = {
  '/': () => import('@/features/customer/customer-page').then((m) => m.CustomerPage),
  '/driver': () => import('@/features/driver/driver-page').then((m) => m.DriverPage),
  '/admin': () => import('@/features/admin/admin-page').then((m) => m.AdminPage),
};

