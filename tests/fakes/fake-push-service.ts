import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH, type KeyObject } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import ece from 'http_ece';

/**
 * A local stand-in for a browser vendor's push service, taking pushes as the real ones do (RFC 8030 §5): a POST to
 * the subscription's endpoint with a `TTL` header, an optional `Urgency` and `Topic`, a body encrypted with
 * `Content-Encoding: aes128gcm` (RFC 8291) and a VAPID `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292),
 * answered with 201 and a `Location`. It also does what only the receiving browser can: it decrypts the payload
 * with the subscription's private key and auth secret, and keeps the plaintext for the test to read.
 *
 * Where a real service would take a push and the browser would then silently drop it (a payload that does not
 * decrypt), the fake refuses it with 400, so a test sees the mistake.
 *
 * Tests drive it in-process; as a script (`node --import tsx tests/fakes/fake-push-service.ts --port 5998`) the same
 * controls are under `/_fake/` for a server running in another process.
 */

/** `hang` holds the request unanswered (a stuck push service) until `releaseHanging` or `close`. */
export type FakePushBehaviour = 'accept' | 'gone' | 'hang';

/** What the browser's `PushSubscription.toJSON()` would give, plus the fake's own handle on it. */
export interface FakePushSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface SubscriptionOptions {
  behaviour?: FakePushBehaviour;
  /**
   * The VAPID public key the page subscribed with (`pushManager.subscribe({applicationServerKey})`). A push signed
   * with another key is refused with 403, as real services do; without it any correctly signed push is taken.
   */
  applicationServerKey?: string;
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

export interface ReceivedPush {
  subscriptionId: string;
  ttl: number;
  /** `normal` when the header is absent (RFC 8030 §5.3). */
  urgency: string;
  topic: string | undefined;
  /** The decrypted payload, as the service worker's `event.data.text()` would read it. */
  payload: string;
  vapid: { publicKey: string; claims: VapidClaims };
}

export interface RefusedPush {
  subscriptionId: string | undefined;
  status: number;
  reason: string;
}

interface TestSubscription {
  keyPair: ECDH;
  authSecret: string;
  behaviour: FakePushBehaviour;
  applicationServerKey: string | undefined;
}

interface HangingRequest {
  subscriptionId: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  res: ServerResponse;
}

const URGENCIES = ['very-low', 'low', 'normal', 'high'];
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const MAX_BODY_BYTES = 4096; // RFC 8030 §7.2: a push service may refuse larger payloads, and the big ones do.
const MAX_JWT_LIFETIME_SECONDS = 24 * 3600; // RFC 8292 §2
const ENDPOINT_PATH = /^\/push\/([A-Za-z0-9_-]+)$/;

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  readonly refused: RefusedPush[] = [];
  private readonly subscriptions = new Map<string, TestSubscription>();
  private readonly hangingRequests: HangingRequest[] = [];
  private readonly waiters = new Set<() => void>();
  private mostHanging = 0;
  private abandonedCount = 0;

  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    /** The origin every endpoint lives under, and so the `aud` a VAPID token must name. */
    readonly url: string,
  ) {}

  static async start(port = 0, host = '127.0.0.1'): Promise<FakePushService> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const { port: boundPort } = server.address() as AddressInfo;
    const fake = new FakePushService(server, `http://${host}:${boundPort}`);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => fake.handle(req, res, Buffer.concat(chunks)));
    });
    return fake;
  }

  /** A browser's subscription: a fresh P-256 key pair and 16-byte auth secret (RFC 8291 §2), endpoint on the fake. */
  createSubscription(options: SubscriptionOptions = {}): FakePushSubscription {
    const id = randomBytes(16).toString('base64url');
    const keyPair = createECDH('prime256v1');
    keyPair.generateKeys();
    const authSecret = randomBytes(16).toString('base64url');
    this.subscriptions.set(id, {
      keyPair,
      authSecret,
      behaviour: options.behaviour ?? 'accept',
      applicationServerKey: options.applicationServerKey,
    });
    return { id, endpoint: `${this.url}/push/${id}`, keys: { p256dh: keyPair.getPublicKey('base64url'), auth: authSecret } };
  }

  setBehaviour(subscriptionId: string, behaviour: FakePushBehaviour): void {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    subscription.behaviour = behaviour;
  }

  /** Requests held unanswered right now. */
  get hanging(): number {
    return this.hangingRequests.length;
  }

  /** The most requests ever held unanswered at the same time. */
  get maxHangingAtOnce(): number {
    return this.mostHanging;
  }

  /** Held requests the sender gave up on (closed the connection) before any answer. */
  get abandoned(): number {
    return this.abandonedCount;
  }

  /** Answers the `count` oldest held requests as a working service would (checked, decrypted, 201). */
  releaseHanging(count = Number.POSITIVE_INFINITY): void {
    for (const request of this.hangingRequests.splice(0, count)) {
      this.take(request.subscriptionId, request.headers, request.body, request.res);
    }
    this.notify();
  }

  /** Resolves once `condition` holds; it is checked now and after every push the fake takes, refuses or holds. */
  waitUntil(condition: () => boolean): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!condition()) return;
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
    });
  }

  close(): Promise<void> {
    this.hangingRequests.length = 0;
    return new Promise((resolve, reject) => {
      this.server.closeAllConnections();
      this.server.close((error) => (error ? reject(error) : resolve()));
    });
  }

  private handle(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    const path = new URL(req.url ?? '/', this.url).pathname;
    if (path.startsWith('/_fake/')) return this.control(req, res, path, body);

    const subscriptionId = ENDPOINT_PATH.exec(path)?.[1];
    if (subscriptionId === undefined) return this.refuse(res, undefined, 404, 'no such push resource');
    if (req.method !== 'POST') return this.refuse(res, subscriptionId, 405, 'a push is a POST');
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) return this.refuse(res, subscriptionId, 404, 'unknown subscription');
    if (subscription.behaviour === 'gone') return this.refuse(res, subscriptionId, 410, 'subscription expired');
    if (subscription.behaviour === 'hang') return this.hold({ subscriptionId, headers: req.headers, body, res });
    this.take(subscriptionId, req.headers, body, res);
  }

  private hold(request: HangingRequest): void {
    this.hangingRequests.push(request);
    this.mostHanging = Math.max(this.mostHanging, this.hangingRequests.length);
    request.res.once('close', () => {
      const index = this.hangingRequests.indexOf(request);
      if (index < 0) return; // answered by releaseHanging
      this.hangingRequests.splice(index, 1);
      this.abandonedCount += 1;
      this.notify();
    });
    this.notify();
  }

  private take(subscriptionId: string, headers: IncomingHttpHeaders, body: Buffer, res: ServerResponse): void {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) return this.refuse(res, subscriptionId, 404, 'unknown subscription');
    const checked = this.check(subscription, headers, body);
    if ('status' in checked) return this.refuse(res, subscriptionId, checked.status, checked.reason);
    this.received.push({ subscriptionId, ...checked });
    res
      .writeHead(201, { location: `${this.url}/message/${randomUUID()}`, ttl: String(checked.ttl) })
      .end();
    this.notify();
  }

  private check(
    subscription: TestSubscription,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Omit<ReceivedPush, 'subscriptionId'> | { status: number; reason: string } {
    const ttl = single(headers.ttl);
    if (ttl === undefined || !/^\d+$/.test(ttl)) return { status: 400, reason: 'TTL header missing or not a whole number' };
    const urgency = single(headers.urgency) ?? 'normal';
    if (!URGENCIES.includes(urgency)) return { status: 400, reason: `unknown Urgency ${urgency}` };
    const topic = single(headers.topic);
    if (topic !== undefined && !TOPIC.test(topic)) return { status: 400, reason: 'Topic must be 1–32 base64url characters' };

    const vapid = verifyVapid(headers.authorization, this.url);
    if ('reason' in vapid) return { status: 401, reason: vapid.reason };
    if (subscription.applicationServerKey !== undefined && vapid.publicKey !== subscription.applicationServerKey) {
      return { status: 403, reason: 'VAPID key differs from the key the subscription was made with' };
    }

    if (body.length > MAX_BODY_BYTES) return { status: 413, reason: `payload of ${body.length} bytes is too large` };
    let payload = '';
    if (body.length > 0) {
      if (headers['content-encoding'] !== 'aes128gcm') return { status: 415, reason: 'Content-Encoding must be aes128gcm' };
      try {
        payload = ece
          .decrypt(body, { version: 'aes128gcm', privateKey: subscription.keyPair, authSecret: subscription.authSecret })
          .toString('utf8');
      } catch (error) {
        return { status: 400, reason: `payload does not decrypt with the subscription's keys: ${String(error)}` };
      }
    }
    return { ttl: Number(ttl), urgency, topic, payload, vapid };
  }

  private refuse(res: ServerResponse, subscriptionId: string | undefined, status: number, reason: string): void {
    this.refused.push({ subscriptionId, status, reason });
    // The error body Mozilla's autopush sends; clients only read the status.
    sendJson(res, status, { code: status, error: STATUS_CODES[status], message: reason });
    this.notify();
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  /** The same controls over HTTP, for a server under test that runs in another process. */
  private control(req: IncomingMessage, res: ServerResponse, path: string, body: Buffer): void {
    let input: { behaviour?: unknown; applicationServerKey?: unknown } = {};
    try {
      if (body.length > 0) input = JSON.parse(body.toString('utf8')) as typeof input;
    } catch {
      return sendJson(res, 400, { message: 'body must be JSON' });
    }
    const behaviour = isBehaviour(input.behaviour) ? input.behaviour : undefined;
    const applicationServerKey = typeof input.applicationServerKey === 'string' ? input.applicationServerKey : undefined;
    const subscriptionPath = /^\/_fake\/subscriptions\/([A-Za-z0-9_-]+)$/.exec(path);

    if (req.method === 'POST' && path === '/_fake/subscriptions') {
      return sendJson(res, 201, this.createSubscription({ behaviour, applicationServerKey }));
    }
    if (req.method === 'PUT' && subscriptionPath?.[1] && behaviour) {
      if (!this.subscriptions.has(subscriptionPath[1])) return sendJson(res, 404, { message: 'no such subscription' });
      this.setBehaviour(subscriptionPath[1], behaviour);
      return sendJson(res, 200, { behaviour });
    }
    if (req.method === 'GET' && path === '/_fake/received') return sendJson(res, 200, this.received);
    if (req.method === 'GET' && path === '/_fake/refused') return sendJson(res, 200, this.refused);
    if (req.method === 'POST' && path === '/_fake/release') {
      const released = this.hanging;
      this.releaseHanging();
      return sendJson(res, 200, { released });
    }
    sendJson(res, 404, { message: 'unknown control' });
  }
}

export function startFakePushService(port = 0, host = '127.0.0.1'): Promise<FakePushService> {
  return FakePushService.start(port, host);
}

/**
 * RFC 8292 §2–3: an ES256 JWT whose signature verifies with `k`, `aud` the push service's origin, `exp` in the
 * future but within a day, and `sub` a contact (mailto: or https:).
 */
function verifyVapid(
  authorization: string | undefined,
  audience: string,
): { publicKey: string; claims: VapidClaims } | { reason: string } {
  const scheme = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!scheme?.[1]) return { reason: 'Authorization must be "vapid t=<JWT>, k=<key>"' };
  const params = new Map(
    scheme[1].split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name.toLowerCase(), value.join('=')] as const;
    }),
  );
  const token = params.get('t');
  const publicKey = params.get('k');
  if (!token || !publicKey) return { reason: 'Authorization lacks t= or k=' };

  const key = publicKeyFromRaw(publicKey);
  if (!key) return { reason: 'k is not an uncompressed P-256 public key in base64url' };
  const [header, claims, signature, ...extra] = token.split('.');
  if (!header || !claims || !signature || extra.length > 0) return { reason: 't is not a JWS compact serialisation' };
  const decodedHeader = parseJsonPart(header);
  if (decodedHeader?.alg !== 'ES256') return { reason: 'JWT alg must be ES256' };
  const signatureValid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signatureValid) return { reason: 'JWT signature does not verify with k' };

  const decoded = parseJsonPart(claims);
  const now = Math.floor(Date.now() / 1000);
  if (decoded?.aud !== audience) return { reason: `JWT aud must be ${audience}` };
  if (typeof decoded.exp !== 'number' || decoded.exp <= now) return { reason: 'JWT expired' };
  if (decoded.exp > now + MAX_JWT_LIFETIME_SECONDS) return { reason: 'JWT exp more than 24 hours ahead' };
  if (typeof decoded.sub !== 'string' || !/^(mailto:|https:)/.test(decoded.sub)) {
    return { reason: 'JWT sub must be a mailto: or https: URL' };
  }
  return { publicKey, claims: { aud: decoded.aud, exp: decoded.exp, sub: decoded.sub } };
}

function publicKeyFromRaw(base64url: string): KeyObject | null {
  if (!BASE64URL.test(base64url)) return null;
  const raw = Buffer.from(base64url, 'base64url');
  if (raw.length !== 65 || raw[0] !== 0x04) return null;
  try {
    return createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
      format: 'jwk',
    });
  } catch {
    return null; // not a point on the curve
  }
}

function parseJsonPart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Node's types allow an array for any header; only `set-cookie` ever is one, so anything else is treated as absent. */
function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isBehaviour(value: unknown): value is FakePushBehaviour {
  return value === 'accept' || value === 'gone' || value === 'hang';
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function runAsScript(argv: string[]): Promise<void> {
  const portIndex = argv.indexOf('--port');
  const port = portIndex >= 0 ? Number(argv[portIndex + 1]) : 5998;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port non valido: ${argv[portIndex + 1]}`);
  const fake = await startFakePushService(port);
  console.log(`fake push service listening on ${fake.url} (controls under ${fake.url}/_fake/)`);
  const stop = () => {
    void fake.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  runAsScript(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
