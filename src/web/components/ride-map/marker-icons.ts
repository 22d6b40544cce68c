import { divIcon } from 'leaflet';

/**
 * spec §2.4: 40×40 markers. Inline SVG (design §1: no marker images from a public CDN), so the map
 * works offline in tests and needs no extra request on a poor signal.
 */
const SIZE = 40;

function pin(color: string, glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 40 40" aria-hidden="true">
    <path d="M20 2C12.3 2 6 8.3 6 16c0 10.5 14 22 14 22s14-11.5 14-22C34 8.3 27.7 2 20 2z" fill="${color}" stroke="#fff" stroke-width="2"/>
    ${glyph}
  </svg>`;
}

const icon = (html: string, className: string) =>
  divIcon({ html, className, iconSize: [SIZE, SIZE], iconAnchor: [SIZE / 2, SIZE - 2], popupAnchor: [0, -SIZE + 4] });

export const pickupIcon = icon(pin('#16a34a', '<circle cx="20" cy="16" r="6" fill="#fff"/>'), 'ride-marker ride-marker-pickup');
export const dropoffIcon = icon(pin('#dc2626', '<rect x="14" y="10" width="12" height="12" fill="#fff"/>'), 'ride-marker ride-marker-dropoff');
const TAXI_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 40 40" aria-hidden="true">
    <circle cx="20" cy="20" r="18" fill="#facc15" stroke="#111" stroke-width="2"/>
    <path d="M11 23v-4l3-6h12l3 6v4z" fill="#111"/><circle cx="14.5" cy="25" r="2.5" fill="#111"/><circle cx="25.5" cy="25" r="2.5" fill="#111"/>
  </svg>`;

const taxi = (className: string) =>
  divIcon({ html: TAXI_SVG, className, iconSize: [SIZE, SIZE], iconAnchor: [SIZE / 2, SIZE / 2], popupAnchor: [0, -SIZE / 2] });

export const taxiIcon = taxi('ride-marker ride-marker-taxi');
/** A simulated position (the driver's GPS is down): the same taxi, faded, never to be read as where it is. */
export const approximateTaxiIcon = taxi('ride-marker ride-marker-taxi ride-marker-approximate opacity-50 grayscale');
