import { beforeEach, describe, expect, it } from 'vitest';
import { UNDER_WAY_STATUSES } from '../../../shared/ride-states';
import { cookieFor, insertCustomer, insertRide, signedInDriver } from '../../testing/fixtures';
import { LiveTestClient } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { BID_REFUSALS, DRIVER_BUSY, DRIVER_NOT_ONLINE } from './ride-accept.service';

const t = useTestApp();
const NOW = new Date('2026-06-10T10:00:00Z');
const min = (n: number) => new Date(NOW.getTime() + n * 60_000);

beforeEach(() => t.clock.set(NOW));

const bid = (rideId: string, cookie: string, driverId: string, estimatedArrival: unknown = 7) =>
  t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/bids`, headers: { cookie }, payload: { driverId, estimatedArrival } });
const pending = async (cookie: string) =>
  ((await t.app.inject({ url: '/api/rides?status=pending', headers: { cookie } })).json() as Array<{ id: string }>).map((r) => r.id);

describe('GET /api/rides?status=pending', () => {
  it('lists unexpired immediate requests and scheduled ones from 30 min before to 5 min after departure', async () => {
    const { cookie } = await signedInDriver(t.app);
    const immediate = await insertRide(t.app);
    const expired = await insertRide(t.app, { expiresAt: min(-1) });
    const accepted = await insertRide(t.app, { status: 'cancelled' });
    const in29 = await insertRide(t.app, { requestType: 'scheduled', scheduledTime: min(29) });
    const in31 = await insertRide(t.app, { requestType: 'scheduled', scheduledTime: min(31) });
    const ago4 = await insertRide(t.app, { requestType: 'scheduled', scheduledTime: min(-4) });
    const list = await pending(cookie);
    expect(list).toEqual(expect.arrayContaining([immediate.id, in29.id, ago4.id]));
    expect(list).not.toContain(expired.id);
    expect(list).not.toContain(accepted.id);
    expect(list).not.toContain(in31.id);

    t.clock.advance(2 * 60_000);
    const later = await pending(cookie);
    expect(later).toContain(in31.id);
    expect(later).not.toContain(immediate.id);
    t.clock.advance(60_000 + 1);
    expect(await pending(cookie)).not.toContain(ago4.id);
  });

  it('gives nothing to an offline driver and 401 without a driver session', async () => {
    await insertRide(t.app);
    const { cookie } = await signedInDriver(t.app, false);
    expect(await pending(cookie)).toEqual([]);
    expect((await t.app.inject({ url: '/api/rides?status=pending' })).statusCode).toBe(401);
    const customer = await insertCustomer(t.app);
    const customerCookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
    expect((await t.app.inject({ url: '/api/rides?status=pending', headers: { cookie: customerCookie } })).statusCode).toBe(401);
  });
});

describe('GET /api/rides?status=active', () => {
  it('names its driver, who must be the signed-in one', async () => {
    const { driver, cookie } = await signedInDriver(t.app);
    const other = await signedInDriver(t.app);
    const active = (query: string) => t.app.inject({ url: `/api/rides?status=active${query}`, headers: { cookie } });
    const unnamed = await active('');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error).toBe('Indica il taxista (driverId)');
    expect((await active(`&driverId=${other.driver.id}`)).statusCode).toBe(403);
    const mine = await active(`&driverId=${driver.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([]);
  });
});

describe('POST /api/rides/:id/bids', () => {
  it('gives the ride to the first bid, tells the customer, the office and the other drivers', async () => {
    const customer = await insertCustomer(t.app);
    const ride = await insertRide(t.app, { customerId: customer.id });
    const a = await signedInDriver(t.app);
    const b = await signedInDriver(t.app);
    const customerLive = await LiveTestClient.connect(t.baseUrl, {
      cookie: await cookieFor(t.app, { role: 'customer', customerId: customer.id }),
    });
    await customerLive.identify('customer', customer.id);
    const admin = await LiveTestClient.connect(t.baseUrl, { cookie: await loginAdmin(t.app) });
    await admin.identify('admin');
    const other = await LiveTestClient.connect(t.baseUrl, { cookie: b.cookie });
    await other.identify('driver', b.driver.id);

    const won = await bid(ride.id, a.cookie, a.driver.id, 6);
    expect(won.statusCode).toBe(200);
    expect(won.json().ride).toMatchObject({ id: ride.id, status: 'accepted', acceptedDriverId: a.driver.id, estimatedArrival: 6 });
    const accepted = await customerLive.next('ride_accepted');
    expect(accepted).toMatchObject({ estimatedArrival: 6, driver: { id: a.driver.id, name: a.driver.name } });
    expect(accepted.ride.id).toBe(ride.id);
    expect((await admin.next('ride_accepted')).ride.id).toBe(ride.id);
    expect(await other.next('ride_taken')).toEqual({ rideId: ride.id });

    const lost = await bid(ride.id, b.cookie, b.driver.id, 3);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toEqual({ error: BID_REFUSALS.taken, code: 'ride_not_available' });

    const active = await t.app.inject({ url: `/api/rides?driverId=${a.driver.id}&status=active`, headers: { cookie: a.cookie } });
    expect((active.json() as Array<{ id: string }>).map((r) => r.id)).toEqual([ride.id]);
    expect(await pending(b.cookie)).not.toContain(ride.id);
    for (const c of [customerLive, admin, other]) c.close();
  });

  it('refuses bids on expired requests and on scheduled ones outside the window', async () => {
    const { driver, cookie } = await signedInDriver(t.app);
    const immediate = await insertRide(t.app);
    t.clock.advance(90_000);
    expect((await bid(immediate.id, cookie, driver.id)).statusCode).toBe(409);
    t.clock.set(NOW);
    const early = await insertRide(t.app, { requestType: 'scheduled', scheduledTime: min(45) });
    expect((await bid(early.id, cookie, driver.id)).statusCode).toBe(409);
    const late = await insertRide(t.app, { requestType: 'scheduled', scheduledTime: min(-6) });
    expect((await bid(late.id, cookie, driver.id)).statusCode).toBe(409);
    const inWindow = await insertRide(t.app, { requestType: 'scheduled', scheduledTime: min(20) });
    expect((await bid(inWindow.id, cookie, driver.id)).statusCode).toBe(200);
  });

  it('needs an online driver without another ride, speaking for themselves, with an ETA of 1–60 whole minutes', async () => {
    const ride = await insertRide(t.app);
    const offline = await signedInDriver(t.app, false);
    const offlineBid = await bid(ride.id, offline.cookie, offline.driver.id);
    expect(offlineBid.statusCode).toBe(409);
    expect(offlineBid.json().error).toBe(DRIVER_NOT_ONLINE);

    const { driver, cookie } = await signedInDriver(t.app);
    const other = await signedInDriver(t.app);
    expect((await bid(ride.id, cookie, other.driver.id)).statusCode).toBe(403);
    for (const eta of [0, 61, 5.5, '7', null]) {
      const res = await bid(ride.id, cookie, driver.id, eta);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/tra 1 e 60/);
    }
    expect((await bid(ride.id, cookie, driver.id, 60)).statusCode).toBe(200);
    const second = await insertRide(t.app);
    const busy = await bid(second.id, cookie, driver.id, 1);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe(DRIVER_BUSY);
    expect((await bid('non-un-id', cookie, driver.id)).statusCode).toBe(404);
    expect((await bid(crypto.randomUUID(), cookie, driver.id)).statusCode).toBe(404);
  });

  it.each(UNDER_WAY_STATUSES)('refuses another ride while the driver’s ride is %s', async (status) => {
    const { driver, cookie } = await signedInDriver(t.app);
    await insertRide(t.app, { status, acceptedDriverId: driver.id, acceptedAt: NOW, estimatedArrivalMinutes: 5 });
    const res = await bid((await insertRide(t.app)).id, cookie, driver.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: DRIVER_BUSY, code: 'driver_busy' });
  });

  it('lists the driver’s ride under way whatever its step', async () => {
    const { driver, cookie } = await signedInDriver(t.app);
    const ride = await insertRide(t.app, { status: 'on_board', acceptedDriverId: driver.id, acceptedAt: NOW });
    const active = await t.app.inject({ url: `/api/rides?driverId=${driver.id}&status=active`, headers: { cookie } });
    expect((active.json() as Array<{ id: string; status: string }>).map((r) => [r.id, r.status])).toEqual([[ride.id, 'on_board']]);
  });
});
