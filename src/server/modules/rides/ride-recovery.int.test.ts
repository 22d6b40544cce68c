import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminRideDetails } from '../../../shared/admin.schemas';
import type { RideAlert } from '../../../shared/console.schemas';
import type { Ride } from '../../../shared/rides.schemas';
import { cookieFor, insertCustomer, insertRide, nextMobile, signedInDriver } from '../../testing/fixtures';
import { LiveTestClient } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { checkRideAlerts } from '../admin/console-alerts.service';
import { expireDueRides } from './ride-sweeper.job';

/**
 * design §4 drops and the office's 'Ridistribuisci' (issue 21): no ride is lost when its driver gives it back or
 * when nobody takes it.
 */
const t = useTestApp({ env: { OFFICE_RIDE_TIMEOUT_MINUTES: '10', DROP_LIMIT: '2' } });
let admin: string;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
});
const MINUTE = 60_000;
const base = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
beforeEach(() => t.clock.set(base));
const later = (ms: number) => t.clock.set(new Date(base.getTime() + ms));

const listOf = async (driver: { driver: { id: string }; cookie: string }) => {
  const res = await t.app.inject({ url: `/api/rides?status=pending&driverId=${driver.driver.id}`, headers: { cookie: driver.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Ride[]).map((r) => r.id);
};
const bid = (driver: { driver: { id: string }; cookie: string }, rideId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/rides/${rideId}/bids`,
    headers: { cookie: driver.cookie },
    payload: { driverId: driver.driver.id, estimatedArrival: 4 },
  });
const drop = (driver: { cookie: string }, rideId: string, reason = 'Guasto al veicolo') =>
  t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/cancel`, headers: { cookie: driver.cookie }, payload: { reason } });
const redispatch = (rideId: string) => t.app.inject({ method: 'POST', url: `/api/admin/rides/${rideId}/redispatch`, headers: { cookie: admin } });
const details = async (rideId: string) => {
  const res = await t.app.inject({ url: `/api/admin/rides/${rideId}`, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminRideDetails;
};
const openAlerts = async () => (await t.app.inject({ url: '/api/admin/alerts', headers: { cookie: admin } })).json() as RideAlert[];

async function acceptedRide() {
  const customer = await insertCustomer(t.app);
  const first = await signedInDriver(t.app);
  const ride = await insertRide(t.app, { customerId: customer.id });
  expect((await bid(first, ride.id)).statusCode).toBe(200);
  return { customer, first, ride };
}

describe('a driver drops an accepted ride (design §4)', () => {
  it('puts the same ride back to searching with a fresh expiry, without him; another driver takes it; the office is told', async () => {
    const { customer, first, ride } = await acceptedRide();
    const second = await signedInDriver(t.app);
    const customerLive = await LiveTestClient.connect(t.baseUrl, { cookie: await cookieFor(t.app, { role: 'customer', customerId: customer.id }) });
    await customerLive.identify('customer', customer.id);
    const firstLive = await LiveTestClient.connect(t.baseUrl, { cookie: first.cookie });
    await firstLive.identify('driver', first.driver.id);
    const officeLive = await LiveTestClient.connect(t.baseUrl, { cookie: admin });
    await officeLive.identify('admin');

    later(60_000);
    const res = await drop(first, ride.id);
    expect(res.statusCode, res.body).toBe(200);
    const dropped = res.json().ride as Ride;
    expect(dropped).toMatchObject({ id: ride.id, status: 'pending', acceptedDriverId: null, drops: 1, heldAt: null });
    expect(dropped.expiresAt).toBe(new Date(base.getTime() + 60_000 + 90_000).toISOString());

    // The customer's screen follows the same ride back to searching; the driver who dropped it lets it go.
    expect((await customerLive.next('ride_updated')).ride).toMatchObject({ id: ride.id, status: 'pending', drops: 1 });
    expect(await firstLive.next('ride_cancelled')).toMatchObject({ ride: { id: ride.id }, cancelledBy: 'driver' });
    expect(await firstLive.next('ride_taken')).toEqual({ rideId: ride.id });
    const { alert } = await officeLive.next('ride_alert');
    expect(alert).toMatchObject({ kind: 'driver_dropped', rideId: ride.id, handledAt: null });

    // He never sees it again, nor may he take it; the other driver does.
    expect(await listOf(first)).not.toContain(ride.id);
    expect((await bid(first, ride.id)).json()).toEqual({
      error: 'Hai restituito questa corsa: ora la cerchiamo per un altro taxista.',
      code: 'ride_dropped_by_you',
    });
    expect(await listOf(second)).toContain(ride.id);
    expect((await bid(second, ride.id)).statusCode).toBe(200);

    // The history says who dropped it and why; the alert was answered by the second driver.
    const history = await details(ride.id);
    expect(history.events.map((e) => e.type)).toEqual(['accepted', 'dropped', 'bid_lost', 'accepted']);
    expect(history.events[1]).toMatchObject({ actorRole: 'driver', actorId: first.driver.id, details: { reason: 'Guasto al veicolo', drops: 1 } });
    await checkRideAlerts(t.app);
    expect((await openAlerts()).filter((a) => a.rideId === ride.id)).toEqual([]);
    for (const live of [customerLive, firstLive, officeLive]) live.close();
  });

  it(`after DROP_LIMIT drops the ride waits for the office, whose 'Ridistribuisci' sends it out again`, async () => {
    const { first, ride } = await acceptedRide();
    const second = await signedInDriver(t.app);
    const third = await signedInDriver(t.app);
    expect((await drop(first, ride.id)).statusCode).toBe(200);
    expect((await bid(second, ride.id)).statusCode).toBe(200);
    later(30_000);
    const held = (await drop(second, ride.id, 'Traffico bloccato')).json().ride as Ride;
    expect(held).toMatchObject({ status: 'pending', drops: 2, heldAt: new Date(base.getTime() + 30_000).toISOString() });
    expect(await listOf(third)).not.toContain(ride.id);
    expect((await bid(third, ride.id)).json().code).toBe('ride_held_for_office');
    expect((await openAlerts()).filter((a) => a.rideId === ride.id).map((a) => a.kind)).toEqual(['driver_dropped']);

    const res = await redispatch(ride.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ride).toMatchObject({ status: 'pending', heldAt: null, drops: 2 });
    expect(await listOf(third)).toContain(ride.id);
    expect(await listOf(second)).not.toContain(ride.id);
    expect((await details(ride.id)).events.at(-1)).toMatchObject({ type: 'redispatched', actorRole: 'admin' });
    // Sent out already: once more is refused with why.
    const again = await redispatch(ride.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'La corsa è già in cerca di un taxi', code: 'ride_already_searching' });
  });

  it('a driver cannot drop a ride once the passenger is on board', async () => {
    const { first, ride } = await acceptedRide();
    for (const status of ['arrived', 'on_board']) {
      expect((await t.app.inject({ method: 'PATCH', url: `/api/rides/${ride.id}`, headers: { cookie: first.cookie }, payload: { status } })).statusCode).toBe(200);
    }
    const res = await drop(first, ride.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ride_not_droppable');
  });
});

describe('phone bookings wait OFFICE_RIDE_TIMEOUT_MINUTES, and an expired ride can be sent out again (design §4, §10)', () => {
  it('alerts after 90 s without a driver, expires after 10 minutes, stays in the queue and is redispatched', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rides',
      headers: { cookie: admin },
      payload: { customerPhone: nextMobile(), pickupAddress: 'Via Aldo Moro 104, Frosinone', pickup: { lat: 41.6334, lon: 13.3388 }, requestType: 'immediate' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const ride = booked.json().ride as Ride;
    expect(ride.expiresAt).toBe(new Date(base.getTime() + 10 * MINUTE).toISOString());

    later(89_000);
    await checkRideAlerts(t.app);
    expect((await openAlerts()).filter((a) => a.rideId === ride.id)).toEqual([]);
    later(90_000);
    await checkRideAlerts(t.app);
    expect((await openAlerts()).filter((a) => a.rideId === ride.id).map((a) => a.kind)).toEqual(['office_unassigned']);

    later(10 * MINUTE);
    expect(await expireDueRides(t.app)).toBeGreaterThanOrEqual(1);
    await checkRideAlerts(t.app);
    expect((await openAlerts()).filter((a) => a.rideId === ride.id).map((a) => a.kind).sort()).toEqual(['expired_immediate', 'office_unassigned']);
    const queue = (await t.app.inject({ url: '/api/admin/rides/open', headers: { cookie: admin } })).json() as Ride[];
    expect(queue.find((r) => r.id === ride.id)?.status).toBe('expired');

    later(11 * MINUTE);
    const res = await redispatch(ride.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ride).toMatchObject({ status: 'pending', expiresAt: new Date(base.getTime() + 21 * MINUTE).toISOString() });
    expect((await openAlerts()).filter((a) => a.rideId === ride.id)).toEqual([]);
    const driver = await signedInDriver(t.app);
    expect(await listOf(driver)).toContain(ride.id);
    // The new round may alert again: 90 s on, still nobody.
    later(11 * MINUTE + 90_000);
    await checkRideAlerts(t.app);
    expect((await openAlerts()).filter((a) => a.rideId === ride.id).map((a) => a.kind)).toEqual(['office_unassigned']);
    expect((await details(ride.id)).events.map((e) => e.type)).toEqual(['created', 'expired', 'redispatched']);
  });

  it('an app request still expires after 90 s; a ride still searching or under way is not redispatched', async () => {
    const ride = await insertRide(t.app);
    const res = await redispatch(ride.id);
    expect(res.statusCode).toBe(409);
    const { first, ride: accepted } = await acceptedRide();
    expect(first).toBeTruthy();
    expect((await redispatch(accepted.id)).json().code).toBe('ride_not_droppable');
    expect((await redispatch('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
