import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FleetView } from '../../../shared/console.schemas';
import type { Ride } from '../../../shared/rides.schemas';
import { startFakePhoton, type FakePhoton } from '../../../../tests/fakes/fake-photon';
import { cookieFor, insertCustomer, insertDriver } from '../../testing/fixtures';
import { LiveTestClient } from '../../testing/live-client';
import { useTestApp } from '../../testing/use-test-app';
import { announceUnreachableDrivers } from './driver-reachability.service';
import { findActiveDriver } from './drivers.queries';

/**
 * design §10 reachability (issue 21): a driver online whose phone lost its connection shows as `unreachable` with
 * when he was last seen, and is offered nothing until his socket is back.
 */
let photon: FakePhoton;
beforeAll(async () => {
  photon = await startFakePhoton();
});
afterAll(async () => {
  await photon?.close();
});
const t = useTestApp(() => ({
  env: { GEOCODER_URL: photon.url, GEOCODER_MIN_INTERVAL_MS: '0', DISPATCH_POLICY: 'nearest', DRIVER_UNREACHABLE_SECONDS: '60' },
}));
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const PICKUP = { lat: 41.64, lon: 13.34 };
beforeEach(() => t.clock.set(NOW));

async function driverAt(km: number) {
  const row = await insertDriver(t.app, {
    isAvailable: true,
    onlineSince: new Date(NOW.getTime() - 3_600_000),
    lastLatitude: PICKUP.lat + km / 111.2,
    lastLongitude: PICKUP.lon,
    locationUpdatedAt: NOW,
  });
  const cookie = await cookieFor(t.app, { role: 'driver', driverId: row.id });
  const live = await LiveTestClient.connect(t.baseUrl, { cookie });
  await live.identify('driver', row.id);
  return { id: row.id, cookie, live };
}

async function book(): Promise<Ride> {
  const customer = await insertCustomer(t.app);
  const cookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/rides',
    headers: { cookie },
    payload: { pickupAddress: 'Piazza della Libertà, Frosinone', dropoffAddress: 'Stazione di Frosinone', pickup: PICKUP, dropoff: { lat: 41.63, lon: 13.32 }, requestType: 'immediate' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().rideRequest as Ride;
}

const socketLostAt = async (driverId: string) => (await findActiveDriver(t.app.db, driverId))?.socketLostAt ?? null;

describe('DRIVER_UNREACHABLE_SECONDS (design §10)', () => {
  it('a driver whose socket has been gone 60 s is unreachable on the fleet and offered nothing until it is back', async () => {
    const admin = await cookieFor(t.app, { role: 'admin' });
    const office = await LiveTestClient.connect(t.baseUrl, { cookie: admin });
    await office.identify('admin');
    const near = await driverAt(0.3);
    const far = await driverAt(3);

    // His phone loses the connection: the server notes when (the hub tells it once the socket has closed).
    near.live.close();
    await expect.poll(() => socketLostAt(near.id)).toEqual(NOW);
    const fleet = async () => {
      const view = (await t.app.inject({ url: `/api/admin/fleet?bbox=${PICKUP.lon - 0.1},${PICKUP.lat - 0.1},${PICKUP.lon + 0.1},${PICKUP.lat + 0.1}&zoom=12`, headers: { cookie: admin } })).json() as FleetView;
      return view.taxis.find((x) => x.driverId === near.id);
    };

    // A moment without signal changes nothing: still free, and still the nearest for an offer.
    t.clock.set(new Date(NOW.getTime() + 59_000));
    expect(await fleet()).toMatchObject({ status: 'free', lastSeenAt: null });

    t.clock.set(new Date(NOW.getTime() + 60_000));
    expect(await fleet()).toMatchObject({ status: 'unreachable', lastSeenAt: NOW.toISOString() });
    expect(await announceUnreachableDrivers(t.app, 5_000)).toBe(1);
    expect(await office.next('driver_status')).toEqual({ driverId: near.id, status: 'unreachable', rideId: null, lastSeenAt: NOW.toISOString() });
    const first = await book();
    expect((await far.live.next('ride_offer')).ride.id).toBe(first.id);

    // Back under signal: reachable at once, and the office is told.
    const seen = office.received.length;
    const back = await LiveTestClient.connect(t.baseUrl, { cookie: near.cookie });
    await back.identify('driver', near.id);
    await expect.poll(() => socketLostAt(near.id)).toBeNull();
    expect(await fleet()).toMatchObject({ status: 'free', lastSeenAt: null });
    expect(await office.next('driver_status', 2_000, seen)).toEqual({ driverId: near.id, status: 'free', rideId: null, lastSeenAt: null });
    const second = await book();
    expect((await back.next('ride_offer')).ride.id).toBe(second.id);
    for (const s of [office, far.live, back]) s.close();
  });
});
