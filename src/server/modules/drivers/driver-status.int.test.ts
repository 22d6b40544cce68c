import { beforeAll, describe, expect, it } from 'vitest';
import { UNDER_WAY_STATUSES } from '../../../shared/ride-states';
import { rooms } from '../../live/rooms';
import { LiveTestClient, publishMarker } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { OFFLINE_WITH_ACTIVE_RIDE } from './driver-status.service';
import { insertRide, signedInDriver } from '../../testing/fixtures';

const t = useTestApp();

beforeAll(async () => {
  t.clock.set('2026-06-10T10:00:00Z');
});

const setStatus = (id: string, cookie: string | undefined, isAvailable: boolean) =>
  t.app.inject({ method: 'PATCH', url: `/api/drivers/${id}/status`, headers: cookie ? { cookie } : {}, payload: { isAvailable } });

describe('PATCH /api/drivers/:id/status', () => {
  it('goes online and offline, tells the office, and moves the driver in and out of the request room', async () => {
    const { driver, cookie } = await signedInDriver(t.app, false);
    const admin = await LiveTestClient.connect(t.baseUrl, { cookie: await loginAdmin(t.app) });
    await admin.identify('admin');
    const live = await LiveTestClient.connect(t.baseUrl, { cookie });
    await live.identify('driver', driver.id);

    const on = await setStatus(driver.id, cookie, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().driver).toMatchObject({ id: driver.id, isAvailable: true });
    expect(await admin.next('stats_update')).toEqual({});
    expect((await admin.next('driver_updated')).driver.isAvailable).toBe(true);
    // The office's fleet map follows (design §8 driver_status).
    expect(await admin.next('driver_status')).toEqual({ driverId: driver.id, status: 'free', rideId: null });
    const ride = await insertRide(t.app);
    await t.app.live.publish('drivers-online', 'ride_taken', { rideId: ride.id });
    expect(await live.next('ride_taken')).toEqual({ rideId: ride.id });

    const off = await setStatus(driver.id, cookie, false);
    expect(off.json().driver.isAvailable).toBe(false);
    const offline = admin.received.findIndex((m) => m.type === 'driver_status') + 1;
    expect(await admin.next('driver_status', 2_000, offline)).toEqual({ driverId: driver.id, status: 'offline', rideId: null });
    const seen = live.received.length;
    await t.app.live.publish('drivers-online', 'ride_taken', { rideId: 'dopo' });
    const marker = await publishMarker(t.app, rooms.driver(driver.id));
    expect(await live.receivedBefore('ride_taken', marker, seen)).toEqual([]);
    admin.close();
    live.close();
  });

  it('refuses another driver’s id with 403 and a missing session with 401', async () => {
    const { cookie } = await signedInDriver(t.app, false);
    const { driver: other } = await signedInDriver(t.app, false);
    expect((await setStatus(other.id, cookie, true)).statusCode).toBe(403);
    expect((await setStatus(other.id, undefined, true)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/drivers/${other.id}/stats`, headers: { cookie } })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/rides?driverId=${other.id}&status=active`, headers: { cookie } })).statusCode,
    ).toBe(403);
  });

  it('refuses to go offline with an accepted ride, with a clear message', async () => {
    const { driver, cookie } = await signedInDriver(t.app, true);
    await insertRide(t.app, { status: 'accepted', acceptedDriverId: driver.id, estimatedArrivalMinutes: 5, acceptedAt: t.clock.now() });
    const res = await setStatus(driver.id, cookie, false);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(OFFLINE_WITH_ACTIVE_RIDE);
  });

  it.each(UNDER_WAY_STATUSES)('refuses to go offline while the ride is %s too', async (status) => {
    const { driver, cookie } = await signedInDriver(t.app, true);
    await insertRide(t.app, { status, acceptedDriverId: driver.id, estimatedArrivalMinutes: 5, acceptedAt: t.clock.now() });
    const res = await setStatus(driver.id, cookie, false);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(OFFLINE_WITH_ACTIVE_RIDE);
  });

  it('validates the body', async () => {
    const { driver, cookie } = await signedInDriver(t.app, false);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/drivers/${driver.id}/status`,
      headers: { cookie },
      payload: { isAvailable: 'si' },
    });
    expect(res.statusCode).toBe(400);
  });
});
