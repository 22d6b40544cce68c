import { type ComponentType, createElement, lazy, useState } from 'react';
import { areaCatalogueParts } from '@/i18n/catalogues';
import { loadCatalogueParts } from '@/i18n/i18n';
import { areaPath, type AreaPath } from './area-path';
import { pageModules } from './page-modules';

/**
 * A page in its own chunk that, once the chunk and its area's texts have arrived, renders at once. React.lazy alone
 * suspends for a tick even then, which would put the loading spinner where the server's first screen was showing.
 */
function lazyPage(area: AreaPath) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    Promise.all([pageModules[area](), loadCatalogueParts(areaCatalogueParts(area))]).then(([page]) => {
      loaded = page;
      return page;
    });
  const LazyPage = lazy(() => preload().then((page) => ({ default: page })));
  function RoutePage() {
    // Chosen once per mount: switching from the lazy wrapper to the page itself later would remount the page.
    const [Page] = useState<ComponentType>(() => loaded ?? LazyPage);
    return createElement(Page);
  }
  return { Page: RoutePage, preload };
}

const pages: Record<AreaPath, ReturnType<typeof lazyPage>> = {
  '/': lazyPage('/'),
  '/driver': lazyPage('/driver'),
  '/admin': lazyPage('/admin'),
};

export const CustomerPage = pages['/'].Page;
export const DriverPage = pages['/driver'].Page;
export const AdminPage = pages['/admin'].Page;

/** Never rejects: a failure here resurfaces (and is handled) when the page really loads. */
export function preloadRoute(pathname: string): Promise<void> {
  const area = areaPath(pathname);
  return (area ? pages[area].preload() : Promise.resolve()).then(
    () => {},
    () => {},
  );
}
