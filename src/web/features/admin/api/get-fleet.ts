import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Bbox } from '@shared/console.schemas';
import { readOptions } from '@/lib/query-client';

/** Every view of the fleet is under this key: invalidating it refreshes the map, whatever it shows. */
export const FLEET_KEY = ['/api/admin/fleet'] as const;

/** What the office's map shows: its bounds and zoom, as Leaflet reports them after a move. */
export interface MapView {
  bbox: Bbox;
  zoom: number;
}

/**
 * The view rounded outwards to a grid that suits the zoom (about a kilometre at a town's zoom), so that a small pan
 * reads the same key and the answer still covers the whole screen.
 */
export function roundedView({ bbox, zoom }: MapView): { bbox: string; zoom: number } {
  const decimals = zoom < 9 ? 1 : zoom < 14 ? 2 : 3;
  const step = 10 ** decimals;
  const down = (value: number, limit: number) => Math.max(-limit, Math.floor(value * step) / step);
  // One step more when the view has no width (a map not laid out yet): the server wants west < east.
  const up = (value: number, from: number, limit: number) => Math.min(limit, Math.max(from + 1 / step, Math.ceil(value * step) / step));
  const [west, south] = [down(bbox.west, 180), down(bbox.south, 90)];
  const [east, north] = [up(bbox.east, west, 180), up(bbox.north, south, 90)];
  return { bbox: [west, south, east, north].map((n) => n.toFixed(decimals)).join(','), zoom };
}

/** The `bbox` of a fleet view's key, back as numbers (the live messages ask whether a taxi is inside it). */
export function bboxOfKey(queryKey: readonly unknown[]): Bbox | null {
  const params = queryKey[1] as { bbox?: string } | undefined;
  const parts = params?.bbox?.split(',').map(Number);
  if (!parts || parts.length !== 4) return null;
  const [west, south, east, north] = parts as [number, number, number, number];
  return { west, south, east, north };
}

/**
 * design §10, ADR 252 `GET /api/admin/fleet?bbox=&zoom=`: the taxis in the map's view (or clusters of them) and the
 * whole fleet's counts; live messages keep it current. The previous view stays on the map while the next is read.
 */
export const fleetViewQueryOptions = (view: MapView) => readOptions('/api/admin/fleet', [...FLEET_KEY, roundedView(view)]);

export const useFleetView = (view: MapView | null) =>
  useQuery({
    ...fleetViewQueryOptions(view ?? { bbox: { west: -1, south: -1, east: 1, north: 1 }, zoom: 0 }),
    enabled: view !== null,
    placeholderData: keepPreviousData,
  });
