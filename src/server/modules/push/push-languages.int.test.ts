import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService, type FakePushSubscription } from '../../../../tests/fakes/fake-push-service';
import type { Language } from '../../../shared/i18n/languages';
import type { PushNotificationPayload } from '../../../shared/push.schemas';
import type { Ride } from '../../../shared/rides.schemas';
import { customers, drivers } from '../../db/schema';
import { cookieFor, insertCustomer, signedInDriver } from '../../testing/fixtures';
import { useTestApp } from '../../testing/use-test-app';

/** design §12, §16: each device's notifications in its owner's language — the customer's and each driver's own. */
let fake: FakePushService;
beforeAll(async () => {
  fake = await startFakePushService();
});
afterAll(async () => {
  await fake?.close();
});
const t = useTestApp();

async function device(cookie: string): Promise<FakePushSubscription> {
  const publicKey = (await t.app.inject({ url: '/api/push/public-key' })).json().publicKey as string;
  const subscription = fake.createSubscription({ applicationServerKey: publicKey, behaviour: 'accept' });
  const res = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { cookie }, payload: { endpoint: subscription.endpoint, keys: subscription.keys } });
  expect(res.statusCode, res.body).toBe(201);
  return subscription;
}

const shown = (subscription: FakePushSubscription): PushNotificationPayload[] =>
  fake.received.filter((p) => p.subscriptionId === subscription.id).map((p) => JSON.parse(p.payload) as PushNotificationPayload);

async function nextShown(subscription: FakePushSubscription, count: number): Promise<PushNotificationPayload[]> {
  await fake.waitUntil(() => shown(subscription).length >= count);
  return shown(subscription);
}

async function driverIn(language: Language) {
  const signedIn = await signedInDriver(t.app);
  await t.app.db.update(drivers).set({ language }).where(eq(drivers.id, signedIn.driver.id));
  return { ...signedIn, phone: await device(signedIn.cookie) };
}

describe('push notifications in the recipient’s language', () => {
  it('rings each online driver in his own language and tells the customer in the one they booked in', async () => {
    const german = await driverIn('de');
    const italian = await driverIn('it');
    const customer = await insertCustomer(t.app);
    const cookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
    const customerPhone = await device(cookie);

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/rides',
      headers: { cookie, 'accept-language': 'en-GB' },
      payload: { pickupAddress: 'Piazza della Libertà, Frosinone', pickup: { lat: 41.64, lon: 13.34 }, dropoffAddress: 'Stazione di Frosinone', dropoff: { lat: 41.63, lon: 13.32 }, requestType: 'immediate' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const ride = booked.json().rideRequest as Ride;
    const [row] = await t.app.db.select({ language: customers.language }).from(customers).where(eq(customers.id, customer.id));
    expect(row!.language).toBe('en');

    const trip = 'Piazza della Libertà, Frosinone → Stazione di Frosinone';
    expect((await nextShown(german.phone, 1))[0]).toMatchObject({ kind: 'new_ride_request', title: 'Neue Fahrtanfrage', body: trip, rideId: ride.id });
    expect((await nextShown(italian.phone, 1))[0]).toMatchObject({ kind: 'new_ride_request', title: 'Nuova richiesta di corsa', body: trip });

    const bid = await t.app.inject({
      method: 'POST',
      url: `/api/rides/${ride.id}/bids`,
      headers: { cookie: german.cookie },
      payload: { driverId: german.driver.id, estimatedArrival: 7 },
    });
    expect(bid.statusCode, bid.body).toBe(200);
    expect((await nextShown(customerPhone, 1))[0]).toMatchObject({
      kind: 'ride_accepted',
      title: 'Your driver is on the way',
      body: `${german.driver.name} · Fiat Tipo ${german.driver.licensePlate} · arrives in 7 min`,
    });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/rides/${ride.id}/cancel`,
      headers: { cookie: await cookieFor(t.app, { role: 'admin' }) },
      payload: { reason: 'Doppia prenotazione' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await nextShown(german.phone, 2))[1]).toMatchObject({ kind: 'ride_cancelled', title: 'Fahrt von der Zentrale storniert', body: trip });
    // The office's own words stay as written: only the notification's are translated.
    expect((await nextShown(customerPhone, 2))[1]).toMatchObject({ title: 'Ride cancelled by the office', body: `${trip}: Doppia prenotazione` });
  });
});
