import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePushService } from '../../../../tests/fakes/fake-push-service';
import type { Ride } from '../../../shared/rides.schemas';
import { MemoryVapidKeyStore, PushEndpointGuard, resolveVapidKeys, WebPushSender } from '../../integrations/push';
import { cookieFor, insertCustomer, nextMobile, signedInDriver } from '../../testing/fixtures';
import { LiveTestClient } from '../../testing/live-client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { expireDueRides } from '../rides/ride-sweeper.job';

const t = useTestApp();
beforeEach(() => t.clock.set('2026-06-10T10:00:00Z'));

const TOKEN = 'un-token-per-prometheus-0123456789';
/** The same database, with a scrape token and nginx on this machine as its trusted proxy. */
let guarded: TestApp;
beforeAll(async () => {
  guarded = await startTestApp(await t.database.open(), { env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await guarded?.close();
});

async function scrape(app = t.app): Promise<string> {
  const res = await app.inject({ url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** A sample's value in the exposition text; 0 when the series has not appeared yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]?.split(/,(?=\w+=")/) ?? [];
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

const trip = {
  pickupAddress: 'Piazza della Libertà, Frosinone',
  dropoffAddress: 'Stazione di Frosinone',
  pickup: { lat: 41.64, lon: 13.34 },
  dropoff: { lat: 41.63, lon: 13.32 },
  requestType: 'immediate',
};

async function book(): Promise<{ ride: Ride; cookie: string }> {
  const customer = await insertCustomer(t.app);
  const cookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
  const res = await t.app.inject({ method: 'POST', url: '/api/rides', headers: { cookie }, payload: trip });
  expect(res.statusCode, res.body).toBe(201);
  return { ride: res.json().rideRequest as Ride, cookie };
}

describe('GET /metrics', () => {
  it('exposes the process, the HTTP requests by route pattern, the live sockets, the bus and the database', async () => {
    await t.app.inject({ url: '/api/rides/00000000-0000-0000-0000-000000000000' });
    const { driver, cookie } = await signedInDriver(t.app);
    const socket = await LiveTestClient.connect(t.baseUrl, { cookie });
    try {
      socket.send({ type: 'identify', data: { userType: 'driver', userId: driver.id } });
      await socket.next('identified');
      const text = await scrape();

      for (const name of ['process_cpu_seconds_total', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
        expect(text).toContain(`\n${name} `);
      }
      // The route as declared, not the URL: one series however many rides are asked for.
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/rides/:id', status_code: '401' })).toBe(1);
      expect(sample(text, 'radiotaxi_live_sockets', { role: 'driver' })).toBe(1);
      expect(sample(text, 'radiotaxi_live_sockets', { role: 'customer' })).toBe(0);
      expect(text).toMatch(/\nradiotaxi_bus_connected 1\n/);
      for (const name of ['radiotaxi_bus_queue_depth', 'radiotaxi_bus_notifications_sent_total', 'radiotaxi_bus_reconnects_total']) {
        expect(text).toContain(`\n${name} `);
      }
      expect(sample(text, 'radiotaxi_database_info', { kind: t.database.kind })).toBe(1);
      if (t.database.kind === 'postgres') {
        expect(text).toMatch(/\nradiotaxi_db_pool_connections\{state="idle"\} [1-9]/);
        expect(text).toMatch(/\nradiotaxi_db_pool_waiting 0\n/);
      } else {
        // PGlite runs inside the process: there is no pool to report.
        expect(text).not.toContain('radiotaxi_db_pool_');
      }
    } finally {
      socket.ws.close();
    }
  });

  it('counts the rides entering each status, whichever way they got there', async () => {
    const before = await scrape();
    const count = (text: string, status: string) => sample(text, 'radiotaxi_ride_status_changes_total', { status });

    const { driver, cookie: driverCookie } = await signedInDriver(t.app);
    const taken = await book();
    const bid = await t.app.inject({
      method: 'POST',
      url: `/api/rides/${taken.ride.id}/bids`,
      headers: { cookie: driverCookie },
      payload: { driverId: driver.id, estimatedArrival: 5 },
    });
    expect(bid.statusCode, bid.body).toBe(200);
    const done = await t.app.inject({ method: 'PATCH', url: `/api/rides/${taken.ride.id}`, headers: { cookie: taken.cookie }, payload: { status: 'completed', meterFareCents: 1250, paymentMethod: 'card' } });
    expect(done.statusCode, done.body).toBe(200);
    const dropped = await book();
    expect((await t.app.inject({ method: 'POST', url: `/api/rides/${dropped.ride.id}/cancel`, headers: { cookie: dropped.cookie } })).statusCode).toBe(200);
    await book();
    t.clock.advance(91_000);
    expect(await expireDueRides(t.app)).toBe(1);

    const after = await scrape();
    expect(count(after, 'pending') - count(before, 'pending')).toBe(3);
    expect(count(after, 'accepted') - count(before, 'accepted')).toBe(1);
    expect(count(after, 'completed') - count(before, 'completed')).toBe(1);
    expect(count(after, 'cancelled') - count(before, 'cancelled')).toBe(1);
    expect(count(after, 'expired') - count(before, 'expired')).toBe(1);
  });

  it('counts SMS by result', async () => {
    const before = sample(await scrape(), 'radiotaxi_sms_sends_total', { result: 'sent' });
    const res = await t.app.inject({ method: 'POST', url: '/api/customers/verify-phone', payload: { phoneNumber: nextMobile() } });
    expect(res.statusCode, res.body).toBe(200);
    expect(sample(await scrape(), 'radiotaxi_sms_sends_total', { result: 'sent' }) - before).toBe(1);

    const unreachable = await startTestApp(await t.database.open(), { env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms' } });
    try {
      const refused = await unreachable.app.inject({ method: 'POST', url: '/api/customers/verify-phone', payload: { phoneNumber: nextMobile() } });
      expect(refused.statusCode).toBe(503);
      expect(sample(await scrape(unreachable.app), 'radiotaxi_sms_sends_total', { result: 'failed' })).toBe(1);
    } finally {
      await unreachable.close();
    }
  });

  it('counts push results as the push sender reports them (ADR 141: its onResult)', async () => {
    const pushService = await startFakePushService();
    const { details: vapid } = await resolveVapidKeys(
      { publicKey: undefined, privateKey: undefined, subject: 'mailto:centrale@radiotaxi-frosinone.it' },
      new MemoryVapidKeyStore(),
    );
    const sender = new WebPushSender({
      vapid,
      logger: t.app.log,
      onResult: (result) => t.app.metrics.countPush(result),
      guard: new PushEndpointGuard(undefined, true),
    });
    try {
      const before = await scrape();
      const live = pushService.createSubscription({ applicationServerKey: vapid.publicKey });
      const gone = pushService.createSubscription({ applicationServerKey: vapid.publicKey, behaviour: 'gone' });
      const message = { payload: { type: 'ride_offer' }, ttlSeconds: 60, urgency: 'high' } as const;
      sender.send(live, message);
      sender.send(gone, message);
      await sender.close();
      const after = await scrape();
      const delta = (result: string) =>
        sample(after, 'radiotaxi_push_sends_total', { result }) - sample(before, 'radiotaxi_push_sends_total', { result });
      expect([delta('sent'), delta('gone'), delta('failed')]).toEqual([1, 1, 0]);
    } finally {
      await pushService.close();
    }
  });
});

describe('who may read /metrics (design §13)', () => {
  const from = (app: TestApp['app'], remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ url: '/metrics', remoteAddress, headers });

  it('refuses another address without a token, and says how to allow it', async () => {
    const res = await from(t.app, '203.0.113.9');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'metrics_local_only' });
    expect(res.body).not.toContain('radiotaxi_');
  });

  it('with METRICS_TOKEN: answers the right Bearer token from anywhere, 401 otherwise', async () => {
    expect((await from(guarded.app, '203.0.113.9', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`]) {
      const res = await from(guarded.app, '203.0.113.9', authorization ? { authorization } : {});
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    expect((await from(guarded.app, '127.0.0.1')).statusCode).toBe(200);
  });

  it('behind a proxy on this machine, loopback is the connection and the client the proxy names, not a header alone', async () => {
    // nginx on this machine connects from 127.0.0.1 for a client out there.
    expect((await from(guarded.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(401);
    // A client out there claiming to be the machine itself.
    expect((await from(guarded.app, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(401);
    expect((await from(t.app, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
  });
});
