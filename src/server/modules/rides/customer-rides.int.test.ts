import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakePhoton, type FakePhoton } from '../../../../tests/fakes/fake-photon';
import type { CustomerRideView, CustomerRidesResponse } from '../../../shared/rides.schemas';
import type { Ride } from '../../../shared/rides.schemas';
import { rides } from '../../db/schema';
import { cookieFor, insertCustomer, insertDriver } from '../../testing/fixtures';
import { rooms } from '../../live/rooms';
import { LiveTestClient, publishMarker } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { announceScheduledRides, expireDueRides } from './ride-sweeper.job';

let photon: FakePhoton;
beforeAll(async () => {
  photon = await startFakePhoton();
});
afterAll(async () => {
  await photon?.close();
});
const t = useTestApp(() => ({ env: { GEOCODER_URL: photon.url, GEOCODER_MIN_INTERVAL_MS: '0' } }));
beforeEach(() => t.clock.set('2026-06-10T10:00:00Z')); // Wednesday 12:00 in Rome

const FROSINONE = { lat: 41.6400, lon: 13.3400 };
const STATION = { lat: 41.6300, lon: 13.3200 };
const trip = {
  pickupAddress: 'Piazza della Libertà, Frosinone',
  dropoffAddress: 'Stazione di Frosinone',
  pickup: FROSINONE,
  dropoff: STATION,
};

async function newCustomer() {
  const customer = await insertCustomer(t.app);
  return { customer, cookie: await cookieFor(t.app, { role: 'customer', customerId: customer.id }) };
}

const post = (cookie: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rides',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

async function book(cookie: string, payload: object = { ...trip, requestType: 'immediate' }): Promise<Ride> {
  const res = await post(cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().rideRequest as Ride;
}

async function acceptAs(rideId: string, driverId: string) {
  await t.app.db
    .update(rides)
    .set({ status: 'accepted', acceptedDriverId: driverId, acceptedAt: t.clock.now(), estimatedArrivalMinutes: 7 })
    .where(eq(rides.id, rideId));
}

describe('POST /api/rides', () => {
  it('creates an immediate ride for the session customer, priced on the server', async () => {
    const { customer, cookie } = await newCustomer();
    const res = await post(cookie, { ...trip, requestType: 'immediate', customerPhone: '+390000', estimatedFare: 1 });
    expect(res.statusCode).toBe(201);
    const ride = res.json().rideRequest as Ride;
    expect(ride).toMatchObject({
      customerId: customer.id,
      customerPhone: customer.phoneNumber,
      status: 'pending',
      requestType: 'immediate',
      pickupLat: FROSINONE.lat,
      dropoffLon: STATION.lon,
    });
    expect(ride.estimatedFare).toBeGreaterThanOrEqual(8);
    expect(ride.estimatedDistance).toBeGreaterThan(1);
    expect(Date.parse(ride.expiresAt) - Date.parse(ride.createdAt)).toBe(90_000);
  });

  it('geocodes free-text addresses on the server', async () => {
    const { cookie } = await newCustomer();
    const ride = await book(cookie, { pickupAddress: 'Stazione di Frosinone', dropoffAddress: 'Roma Termini', requestType: 'immediate' });
    expect(ride.pickupLat).toBeCloseTo(41.6, 0);
    expect(ride.dropoffLat).toBeCloseTo(41.9, 0);
    expect(ride.estimatedDistance).toBeGreaterThan(50);
  });

  it('needs a customer session', async () => {
    expect((await post('', { ...trip, requestType: 'immediate' })).statusCode).toBe(401);
  });

  it('answers spec §5 messages as issues', async () => {
    const { cookie } = await newCustomer();
    const missing = await post(cookie, { pickupAddress: '', dropoffAddress: 'Via Roma', requestType: 'immediate' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].message).toBe('Inserisci entrambi gli indirizzi');

    const noTime = await post(cookie, { ...trip, requestType: 'scheduled' });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().issues[0]).toEqual({ path: 'scheduledTime', message: 'Seleziona data e ora per la prenotazione' });

    const tooSoon = await post(cookie, { ...trip, requestType: 'scheduled', scheduledTime: '2026-06-10T10:30:00Z' });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toMatchObject({ error: 'La prenotazione deve essere almeno 1 ora nel futuro' });

    const tooFar = await post(cookie, { ...trip, requestType: 'scheduled', scheduledTime: '2026-07-12T10:00:00Z' });
    expect(tooFar.statusCode).toBe(400);
  });

  it('books an address the geocoder does not know as typed, with no point and no estimate (issue 21)', async () => {
    const { cookie } = await newCustomer();
    const res = await post(cookie, { pickupAddress: 'Zzzqqq inesistente 4', dropoffAddress: 'Roma Termini', requestType: 'immediate' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().rideRequest).toMatchObject({
      pickupAddress: 'Zzzqqq inesistente 4',
      pickupLat: null,
      pickupLon: null,
      estimatedFare: null,
      estimatedDistance: null,
    });
    expect(res.json().rideRequest.dropoffLat).not.toBeNull();
  });

  it('refuses a second immediate ride while one is under way', async () => {
    const { cookie } = await newCustomer();
    await book(cookie);
    const second = await post(cookie, { ...trip, requestType: 'immediate' });
    expect(second.statusCode).toBe(409);
  });

  it('returns the same ride for the same Idempotency-Key, and 422 for another body', async () => {
    const { cookie } = await newCustomer();
    const key = 'chiave-idempotenza-1';
    const first = await post(cookie, { ...trip, requestType: 'immediate' }, key);
    const again = await post(cookie, { ...trip, requestType: 'immediate' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().rideRequest.id).toBe(first.json().rideRequest.id);
    const other = await post(cookie, { ...trip, dropoffAddress: 'Altrove', requestType: 'immediate' }, key);
    expect(other.statusCode).toBe(422);
  });

  it('creates one ride for two concurrent posts with the same key', async () => {
    const { customer, cookie } = await newCustomer();
    const key = 'chiave-concorrente-1';
    const payload = { ...trip, requestType: 'scheduled', scheduledTime: '2026-06-11T08:00:00Z' };
    const [a, b] = await Promise.all([post(cookie, payload, key), post(cookie, payload, key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().rideRequest.id).toBe(b.json().rideRequest.id);
    const stored = await t.app.db.select().from(rides).where(eq(rides.customerId, customer.id));
    expect(stored).toHaveLength(1);
  });

  it('tells online drivers and the office about an immediate request', async () => {
    const { cookie } = await newCustomer();
    const adminCookie = await loginAdmin(t.app);
    const office = await LiveTestClient.connect(t.baseUrl, { cookie: adminCookie });
    await office.identify('admin');
    const ride = await book(cookie);
    expect((await office.next('new_ride_request')).id).toBe(ride.id);
    office.close();
  });
});

describe('customer rides: scopes, ownership, cancel, complete', () => {
  it('lists current, upcoming and history', async () => {
    const { cookie } = await newCustomer();
    const now = await book(cookie);
    const later = await book(cookie, { ...trip, requestType: 'scheduled', scheduledTime: '2026-06-12T18:30:00Z' });
    const list = async (scope: string) =>
      ((await t.app.inject({ url: `/api/customers/me/rides?scope=${scope}`, headers: { cookie } })).json() as CustomerRidesResponse).rides;
    expect((await list('current')).map((v) => v.ride.id)).toEqual([now.id]);
    expect((await list('upcoming')).map((v) => v.ride.id)).toEqual([later.id]);
    expect(await list('history')).toEqual([]);
    await t.app.inject({ method: 'POST', url: `/api/rides/${now.id}/cancel`, headers: { cookie }, payload: {} });
    expect(await list('current')).toEqual([]);
    expect((await list('history')).map((v) => v.ride.status)).toEqual(['cancelled']);
  });

  it('shows a ride only to its customer, its driver and the office', async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const ride = await book(owner.cookie);
    const get = (cookie: string) => t.app.inject({ url: `/api/rides/${ride.id}`, headers: { cookie } });
    expect((await get(owner.cookie)).statusCode).toBe(200);
    expect((await get(stranger.cookie)).statusCode).toBe(404);
    expect((await get('')).statusCode).toBe(401);
    expect((await get(await loginAdmin(t.app))).statusCode).toBe(200);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/rides/${ride.id}/cancel`, headers: { cookie: stranger.cookie } });
    expect(cancel.statusCode, cancel.body).toBe(404);
    const complete = await t.app.inject({ method: 'PATCH', url: `/api/rides/${ride.id}`, headers: { cookie: stranger.cookie }, payload: { status: 'completed' } });
    expect(complete.statusCode).toBe(404);
  });

  it('completes an accepted ride once, with the driver shown to the customer', async () => {
    const { customer, cookie } = await newCustomer();
    const driver = await insertDriver(t.app, { lastLatitude: 41.63, lastLongitude: 13.33 });
    const ride = await book(cookie);
    const early = await t.app.inject({ method: 'PATCH', url: `/api/rides/${ride.id}`, headers: { cookie }, payload: { status: 'completed' } });
    expect(early.statusCode).toBe(409);
    await acceptAs(ride.id, driver.id);

    const view = (await t.app.inject({ url: `/api/rides/${ride.id}`, headers: { cookie } })).json() as CustomerRideView;
    expect(view.driver).toMatchObject({ id: driver.id, name: driver.name, licensePlate: driver.licensePlate });
    expect(view.driverPosition).toEqual({ latitude: 41.63, longitude: 13.33, simulated: false });

    const live = await LiveTestClient.connect(t.baseUrl, { cookie });
    await live.identify('customer', customer.id);
    const done = await t.app.inject({ method: 'PATCH', url: `/api/rides/${ride.id}`, headers: { cookie }, payload: { status: 'completed' } });
    expect(done.statusCode).toBe(200);
    expect(done.json().ride.status).toBe('completed');
    expect((await live.next('ride_completed')).ride.id).toBe(ride.id);
    live.close();
    const twice = await t.app.inject({ method: 'PATCH', url: `/api/rides/${ride.id}`, headers: { cookie }, payload: { status: 'completed' } });
    expect(twice.statusCode).toBe(200);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/rides/${ride.id}/cancel`, headers: { cookie }, payload: { reason: 'ripensamento' } });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe('La corsa è già stata completata');
  });

  it('a driver’s cancel gives the ride back: the customer’s ride searches again, saying why (design §4)', async () => {
    const { customer, cookie } = await newCustomer();
    const driver = await insertDriver(t.app);
    const driverCookie = await cookieFor(t.app, { role: 'driver', driverId: driver.id });
    const ride = await book(cookie);
    await acceptAs(ride.id, driver.id);
    const live = await LiveTestClient.connect(t.baseUrl, { cookie });
    await live.identify('customer', customer.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/rides/${ride.id}/cancel`,
      headers: { cookie: driverCookie },
      payload: { reason: 'Guasto al veicolo' },
    });
    expect(res.statusCode).toBe(200);
    const message = await live.next('ride_updated');
    expect(message.ride).toMatchObject({ id: ride.id, status: 'pending', acceptedDriverId: null, drops: 1 });
    expect(live.received.some((m) => m.type === 'ride_cancelled')).toBe(false);
    live.close();
  });

  it('cancels once: a retried cancel answers the cancelled ride and announces nothing again', async () => {
    const { customer, cookie } = await newCustomer();
    const ride = await book(cookie);
    const live = await LiveTestClient.connect(t.baseUrl, { cookie });
    await live.identify('customer', customer.id);
    const cancel = () => t.app.inject({ method: 'POST', url: `/api/rides/${ride.id}/cancel`, headers: { cookie }, payload: {} });
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    const again = await cancel();
    expect(again.statusCode).toBe(200);
    expect(again.json().ride).toEqual(first.json().ride);
    const cancelled = await live.receivedBefore('ride_cancelled', await publishMarker(t.app, rooms.customer(customer.id)));
    expect(cancelled).toHaveLength(1);
    live.close();

    const complete = await t.app.inject({ method: 'PATCH', url: `/api/rides/${ride.id}`, headers: { cookie }, payload: { status: 'completed' } });
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toEqual({ error: 'La corsa è stata annullata', code: 'ride_not_completable' });
  });

  it('leaves cancelling and completing to the ride’s parties: the office reads it but cannot change it', async () => {
    const { cookie } = await newCustomer();
    const ride = await book(cookie);
    const office = await loginAdmin(t.app);
    expect((await t.app.inject({ url: `/api/rides/${ride.id}`, headers: { cookie: office } })).statusCode).toBe(200);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/rides/${ride.id}/cancel`, headers: { cookie: office }, payload: {} });
    expect(cancel.statusCode).toBe(401);
  });

  it('rejects any status other than completed', async () => {
    const { cookie } = await newCustomer();
    const ride = await book(cookie);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/rides/${ride.id}`, headers: { cookie }, payload: { status: 'accepted' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('expiry sweeper', () => {
  it('expires an immediate request after 90 s and tells the customer and drivers', async () => {
    const { customer, cookie } = await newCustomer();
    const ride = await book(cookie);
    const live = await LiveTestClient.connect(t.baseUrl, { cookie });
    await live.identify('customer', customer.id);
    const driver = await insertDriver(t.app, { isAvailable: true });
    const driverLive = await LiveTestClient.connect(t.baseUrl, { cookie: await cookieFor(t.app, { role: 'driver', driverId: driver.id }) });
    await driverLive.identify('driver', driver.id);
    t.clock.advance(89_000);
    await expireDueRides(t.app);
    expect((await t.app.inject({ url: `/api/rides/${ride.id}`, headers: { cookie } })).json().ride.status).toBe('pending');
    t.clock.advance(1_000);
    await expireDueRides(t.app);
    expect((await live.next('ride_expired')).ride).toMatchObject({ id: ride.id, status: 'expired' });
    // Drivers drop the card, told why: their list shows it a moment as 'Richiesta scaduta'.
    await vi.waitFor(() =>
      expect(driverLive.received.filter((m) => m.type === 'ride_taken').map((m) => m.data)).toContainEqual({
        rideId: ride.id,
        reason: 'expired',
      }),
    );
    live.close();
    driverLive.close();
    // A new request is possible once the old one expired.
    await book(cookie);
  });

  it('announces a scheduled request 30 minutes before departure, once, and expires it 5 minutes after', async () => {
    t.clock.set('2026-06-20T08:00:00Z');
    const { cookie } = await newCustomer();
    const ride = await book(cookie, { ...trip, requestType: 'scheduled', scheduledTime: '2026-06-20T10:00:00Z' });
    expect(await announceScheduledRides(t.app)).toBe(0);
    t.clock.set('2026-06-20T09:30:00Z');
    expect(await announceScheduledRides(t.app)).toBe(1);
    expect(await announceScheduledRides(t.app)).toBe(0);
    const statusOf = async () => (await t.app.db.select().from(rides).where(eq(rides.id, ride.id)))[0]?.status;
    t.clock.set('2026-06-20T10:04:59Z');
    await expireDueRides(t.app);
    expect(await statusOf()).toBe('pending');
    t.clock.set('2026-06-20T10:05:00Z');
    await expireDueRides(t.app);
    expect(await statusOf()).toBe('expired');
  });
});

describe('GET /api/customers/session', () => {
  it('answers 200 with null when signed out, and the customer when signed in', async () => {
    expect((await t.app.inject({ url: '/api/customers/session' })).json()).toEqual({ customer: null });
    const { customer, cookie } = await newCustomer();
    const res = await t.app.inject({ url: '/api/customers/session', headers: { cookie } });
    expect(res.json()).toEqual({ customer: { customerId: customer.id, phoneNumber: customer.phoneNumber } });
  });
});
