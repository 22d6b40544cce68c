import { useEffect } from 'react';
import { useMap, ZoomControl } from 'react-leaflet';
import { useT } from '@/i18n/i18n';

/**
 * Every map's zoom buttons and credit line in the page's language (design §16): Leaflet's defaults say "Zoom in" and
 * "Zoom out" whatever the page. The map is created with `zoomControl={false}` and this puts ours in its place.
 */
export function MapControls() {
  const map = useMap();
  const t = useT();
  const leafletTitle = t('map.leafletTitle');
  useEffect(() => {
    // Leaflet's own credit, with its title in the page's language.
    map.attributionControl?.setPrefix(`<a href="https://leafletjs.com" title="${leafletTitle}">Leaflet</a>`);
  }, [map, leafletTitle]);
  // Keyed by language: Leaflet reads the titles only when the control is made.
  return <ZoomControl key={leafletTitle} position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />;
}
