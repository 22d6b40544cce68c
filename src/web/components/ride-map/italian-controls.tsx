import { useEffect } from 'react';
import { useMap, ZoomControl } from 'react-leaflet';

/** Leaflet's own credit, with its English title ("A JavaScript library for interactive maps") said in Italian. */
const LEAFLET_PREFIX = '<a href="https://leafletjs.com" title="Una libreria JavaScript per mappe interattive">Leaflet</a>';

/**
 * Every map's zoom buttons and credit line in Italian: Leaflet's defaults say "Zoom in" and "Zoom out". The map is
 * created with `zoomControl={false}` and this puts the Italian one in its place.
 */
export function ItalianControls() {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix(LEAFLET_PREFIX);
  }, [map]);
  return <ZoomControl position="topleft" zoomInTitle="Ingrandisci" zoomOutTitle="Riduci" />;
}
