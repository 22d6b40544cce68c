import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { startFakePushService, type FakePushService } from '../../../../tests/fakes/fake-push-service';
import { MAX_PUSH_PAYLOAD_BYTES, type PushMessage, type PushResult } from './push-sender';
import { MemoryVapidKeyStore, resolveVapidKeys, type VapidDetails } from './vapid-keys';
import { PushEndpointGuard } from './endpoint-guard';
import { WebPushSender, type PushLogger, type WebPushSenderOptions } from './web-push-sender';

const SUBJECT = 'mailto:centrale@radiotaxi-frosinone.it';
const offer = (rideId: number): PushMessage => ({
  payload: { type: 'ride_offer', rideId, text: `Nuova corsa n. ${rideId}: Via Aldo Moro → Stazione` },
  ttlSeconds: 60,
  urgency: 'high',
  topic: `ride-${rideId}`,
});
const reminder = (rideId: number): PushMessage => ({
  payload: { type: 'ride_reminder', rideId },
  ttlSeconds: 1800,
  urgency: 'low',
});

let vapid: VapidDetails;
let fake: FakePushService;
let sender: WebPushSender | undefined;

beforeAll(async () => {
  // The keys the server would generate on its first start.
  vapid = (await resolveVapidKeys({ publicKey: undefined, privateKey: undefined, subject: SUBJECT }, new MemoryVapidKeyStore()))
    .details;
});
beforeEach(async () => {
  fake = await startFakePushService();
});
afterEach(async () => {
  // The fake first: its hanging connections close, so the sender's close need not wait out their timeouts.
  await fake.close();
  await sender?.close();
  sender = undefined;
});

/** Results in the order the handler saw them, and a way to wait for the first `count`. */
function recorder() {
  const results: PushResult[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const logged: { level: 'warn' | 'error'; msg: string | undefined }[] = [];
  return {
    results,
    logged,
    onResult(result: PushResult) {
      results.push(result);
      for (const waiter of waiting.filter((w) => results.length >= w.count)) waiter.resolve();
    },
    logger: {
      warn: (_obj: unknown, msg?: string) => void logged.push({ level: 'warn', msg }),
      error: (_obj: unknown, msg?: string) => void logged.push({ level: 'error', msg }),
    } as PushLogger,
    first(count: number): Promise<PushResult[]> {
      if (results.length >= count) return Promise.resolve(results.slice(0, count));
      return new Promise((resolve) => waiting.push({ count, resolve: () => resolve(results.slice(0, count)) }));
    },
  };
}

function makeSender(record: ReturnType<typeof recorder>, options: Partial<WebPushSenderOptions> = {}): WebPushSender {
  // The fake push service listens on loopback http, which only tests and development may post to.
  sender = new WebPushSender({ vapid, onResult: record.onResult, logger: record.logger, guard: loopbackAllowed, ...options });
  return sender;
}

const loopbackAllowed = new PushEndpointGuard(undefined, true);

describe('WebPushSender against a push service speaking RFC 8030', () => {
  it('delivers the JSON payload encrypted for the device, with its TTL, urgency, topic and a valid VAPID token', async () => {
    const record = recorder();
    const subscription = fake.createSubscription({ applicationServerKey: vapid.publicKey });

    makeSender(record).send(subscription, offer(42));

    expect(await record.first(1)).toEqual([{ outcome: 'sent', endpoint: subscription.endpoint }]);
    expect(fake.received).toHaveLength(1);
    const [push] = fake.received;
    expect(JSON.parse(push?.payload ?? '')).toEqual(offer(42).payload);
    expect(push).toMatchObject({ subscriptionId: subscription.id, ttl: 60, urgency: 'high', topic: 'ride-42' });
    expect(push?.vapid.publicKey).toBe(vapid.publicKey);
    expect(push?.vapid.claims).toMatchObject({ aud: fake.url, sub: SUBJECT });
    const nowSeconds = Date.now() / 1000;
    expect(push?.vapid.claims.exp).toBeGreaterThan(nowSeconds);
    expect(push?.vapid.claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 3600);
  });

  it('is refused when signed with another key than the subscription was made with, or with a key pair that does not match', async () => {
    const record = recorder();
    const subscription = fake.createSubscription({ applicationServerKey: vapid.publicKey });
    const otherPair = webpush.generateVAPIDKeys();

    makeSender(record, { vapid: { ...otherPair, subject: SUBJECT } }).send(subscription, offer(1));
    const [wrongKey] = await record.first(1);
    await sender?.close();
    // Our public key with another private key: the signature cannot verify.
    makeSender(record, { vapid: { ...vapid, privateKey: otherPair.privateKey } }).send(subscription, offer(2));
    const [, forged] = await record.first(2);

    expect(wrongKey).toMatchObject({ outcome: 'failed', statusCode: 403 });
    expect(forged).toMatchObject({ outcome: 'failed', statusCode: 401 });
    expect(fake.refused.map((r) => r.reason)).toEqual([
      'VAPID key differs from the key the subscription was made with',
      'JWT signature does not verify with k',
    ]);
    expect(fake.received).toEqual([]);
    expect(record.logged.filter((l) => l.level === 'warn')).toHaveLength(2);
  });

  it('reports a subscription the service no longer knows (410, 404) as gone', async () => {
    const record = recorder();
    const expired = fake.createSubscription({ behaviour: 'gone' });
    const push = makeSender(record);

    push.send(expired, reminder(1));
    push.send({ ...expired, endpoint: `${fake.url}/push/never-subscribed` }, reminder(2));

    expect(await record.first(2)).toEqual([
      { outcome: 'gone', endpoint: expired.endpoint, statusCode: 410 },
      { outcome: 'gone', endpoint: `${fake.url}/push/never-subscribed`, statusCode: 404 },
    ]);
  });

  it('returns to the caller before anything reaches a hanging service, lets other sends pass it, and gives up on it after the timeout', async () => {
    const record = recorder();
    const stuck = fake.createSubscription({ behaviour: 'hang' });
    const healthy = fake.createSubscription();
    const hangingWhenReported: number[] = [];
    const push = makeSender(
      {
        ...record,
        onResult: (result) => {
          hangingWhenReported.push(fake.hanging);
          record.onResult(result);
        },
      },
      { timeoutMs: 300, maxConcurrent: 2 },
    );

    const returned = push.send(stuck, offer(7));
    const arrivedBeforeSendReturned = fake.hanging + fake.received.length + fake.refused.length;
    push.send(healthy, offer(8));
    await fake.waitUntil(() => fake.hanging === 1);

    expect(returned).toBeUndefined(); // nothing the caller could await
    expect(arrivedBeforeSendReturned).toBe(0);
    const [first, second] = await record.first(2);
    expect(first).toEqual({ outcome: 'sent', endpoint: healthy.endpoint });
    expect(second).toEqual({ outcome: 'failed', endpoint: stuck.endpoint, reason: 'no answer within 300 ms' });
    // The healthy push was answered while the stuck one was still hanging at the service.
    expect(hangingWhenReported[0]).toBe(1);
    // The sender closed the stuck connection rather than leaving it open.
    await fake.waitUntil(() => fake.abandoned === 1);
  });

  it('never has more requests open than maxConcurrent', async () => {
    const record = recorder();
    const push = makeSender(record, { maxConcurrent: 3 });
    const subscriptions = Array.from({ length: 10 }, () => fake.createSubscription({ behaviour: 'hang' }));

    subscriptions.forEach((subscription, i) => push.send(subscription, offer(i)));
    await fake.waitUntil(() => fake.hanging === 3);
    expect(push.stats()).toEqual({ sending: 3, waiting: 7 });
    for (let released = 0; released < subscriptions.length; released += 1) {
      await fake.waitUntil(() => fake.hanging > 0);
      fake.releaseHanging(1);
    }

    const results = await record.first(10);
    expect(results.every((r) => r.outcome === 'sent')).toBe(true);
    expect(fake.received).toHaveLength(10);
    expect(fake.maxHangingAtOnce).toBe(3);
    expect(push.stats()).toEqual({ sending: 0, waiting: 0 });
  });

  it('sends an urgent offer ahead of reminders already waiting; when the queue is full the least urgent message gives way', async () => {
    const record = recorder();
    const push = makeSender(record, { maxConcurrent: 1, maxQueued: 3 });
    const busy = fake.createSubscription({ behaviour: 'hang' });
    const devices = Array.from({ length: 6 }, () => fake.createSubscription());
    const endpointOf = (i: number) => devices[i]?.endpoint;

    push.send(busy, reminder(0));
    await fake.waitUntil(() => fake.hanging === 1);
    push.send(devices[1]!, reminder(1));
    push.send(devices[2]!, reminder(2));
    push.send(devices[3]!, offer(3)); // the queue now holds 3
    push.send(devices[4]!, offer(4)); // reminder 1, the oldest of the least urgent, makes room
    push.send(devices[5]!, { ...reminder(5), urgency: 'very-low' }); // everything waiting is more urgent: refused
    fake.releaseHanging();

    const results = await record.first(6);
    const failed = results.filter((r) => r.outcome === 'failed');
    expect(failed.map((r) => r.endpoint).sort()).toEqual([endpointOf(1), endpointOf(5)].sort());
    expect(failed.every((r) => r.outcome === 'failed' && r.reason === 'dropped: the push queue is full')).toBe(true);
    expect(fake.received.map((p) => (JSON.parse(p.payload) as { rideId: number }).rideId)).toEqual([0, 3, 4, 2]);
  });

  it('counts time spent in the queue against the TTL, and drops a message whose TTL ran out there', async () => {
    const record = recorder();
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const push = makeSender(record, { maxConcurrent: 1, now: () => clock });
    const busy = fake.createSubscription({ behaviour: 'hang' });
    const device = fake.createSubscription();

    push.send(busy, reminder(0));
    await fake.waitUntil(() => fake.hanging === 1);
    push.send(device, offer(1)); // TTL 60 s
    push.send(device, reminder(2)); // TTL 1800 s
    clock += 61_000;
    fake.releaseHanging();

    const results = await record.first(3);
    expect(results[1]).toEqual({ outcome: 'failed', endpoint: device.endpoint, reason: 'expired after 61 s in the queue' });
    expect(fake.received.map((p) => p.ttl)).toEqual([1800, 1800 - 61]);
  });

  it('sends a payload of exactly the largest size and refuses a larger one without a request', async () => {
    const record = recorder();
    const device = fake.createSubscription();
    const push = makeSender(record, { maxConcurrent: 1 });
    const wrapper = JSON.stringify({ text: '' }).length;
    const largest = { text: 'è'.repeat(Math.floor((MAX_PUSH_PAYLOAD_BYTES - wrapper) / 2)) + 'x'.repeat((MAX_PUSH_PAYLOAD_BYTES - wrapper) % 2) };
    expect(Buffer.byteLength(JSON.stringify(largest))).toBe(MAX_PUSH_PAYLOAD_BYTES);

    push.send(device, { payload: largest, ttlSeconds: 60, urgency: 'normal' });
    push.send(device, { payload: { ...largest, more: 1 }, ttlSeconds: 60, urgency: 'normal' });

    const [fits, tooLarge] = await record.first(2);
    expect(fits?.outcome).toBe('sent');
    expect(JSON.parse(fake.received[0]?.payload ?? '')).toEqual(largest);
    expect(tooLarge).toMatchObject({ outcome: 'failed', reason: expect.stringMatching(/exceeds 3993$/) });
    expect(fake.received).toHaveLength(1);
    expect(fake.refused).toEqual([]);
  });

  it('fails, without a request, a subscription whose keys are malformed, and one whose service is unreachable', async () => {
    const record = recorder();
    const device = fake.createSubscription();
    const push = makeSender(record);

    push.send({ ...device, keys: { ...device.keys, p256dh: 'dG9vLXNob3J0' } }, reminder(1));
    push.send({ ...device, endpoint: 'http://127.0.0.1:1/push/abc' }, reminder(2));

    const [malformed, unreachable] = await record.first(2);
    expect(malformed).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('not sendable') });
    expect(unreachable).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('push service unreachable') });
    expect(fake.received).toEqual([]);
    expect(fake.refused).toEqual([]);
  });

  it('logs a result handler that throws and goes on sending', async () => {
    const record = recorder();
    const device = fake.createSubscription();
    const push = makeSender(record, {
      onResult: async (result) => {
        record.onResult(result);
        return Promise.reject(new Error('database down'));
      },
    });

    push.send(device, reminder(1));
    push.send(device, reminder(2));
    await push.close();

    expect(record.results.map((r) => r.outcome)).toEqual(['sent', 'sent']);
    expect(record.logged).toEqual([
      { level: 'error', msg: 'push result handler failed' },
      { level: 'error', msg: 'push result handler failed' },
    ]);
  });

  it('on close, finishes what was queued and refuses what comes after', async () => {
    const record = recorder();
    const device = fake.createSubscription();
    const push = makeSender(record, { maxConcurrent: 1 });

    push.send(device, reminder(1));
    push.send(device, reminder(2));
    await push.close();
    push.send(device, reminder(3));

    expect(fake.received).toHaveLength(2);
    expect(await record.first(3)).toEqual([
      { outcome: 'sent', endpoint: device.endpoint },
      { outcome: 'sent', endpoint: device.endpoint },
      { outcome: 'failed', endpoint: device.endpoint, reason: 'push sender closed' },
    ]);
  });
});
