/** The app's three areas (spec §1): the customer's page, the drivers' dashboard, the office panel. */
export const AREA_PATHS = ['/', '/driver', '/admin'] as const;

export type AreaPath = (typeof AREA_PATHS)[number];

/** The area `pathname` shows (a trailing slash ignored), if it is one. */
export function areaPath(pathname: string): AreaPath | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (AREA_PATHS as readonly string[]).includes(path) ? (path as AreaPath) : undefined;
}
