import { describe, expect, it } from 'vitest';
import type { FleetTaxi, FleetView } from '@shared/console.schemas';
import { bboxOfKey, fleetViewQueryOptions, roundedView } from '../api/get-fleet';
import { type TimedPosition, withPositions, withStatus } from './fleet-view-patch';

const taxi = (driverId: string, over: Partial<FleetTaxi> = {}): FleetTaxi => ({
  driverId,
  name: `Taxista ${driverId}`,
  licensePlate: `FR${driverId}`,
  carModel: 'Fiat Tipo',
  phoneNumber: '+393471234567',
  status: 'free',
  latitude: 41.64,
  longitude: 13.35,
  locationUpdatedAt: null,
  simulated: false,
  rideId: null,
  destination: null,
  lastSeenAt: null,
  seats: 4,
  features: [],
  ...over,
});
const view = (taxis: FleetTaxi[], over: Partial<FleetView> = {}): FleetView => ({
  counts: { free: 10, busy: 5, unreachable: 0 },
  unreachable: [],
  taxis,
  clusters: [],
  extent: null,
  ...over,
});
const BOX = { west: 13.3, south: 41.6, east: 13.4, north: 41.7 };
const at = (driverId: string, latitude: number, longitude: number): [string, TimedPosition] => [
  driverId,
  { driverId, latitude, longitude, at: '2026-11-26T10:00:00.000Z' },
];

describe('the fleet view under live messages', () => {
  it('moves the taxis it holds, and asks for a new read when an unknown taxi comes into view', () => {
    const moved = withPositions(view([taxi('a')]), BOX, new Map([at('a', 41.65, 13.36), at('far', 45, 9)]));
    expect(moved.view.taxis[0]).toMatchObject({ latitude: 41.65, longitude: 13.36, locationUpdatedAt: '2026-11-26T10:00:00.000Z' });
    expect(moved.readAgain).toBe(false);
    expect(withPositions(view([taxi('a')]), BOX, new Map([at('new', 41.62, 13.31)])).readAgain).toBe(true);
    // Clusters are not redrawn for a taxi moving a few metres.
    const clustered = view([], { clusters: [{ latitude: 41.6, longitude: 13.3, free: 400, busy: 0, unreachable: 0 }] });
    expect(withPositions(clustered, BOX, new Map([at('new', 41.62, 13.31)]))).toEqual({ view: clustered, readAgain: false });
  });

  it('changes a known taxi and the counts at once; a taxi it does not hold, a new ride or reachability read again', () => {
    const busy = withStatus(view([taxi('a')]), { driverId: 'a', status: 'busy', rideId: 'r1' });
    expect(busy.view.taxis[0]).toMatchObject({ status: 'busy', rideId: 'r1' });
    expect(busy.view.counts).toEqual({ free: 9, busy: 6, unreachable: 0 });
    expect(busy.readAgain).toBe(true);
    const offline = withStatus(view([taxi('a')]), { driverId: 'a', status: 'offline', rideId: null });
    expect(offline).toMatchObject({ readAgain: false, view: { counts: { free: 9, busy: 5, unreachable: 0 } } });
    const lost = withStatus(view([taxi('a')]), { driverId: 'a', status: 'unreachable', rideId: null, lastSeenAt: '2026-11-26T09:59:00.000Z' });
    expect(lost).toMatchObject({ readAgain: true, view: { counts: { free: 9, unreachable: 1 }, taxis: [{ lastSeenAt: '2026-11-26T09:59:00.000Z' }] } });
    expect(withStatus(view([taxi('a')]), { driverId: 'b', status: 'free', rideId: null }).readAgain).toBe(true);
  });
});

describe('the map view as a key', () => {
  it('rounds outwards, so that the answer covers the screen, and reads back the box', () => {
    const rounded = roundedView({ bbox: { west: 13.3412, south: 41.6071, east: 13.3988, north: 41.6533 }, zoom: 12 });
    expect(rounded).toEqual({ bbox: '13.34,41.60,13.40,41.66', zoom: 12 });
    expect(bboxOfKey(fleetViewQueryOptions({ bbox: BOX, zoom: 12 }).queryKey)).toEqual(BOX);
    // A map not laid out yet has no width: still a box the server accepts.
    expect(roundedView({ bbox: { west: 13.3, south: 41.6, east: 13.3, north: 41.6 }, zoom: 12 }).bbox).toBe('13.30,41.60,13.31,41.61');
    // Zoomed out past the world's edge: clamped to it.
    expect(roundedView({ bbox: { west: -250, south: -95, east: 250, north: 95 }, zoom: 1 }).bbox).toBe('-180.0,-90.0,180.0,90.0');
  });
});
