import { divIcon } from 'leaflet';
import { BUSY, FREE, PENDING, PICKED, SIZE, UNREACHABLE } from './fleet-shapes';

/** Leaflet markers of the fleet map, drawn with the shapes of fleet-shapes.ts. */
const taxi = (html: string, className: string) =>
  divIcon({ html, className, iconSize: [SIZE, SIZE], iconAnchor: [SIZE / 2, SIZE / 2], popupAnchor: [0, -SIZE / 2] });

export const freeTaxiIcon = taxi(FREE, 'fleet-marker fleet-marker-free');
export const busyTaxiIcon = taxi(BUSY, 'fleet-marker fleet-marker-busy');
export const unreachableTaxiIcon = taxi(UNREACHABLE, 'fleet-marker fleet-marker-unreachable');
/** A simulated position: the same shape, faded, never to be read as where the taxi is. */
export const approximateFreeTaxiIcon = taxi(FREE, 'fleet-marker fleet-marker-free opacity-50');
export const approximateBusyTaxiIcon = taxi(BUSY, 'fleet-marker fleet-marker-busy opacity-50');
export const pendingRideIcon = divIcon({
  html: PENDING,
  className: 'fleet-marker fleet-marker-pending',
  iconSize: [SIZE, SIZE + 6],
  iconAnchor: [SIZE / 2, SIZE + 4],
  popupAnchor: [0, -SIZE],
});
export const pickedPickupIcon = divIcon({
  html: PICKED,
  className: 'fleet-marker fleet-marker-picked',
  iconSize: [SIZE, SIZE + 6],
  iconAnchor: [SIZE / 2, SIZE + 4],
});

/**
 * A cluster of taxis (ADR 252): a dark disc with the count, wider as the count has more digits. Tailwind's classes,
 * so that the page's stylesheet draws it.
 */
export function clusterIcon(count: number) {
  const size = count < 100 ? 36 : count < 1000 ? 44 : 52;
  return divIcon({
    html: `<span class="flex size-full items-center justify-center rounded-full border-2 border-white bg-slate-800 text-sm font-semibold text-white shadow-md">${count}</span>`,
    className: 'fleet-marker fleet-cluster',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
