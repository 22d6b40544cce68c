import type { Role } from './principal';

/** The web app's pages (src/web/app/page-modules.ts), and the area whose session cookie decides their first screen. */
export const WEB_ROUTES: Record<string, Role> = {
  '/': 'customer',
  '/driver': 'driver',
  '/admin': 'admin',
};
