import { lazy, Suspense } from 'react';
import { useT } from '@/i18n/i18n';
import type { RideMapProps } from './ride-map';

export type { RideMapProps } from './ride-map';

// Leaflet is ~40 KB gzip: it loads only when a ride is accepted, never with the booking form.
const RideMapImpl = lazy(() => import('./ride-map'));

/**
 * The map with a same-size placeholder while its code loads, so the card does not jump. The placeholder is a status
 * (a plain div may not carry a name: axe's aria-prohibited-attr, seen the first time a page showed a map).
 */
export function RideMap(props: RideMapProps) {
  const t = useT();
  return (
    <Suspense fallback={<div role="status" className="h-[300px] w-full animate-pulse rounded-md bg-muted" aria-label={t('map.loading')} />}>
      <RideMapImpl {...props} />
    </Suspense>
  );
}
