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
