import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService, type FakePushSubscription } from '../../../../tests/fakes/fake-push-service';
import type { PushNotificationPayload } from '../../../shared/push.schemas';
import type { Ride } from '../../../shared/rides.schemas';
import { pushSubscriptions } from '../../db/schema';
import { rooms } from '../../live/rooms';
import { cookieFor, insertCustomer, insertDriver, insertRide, signedInDriver } from '../../testing/fixtures';
import { LiveTestClient } from '../../testing/live-client';
import { useTestApp } from '../../testing/use-test-app';
import { toRideDto } from '../rides/ride.dto';
import { announceScheduledRides, expireDueRides } from '../rides/ride-sweeper.job';

/**
 * design §12 end to end on the server: browsers subscribe through the API, the real flows (booking, bid, arrival,
 * cancellation, expiry, the scheduled window) change rides, and what each person's device would show is read back
 * from a push service that decrypts the payload with the device's keys and checks the VAPID token.
 */
let fake: FakePushService;
beforeAll(async () => {
  fake = await startFakePushService();
});
afterAll(async () => {
  await fake?.close();
});
const t = useTestApp();
/** A second instance on the same database, as behind a load balancer. */
const other = useTestApp({}, { alongside: t });
const NOW = new Date('2026-06-10T10:00:00Z'); // Wednesday 12:00 in Rome
beforeEach(() => t.clock.set(NOW));

const trip = {
  pickupAddress: 'Piazza della Libertà, Frosinone',
  dropoffAddress: 'Stazione di Frosinone',
  pickup: { lat: 41.64, lon: 13.34 },
  dropoff: { lat: 41.63, lon: 13.32 },
};

async function publicKey(): Promise<string> {
  const res = await t.app.inject({ url: '/api/push/public-key' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { publicKey: string }).publicKey;
}

/** A browser subscribing as the page would: with the server's key, then handing its subscription to the API. */
async function device(cookie: string, behaviour: 'accept' | 'gone' | 'hang' = 'accept', role?: 'customer' | 'driver') {
  const subscription = fake.createSubscription({ applicationServerKey: await publicKey(), behaviour });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie },
    payload: { endpoint: subscription.endpoint, keys: subscription.keys, ...(role ? { role } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return subscription;
}

async function customer() {
  const row = await insertCustomer(t.app);
  return { customer: row, cookie: await cookieFor(t.app, { role: 'customer', customerId: row.id }) };
}

const shown = (subscription: FakePushSubscription): PushNotificationPayload[] =>
  fake.received.filter((p) => p.subscriptionId === subscription.id).map((p) => JSON.parse(p.payload) as PushNotificationPayload);

async function nextShown(subscription: FakePushSubscription, count: number): Promise<PushNotificationPayload[]> {
  await fake.waitUntil(() => shown(subscription).length >= count);
  return shown(subscription);
}

/** Nothing more will come: every push queued so far has been answered (the queue is empty). */
async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  await fake.waitUntil(() => t.app.push.stats().sending === 0 && t.app.push.stats().waiting === 0);
}

async function book(cookie: string): Promise<Ride> {
  const res = await t.app.inject({ method: 'POST', url: '/api/rides', headers: { cookie }, payload: { ...trip, requestType: 'immediate' } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { rideRequest: Ride }).rideRequest;
}

const bid = (rideId: string, cookie: string, driverId: string, estimatedArrival = 7) =>
  t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/bids`, headers: { cookie }, payload: { driverId, estimatedArrival } });

describe('the VAPID key and the subscriptions', () => {
  it('answers one public key, generated once and kept in the database for every instance', async () => {
    const key = await publicKey();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(await publicKey()).toBe(key);
    expect(t.app.push.publicKey).toBe(key);
    const res = await other.app.inject({ url: '/api/push/public-key' });
    expect(res.json()).toEqual({ publicKey: key });
  });

  it('takes subscriptions from signed-in customers and drivers only, on push-service-like endpoints', async () => {
    const subscription = fake.createSubscription();
    const body = { endpoint: subscription.endpoint, keys: subscription.keys };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: body });
    expect(anonymous.statusCode).toBe(401);
    const admin = await cookieFor(t.app, { role: 'admin' });
    expect((await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { cookie: admin }, payload: body })).statusCode).toBe(401);

    const { cookie } = await customer();
    for (const endpoint of [
      'http://push.example.org/abc',
      'https://10.0.0.5/admin',
      'https://intranet/x',
      'ftp://push.example.org/a',
      'https://foo.local./',
      'https://metadata.google.internal./',
      'https://push.example.com:22/',
    ]) {
      const refused = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { cookie }, payload: { ...body, endpoint } });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().error).toMatch(/notifiche/);
    }
    const badKeys = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie },
      payload: { ...body, keys: { p256dh: 'not base64!', auth: '' } },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json().error).toBe('Iscrizione alle notifiche non valida');
  });

  it('keeps several devices per person and forgets the one that unsubscribes', async () => {
    const { customer: owner, cookie } = await customer();
    const phone = await device(cookie);
    const tablet = await device(cookie);
    await device(cookie); // the phone again: the same endpoint replaces its row
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie },
      payload: { endpoint: phone.endpoint, keys: phone.keys },
    });
    expect(again.statusCode).toBe(201);
    const rows = () => t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, owner.id));
    expect((await rows()).map((r) => r.endpoint).sort()).toHaveLength(3);

    const someoneElse = await customer();
    const unsubscribe = (endpoint: string) => `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`;
    const foreign = await t.app.inject({ method: 'DELETE', url: unsubscribe(tablet.endpoint), headers: { cookie: someoneElse.cookie } });
    expect(foreign.statusCode).toBe(200);
    expect(await rows()).toHaveLength(3);

    const own = await t.app.inject({ method: 'DELETE', url: unsubscribe(tablet.endpoint), headers: { cookie } });
    expect(own.json()).toEqual({ subscribed: false });
    expect((await rows()).map((r) => r.endpoint)).not.toContain(tablet.endpoint);
  });
});

describe('whose a device is (design §13)', () => {
  it('keeps at most 5 devices per person: a sixth replaces the oldest', async () => {
    const { customer: owner, cookie } = await customer();
    const devices = [];
    for (let i = 0; i < 6; i++) {
      devices.push(await device(cookie));
      t.clock.advance(1_000);
    }
    const kept = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, owner.id));
    expect(kept.map((r) => r.endpoint).sort()).toEqual(devices.slice(1).map((d) => d.endpoint).sort());
  });

  it('leaves a device with whoever subscribed it while their session lives; once they sign out, another may have it', async () => {
    const first = await customer();
    const phone = await device(first.cookie);
    const second = await customer();
    const takeOver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: { cookie: second.cookie },
        payload: { endpoint: phone.endpoint, keys: phone.keys },
      });
    const refused = await takeOver();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'push_endpoint_taken', error: 'Questo dispositivo riceve già le notifiche di un’altra persona' });
    const owners = async () =>
      (await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint))).map((r) => r.customerId);
    expect(await owners()).toEqual([first.customer.id]);

    expect((await t.app.inject({ method: 'POST', url: '/api/customers/logout', headers: { cookie: first.cookie } })).statusCode).toBe(200);
    expect((await takeOver()).statusCode).toBe(201);
    expect(await owners()).toEqual([second.customer.id]);
  });
});

describe('which events reach whose closed page', () => {
  it('a new request reaches online drivers only, and opens the dashboard on that request', async () => {
    const online = await signedInDriver(t.app);
    const offline = await signedInDriver(t.app, false);
    const onlinePhone = await device(online.cookie);
    const offlinePhone = await device(offline.cookie);
    const { cookie } = await customer();

    const ride = await book(cookie);

    const [notification] = await nextShown(onlinePhone, 1);
    expect(notification).toEqual({
      kind: 'new_ride_request',
      title: 'Nuova richiesta di corsa',
      body: 'Piazza della Libertà, Frosinone → Stazione di Frosinone',
      url: `/driver?ride=${ride.id}`,
      tag: `ride-${ride.id}`,
      rideId: ride.id,
    });
    const delivered = fake.received.find((p) => p.subscriptionId === onlinePhone.id)!;
    expect(delivered).toMatchObject({ urgency: 'high', ttl: 90, topic: ride.id.replaceAll('-', '') });
    await settled();
    expect(shown(offlinePhone)).toEqual([]);
  });

  it('rings only the phones of taxis that can serve the request (design §14)', async () => {
    const saloon = await signedInDriver(t.app);
    const van = await insertDriver(t.app, { isAvailable: true, seats: 7, features: ['wheelchair'] });
    const saloonPhone = await device(saloon.cookie);
    const vanPhone = await device(await cookieFor(t.app, { role: 'driver', driverId: van.id }));
    const { cookie } = await customer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rides',
      headers: { cookie },
      payload: { ...trip, requestType: 'immediate', requirements: ['wheelchair'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const ride = (res.json() as { rideRequest: Ride }).rideRequest;

    expect((await nextShown(vanPhone, 1))[0]).toMatchObject({ kind: 'new_ride_request', rideId: ride.id });
    await settled();
    expect(shown(saloonPhone).map((n) => n.rideId)).not.toContain(ride.id);
  });

  it('tells the customer accepted (driver, plate, minutes) and arrived, on every device', async () => {
    const { cookie } = await customer();
    const phone = await device(cookie);
    const laptop = await device(cookie);
    const { driver, cookie: driverCookie } = await signedInDriver(t.app);
    const ride = await book(cookie);

    expect((await bid(ride.id, driverCookie, driver.id, 7)).statusCode).toBe(200);
    const [accepted] = await nextShown(phone, 1);
    expect(accepted).toMatchObject({
      kind: 'ride_accepted',
      title: 'Il tuo taxista sta arrivando',
      body: `${driver.name} · Fiat Tipo ${driver.licensePlate} · arriva tra 7 min`,
      url: '/',
    });

    const arrived = await t.app.inject({ method: 'PATCH', url: `/api/rides/${ride.id}`, headers: { cookie: driverCookie }, payload: { status: 'arrived' } });
    expect(arrived.statusCode, arrived.body).toBe(200);
    const both = await nextShown(phone, 2);
    expect(both[1]).toMatchObject({ kind: 'ride_arrived', title: 'Il taxi è arrivato', body: `Fiat Tipo ${driver.licensePlate} ti aspetta in Piazza della Libertà, Frosinone` });
    expect((await nextShown(laptop, 2)).map((n) => n.kind)).toEqual(['ride_accepted', 'ride_arrived']);
  });

  it("tells the customer that the driver gave the ride back and another taxi is sought, and nobody their own cancellation", async () => {
    const { cookie } = await customer();
    const phone = await device(cookie);
    const { driver, cookie: driverCookie } = await signedInDriver(t.app);
    const driverPhone = await device(driverCookie);
    const ride = await book(cookie);
    expect((await bid(ride.id, driverCookie, driver.id)).statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/rides/${ride.id}/cancel`,
      headers: { cookie: driverCookie },
      payload: { reason: 'Guasto al taxi' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const notifications = await nextShown(phone, 2);
    expect(notifications[1]).toMatchObject({
      kind: 'ride_dropped',
      title: 'Il taxista ha dovuto annullare',
      body: 'Cerchiamo un altro taxi (Guasto al taxi): Piazza della Libertà, Frosinone → Stazione di Frosinone',
    });
    await settled();
    expect(shown(driverPhone).map((n) => n.kind)).toEqual(['new_ride_request']);

    // The dropped ride is searching again: the customer ends it to book the next one.
    const ended = await t.app.inject({ method: 'POST', url: `/api/rides/${ride.id}/cancel`, headers: { cookie }, payload: {} });
    expect(ended.statusCode, ended.body).toBe(200);
    const second = await book(cookie);
    const own = await t.app.inject({ method: 'POST', url: `/api/rides/${second.id}/cancel`, headers: { cookie }, payload: {} });
    expect(own.statusCode, own.body).toBe(200);
    await settled();
    expect(shown(phone).map((n) => n.kind)).toEqual(['ride_accepted', 'ride_dropped']);
  });

  it('tells the customer when nobody took the request', async () => {
    const { cookie } = await customer();
    const phone = await device(cookie);
    const ride = await book(cookie);
    t.clock.advance(91_000);
    await expireDueRides(t.app);
    const [expired] = await nextShown(phone, 1);
    expect(expired).toMatchObject({ kind: 'ride_expired', title: 'Nessun taxi disponibile', rideId: ride.id, url: '/' });
  });

  it('reminds the customer 30 minutes before a booked ride, as the drivers start to see it', async () => {
    const { customer: owner, cookie } = await customer();
    const phone = await device(cookie);
    const online = await signedInDriver(t.app);
    const driverPhone = await device(online.cookie);
    const departure = new Date(NOW.getTime() + 2 * 3_600_000);
    const ride = await insertRide(t.app, { customerId: owner.id, requestType: 'scheduled', scheduledTime: departure });

    await announceScheduledRides(t.app);
    await settled();
    expect(shown(phone)).toEqual([]);

    t.clock.set(new Date(departure.getTime() - 29 * 60_000));
    await announceScheduledRides(t.app);
    const [reminder] = await nextShown(phone, 1);
    expect(reminder).toMatchObject({ kind: 'ride_reminder', title: 'Promemoria: taxi prenotato per le 14:00', rideId: ride.id });
    expect(fake.received.find((p) => p.subscriptionId === phone.id)?.ttl).toBe(29 * 60);
    expect((await nextShown(driverPhone, 1))[0]).toMatchObject({ kind: 'new_ride_request', body: expect.stringContaining('alle 14:00') });

    await announceScheduledRides(t.app); // once only
    await settled();
    expect(shown(phone)).toHaveLength(1);
  });

  it('sends an offer and an assignment to that driver alone', async () => {
    const { driver, cookie } = await signedInDriver(t.app);
    const other = await signedInDriver(t.app);
    const phone = await device(cookie);
    const otherPhone = await device(other.cookie);
    const ride = toRideDto(await insertRide(t.app));
    const offerExpiresAt = new Date(Date.now() + 20_000).toISOString();
    t.clock.set(new Date());

    await t.app.live.publish(rooms.driver(driver.id), 'ride_offer', { ride, offerExpiresAt, pickupDistanceKm: 1.2 });
    await t.app.live.publish(rooms.driver(driver.id), 'ride_assigned', { ride });
    // Pushes go out concurrently (bounded queue), so the two may reach the push service in either order.
    const both = await nextShown(phone, 2);
    expect(both.find((n) => n.kind === 'ride_offer')).toMatchObject({ title: 'Corsa offerta a te', url: `/driver?ride=${ride.id}` });
    expect(both.find((n) => n.kind === 'ride_assigned')).toMatchObject({ title: 'La centrale ti ha assegnato una corsa' });
    const offerPush = fake.received.find((p) => p.subscriptionId === phone.id && (JSON.parse(p.payload) as PushNotificationPayload).kind === 'ride_offer');
    expect(offerPush?.ttl).toBeLessThanOrEqual(20);
    await settled();
    expect(shown(otherPhone)).toEqual([]);
  });
});

describe('a push service that is gone or stuck', () => {
  it('deletes a subscription the push service answers 410 for', async () => {
    const { customer: owner, cookie } = await customer();
    const gone = await device(cookie, 'gone');
    const kept = await device(cookie);
    const ride = await book(cookie);
    t.clock.advance(91_000);
    await expireDueRides(t.app);
    await nextShown(kept, 1);
    await fake.waitUntil(() => fake.refused.some((r) => r.subscriptionId === gone.id));
    await settled();
    const rows = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, owner.id));
    expect(rows.map((r) => r.endpoint)).toEqual([kept.endpoint]);
    expect(ride.id).toBeTruthy();
  });

  it('does not slow ride_accepted: the bid answers and the live frame arrives while every push hangs', async () => {
    const { customer: owner, cookie } = await customer();
    // More stuck devices than the sender opens at once, so some also wait in its queue.
    const stuck: FakePushSubscription[] = [];
    for (let i = 0; i < 12; i++) stuck.push(await device(cookie, 'hang'));
    const { driver, cookie: driverCookie } = await signedInDriver(t.app);
    const ride = await book(cookie);
    const live = await LiveTestClient.connect(t.baseUrl, { cookie });
    await live.identify('customer', owner.id);

    const answer = await bid(ride.id, driverCookie, driver.id, 5);
    expect(answer.statusCode).toBe(200);
    const accepted = await live.next('ride_accepted');
    expect(accepted.ride.id).toBe(ride.id);
    await fake.waitUntil(() => fake.hanging > 0);
    expect(fake.received.filter((p) => stuck.some((s) => s.id === p.subscriptionId))).toEqual([]);
    live.close();
    fake.releaseHanging();
  });
});
