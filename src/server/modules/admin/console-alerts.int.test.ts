import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RideAlert } from '../../../shared/console.schemas';
import { insertDriver, insertRide, signedInDriver } from '../../testing/fixtures';
import { LiveTestClient } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { checkRideAlerts } from './console-alerts.service';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

const MINUTE = 60_000;
/** A whole minute near real time (the office's session was opened at real time). */
const base = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
const at = (minutes: number) => new Date(base.getTime() + minutes * MINUTE);

const openAlerts = async () => {
  const res = await t.app.inject({ url: '/api/admin/alerts', headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return res.json() as RideAlert[];
};
const handle = (id: string, cookie = admin) => t.app.inject({ method: 'POST', url: `/api/admin/alerts/${id}/handled`, headers: { cookie } });

async function office() {
  const live = await LiveTestClient.connect(t.baseUrl, { cookie: admin });
  await live.identify('admin');
  return live;
}

describe('ride alerts (design §10)', () => {
  beforeEach(async () => {
    // Each test starts with nothing open.
    t.clock.set(base);
    for (const alert of await openAlerts()) await handle(alert.id);
  });

  it('a booking without a driver 15 minutes before departure: raised once, live, and let go when the office assigns it', async () => {
    const live = await office();
    const ride = await insertRide(t.app, { requestType: 'scheduled', scheduledTime: at(60) });
    t.clock.set(at(44));
    expect(await checkRideAlerts(t.app)).toBe(0);
    t.clock.set(at(45));
    expect(await checkRideAlerts(t.app)).toBe(1);
    const { alert } = await live.next('ride_alert');
    expect(alert).toMatchObject({ kind: 'unassigned_scheduled', rideId: ride.id, raisedAt: at(45).toISOString(), handledAt: null, ride: { id: ride.id } });
    // Checked again (this instance or another): nothing new.
    t.clock.set(at(46));
    expect(await checkRideAlerts(t.app)).toBe(0);
    expect((await openAlerts()).map((a) => a.id)).toEqual([alert.id]);

    // Inside the drivers' window the office gives it to a driver: the alert has been answered.
    t.clock.set(at(50));
    const driver = await insertDriver(t.app, { isAvailable: true });
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/rides/${ride.id}/assign`,
      headers: { cookie: admin },
      payload: { driverId: driver.id, estimatedArrival: 5, currentDriverId: null },
    });
    expect(assigned.statusCode).toBe(200);
    await checkRideAlerts(t.app);
    expect((await live.next('ride_alert_handled')).alertId).toBe(alert.id);
    expect(await openAlerts()).toEqual([]);
    live.close();
  });

  it('an immediate request that expired stays until an operator handles it; handling twice answers the same', async () => {
    const live = await office();
    const ride = await insertRide(t.app, { status: 'expired', createdAt: at(-2), expiresAt: at(-0.5) });
    // Expired long ago: history, not news.
    await insertRide(t.app, { status: 'expired', createdAt: at(-62), expiresAt: at(-60) });
    expect(await checkRideAlerts(t.app)).toBe(1);
    const { alert } = await live.next('ride_alert');
    expect(alert).toMatchObject({ kind: 'expired_immediate', rideId: ride.id });
    t.clock.set(at(30));
    await checkRideAlerts(t.app);
    expect((await openAlerts()).map((a) => a.id)).toEqual([alert.id]);

    const res = await handle(alert.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().alert).toMatchObject({ id: alert.id, handledAt: at(30).toISOString() });
    expect((await live.next('ride_alert_handled')).alertId).toBe(alert.id);
    expect(await openAlerts()).toEqual([]);
    const again = await handle(alert.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().alert.handledAt).toBe(at(30).toISOString());
    live.close();
  });

  it('a driver not arrived 10 minutes after the minutes they gave; let go once they arrive', async () => {
    const live = await office();
    const { driver, cookie } = await signedInDriver(t.app);
    const late = await insertRide(t.app, { status: 'accepted', acceptedDriverId: driver.id, acceptedAt: at(-16), estimatedArrivalMinutes: 5 });
    const onTime = await insertRide(t.app, { status: 'accepted', acceptedDriverId: (await insertDriver(t.app, { isAvailable: true })).id, acceptedAt: at(-14), estimatedArrivalMinutes: 5 });
    expect(await checkRideAlerts(t.app)).toBe(1);
    const { alert } = await live.next('ride_alert');
    expect(alert).toMatchObject({ kind: 'driver_late', rideId: late.id });
    expect((await openAlerts()).map((a) => a.rideId)).not.toContain(onTime.id);

    const arrived = await t.app.inject({ method: 'PATCH', url: `/api/rides/${late.id}`, headers: { cookie }, payload: { status: 'arrived' } });
    expect(arrived.statusCode).toBe(200);
    await checkRideAlerts(t.app);
    expect((await live.next('ride_alert_handled')).alertId).toBe(alert.id);
    live.close();
  });

  it('refuses an unknown alert (404) and anyone but the office (401)', async () => {
    expect((await handle('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await handle('nope')).statusCode).toBe(404);
    const { cookie } = await signedInDriver(t.app);
    expect((await t.app.inject({ url: '/api/admin/alerts', headers: { cookie } })).statusCode).toBe(401);
    expect((await handle('00000000-0000-4000-8000-000000000000', cookie)).statusCode).toBe(401);
  });
});
