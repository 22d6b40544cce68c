import { createPrivateKey, sign } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  startFakePushService,
  type FakePushService,
  type FakePushSubscription,
  type ReceivedPush,
} from '../../../../tests/fakes/fake-push-service';
import type { PushResult } from './push-sender';
import { PushEndpointGuard } from './endpoint-guard';
import { WebPushSender } from './web-push-sender';

/**
 * The push tests trust this fake to refuse what a real push service refuses; these prove each of its checks can fail.
 */
const keys = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:centrale@radiotaxi-frosinone.it';

let fake: FakePushService;
beforeEach(async () => {
  fake = await startFakePushService();
});
afterEach(async () => {
  await fake.close();
});

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** A VAPID header signed by hand, so a test can put in it what web-push never would. */
function vapidHeader(claims: Record<string, unknown>, alg = 'ES256'): string {
  const raw = Buffer.from(keys.publicKey, 'base64url');
  const privateKey = createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', d: keys.privateKey, x: base64url(raw.subarray(1, 33)), y: base64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signingInput = `${base64url(JSON.stringify({ typ: 'JWT', alg }))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign('sha256', Buffer.from(signingInput), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${signingInput}.${signature.toString('base64url')}, k=${keys.publicKey}`;
}

/** POSTs what web-push would send for `subscription`, with `change` applied to the headers or body first. */
async function push(
  subscription: FakePushSubscription,
  change: (request: { headers: Record<string, string>; body: Buffer }) => void = () => undefined,
): Promise<number> {
  const details = webpush.generateRequestDetails(subscription, '{"type":"ride_offer"}', {
    vapidDetails: { ...keys, subject: SUBJECT },
    TTL: 60,
    urgency: 'high',
  });
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const request = { headers, body: details.body ?? Buffer.alloc(0) };
  change(request);
  const response = await fetch(details.endpoint, { method: 'POST', headers: request.headers, body: new Uint8Array(request.body) });
  return response.status;
}

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

describe('fake push service', () => {
  it('takes a well-formed push, signed by hand or by web-push, and decrypts it', async () => {
    const subscription = fake.createSubscription({ applicationServerKey: keys.publicKey });

    expect(await push(subscription)).toBe(201);
    expect(
      await push(subscription, (r) => {
        r.headers.Authorization = vapidHeader({ aud: fake.url, exp: inSeconds(3600), sub: SUBJECT });
      }),
    ).toBe(201);

    expect(fake.received.map((p) => p.payload)).toEqual(['{"type":"ride_offer"}', '{"type":"ride_offer"}']);
    expect(fake.refused).toEqual([]);
  });

  it.each([
    ['no TTL', 400, 'TTL header missing or not a whole number', (r: { headers: Record<string, string> }) => delete r.headers.TTL],
    ['an unknown Urgency', 400, 'unknown Urgency urgentissimo', (r: { headers: Record<string, string> }) => (r.headers.Urgency = 'urgentissimo')],
    ['a Topic too long', 400, 'Topic must be 1–32 base64url characters', (r: { headers: Record<string, string> }) => (r.headers.Topic = 'x'.repeat(33))],
    ['no Authorization', 401, 'Authorization must be "vapid t=<JWT>, k=<key>"', (r: { headers: Record<string, string> }) => delete r.headers.Authorization],
    ['another Content-Encoding', 415, 'Content-Encoding must be aes128gcm', (r: { headers: Record<string, string> }) => (r.headers['Content-Encoding'] = 'aesgcm')],
  ])('refuses a push with %s', async (_what, status, reason, change) => {
    const subscription = fake.createSubscription();
    expect(await push(subscription, change)).toBe(status);
    expect(fake.refused).toEqual([{ subscriptionId: subscription.id, status, reason }]);
    expect(fake.received).toEqual([]);
  });

  it.each([
    ['for another push service', { aud: 'https://fcm.googleapis.com', exp: inSeconds(3600), sub: SUBJECT }, 'ES256', `JWT aud must be`],
    ['expired', { aud: 'SELF', exp: inSeconds(-1), sub: SUBJECT }, 'ES256', 'JWT expired'],
    ['valid for more than a day', { aud: 'SELF', exp: inSeconds(24 * 3600 + 60), sub: SUBJECT }, 'ES256', 'JWT exp more than 24 hours ahead'],
    ['with a subject that is no contact', { aud: 'SELF', exp: inSeconds(3600), sub: 'centrale' }, 'ES256', 'JWT sub must be a mailto: or https: URL'],
    ['not signed with ES256', { aud: 'SELF', exp: inSeconds(3600), sub: SUBJECT }, 'ES384', 'JWT alg must be ES256'],
  ])('refuses a VAPID token %s', async (_what, claims, alg, reason) => {
    const subscription = fake.createSubscription();
    const header = vapidHeader({ ...claims, aud: claims.aud === 'SELF' ? fake.url : claims.aud }, alg);
    expect(await push(subscription, (r) => (r.headers.Authorization = header))).toBe(401);
    expect(fake.refused[0]?.reason).toContain(reason);
  });

  it('refuses a payload encrypted for another device, and one over 4096 bytes', async () => {
    const device = fake.createSubscription();
    const otherDevice = fake.createSubscription();
    let otherBody: Buffer = Buffer.alloc(0);
    await push(otherDevice, (r) => (otherBody = r.body));

    expect(await push(device, (r) => (r.body = otherBody))).toBe(400);
    expect(await push(device, (r) => (r.body = Buffer.concat([r.body, Buffer.alloc(4096)])))).toBe(413);
    expect(fake.refused.map((r) => r.status)).toEqual([400, 413]);
    expect(fake.refused[0]?.reason).toMatch(/^payload does not decrypt with the subscription's keys/);
  });

  it('is driven over HTTP by a server in another process: subscriptions, behaviours, received pushes, release', async () => {
    const control = (path: string, method = 'GET', body?: unknown) =>
      fetch(`${fake.url}/_fake/${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const results: PushResult[] = [];
    const sender = new WebPushSender({
      vapid: { ...keys, subject: SUBJECT },
      onResult: (result) => void results.push(result),
      logger: { warn: () => undefined, error: () => undefined },
      guard: new PushEndpointGuard(undefined, true),
    });
    const message = { payload: { type: 'ride_arrived' }, ttlSeconds: 600, urgency: 'high' } as const;

    const created = await control('subscriptions', 'POST', { applicationServerKey: keys.publicKey });
    const subscription = (await created.json()) as FakePushSubscription;
    expect(created.status).toBe(201);
    sender.send(subscription, message);
    await fake.waitUntil(() => fake.received.length === 1);
    const received = (await (await control('received')).json()) as ReceivedPush[];
    expect(received.map((p) => p.payload)).toEqual(['{"type":"ride_arrived"}']);

    expect((await control(`subscriptions/${subscription.id}`, 'PUT', { behaviour: 'hang' })).status).toBe(200);
    sender.send(subscription, message);
    await fake.waitUntil(() => fake.hanging === 1);
    expect(await (await control('release', 'POST')).json()).toEqual({ released: 1 });

    expect((await control(`subscriptions/${subscription.id}`, 'PUT', { behaviour: 'gone' })).status).toBe(200);
    sender.send(subscription, message);
    await sender.close();
    expect(results.map((r) => r.outcome)).toEqual(['sent', 'sent', 'gone']);
    expect((await control('subscriptions/nobody', 'PUT', { behaviour: 'gone' })).status).toBe(404);
  });
});
