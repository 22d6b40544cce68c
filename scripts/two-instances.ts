/**
 * `npm run check:instances`: two instances of the production build behind Debian's nginx, with the project's own
 * site (deploy/nginx/radio-taxi.conf), on a fresh database of TEST_DATABASE_URL's PostgreSQL, and the
 * cross-instance checks of design §13 run through nginx as clients would:
 *   1. a ride requested through one instance reaches a driver whose live socket is on the other; a ride that needs a
 *      wheelchair reaches the accessible taxi on the other instance and no other taxi (design §14);
 *   2. a session works on both instances;
 *   3. one instance killed (SIGKILL), its clients reconnect through nginx to the other and re-read their state, and
 *      what happens next still reaches them.
 * Which instance holds a socket or served a request is read from each instance's own /metrics. Prints each check
 * and "N passed, N failed"; exits 1 on any failure. CI runs it (.ci/run).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Ride } from '../src/shared/rides.schemas';
import { LiveTestClient } from '../src/server/testing/live-client';
import { NGINX_BINARY, startNginx } from '../src/server/testing/nginx';
import { build, buildIsStale } from '../bench/lib/build';
import { BENCH_TMP, createBenchDatabase, ensureTmp } from '../bench/lib/database';
import { freePort, installCleanup, sleep, stopAll, track } from '../bench/lib/processes';
import { ADMIN_PASSWORD, type ServerHandle, startServer } from '../bench/lib/server';

const say = (line: string) => process.stdout.write(`${line}\n`);
const results: Array<{ name: string; ok: boolean }> = [];
function check(name: string, ok: boolean, detail = ''): void {
  results.push({ name, ok });
  say(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

/** One person's browser as far as the API goes: a base URL and the session cookies it was given. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call<T = unknown>(method: string, path: string, body?: object, base = this.base): Promise<{ status: number; json: T }> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie: this.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
  }
}

let phoneSequence = Math.floor(Math.random() * 9_000_000);
const newMobile = () => `+39347${String(1_000_000 + (phoneSequence++ % 8_999_999)).slice(-7)}`;

async function smsCode(office: Browser, phone: string): Promise<string> {
  const { json } = await office.call<Array<{ code: string | null }>>('GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const code = json[0]?.code;
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

async function signInDriver(base: string, office: Browser, name: string, car: object = {}): Promise<{ browser: Browser; id: string }> {
  const phoneNumber = newMobile();
  const created = await office.call<{ id: string }>('POST', '/api/admin/drivers', { name, phoneNumber, licensePlate: 'FR123AB', carModel: 'Fiat Tipo', ...car });
  if (created.status !== 201) throw new Error(`driver not registered: ${created.status}`);
  const browser = new Browser(base);
  await browser.call('POST', '/api/drivers/verify-phone', { phoneNumber });
  const verified = await browser.call('POST', '/api/drivers/verify-code', { phoneNumber, code: await smsCode(office, phoneNumber) });
  if (verified.status !== 200) throw new Error(`driver sign-in failed: ${verified.status}`);
  const online = await browser.call('PATCH', `/api/drivers/${created.json.id}/status`, { isAvailable: true });
  if (online.status !== 200) throw new Error(`driver not online: ${online.status}`);
  return { browser, id: created.json.id };
}

/** A sample of an instance's own /metrics, read directly (loopback), never through nginx. */
async function metric(instance: ServerHandle, name: string, labels: Record<string, string>): Promise<number> {
  const text = await (await fetch(`${instance.baseUrl}/metrics`)).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (match?.[1] === name && wanted.every((pair) => match[2]!.split(',').includes(pair))) return Number(match[3]);
  }
  return 0;
}

const sockets = (instance: ServerHandle, role: string) => metric(instance, 'radiotaxi_live_sockets', { role });

/** The instance whose count of `role` sockets went up since `before`. */
async function holderOf(instances: ServerHandle[], role: string, before: number[]): Promise<ServerHandle> {
  for (let attempt = 0; attempt < 20; attempt++) {
    for (const [i, instance] of instances.entries()) if ((await sockets(instance, role)) > before[i]!) return instance;
    await sleep(50);
  }
  throw new Error(`no instance holds the new ${role} socket`);
}

/** A page's live socket through nginx, identified; what a page does on open. */
async function liveSocket(base: string, browser: Browser, userType: 'customer' | 'driver', userId: string): Promise<LiveTestClient> {
  const socket = await LiveTestClient.connect(base, { cookie: browser.cookie });
  await socket.identify(userType, userId);
  return socket;
}

/** What the web's live-socket provider does after a loss: try again until a socket opens, then identify. */
async function reconnect(base: string, browser: Browser, userType: 'customer' | 'driver', userId: string): Promise<LiveTestClient> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await liveSocket(base, browser, userType, userId);
    } catch (err) {
      if (attempt >= 20) throw err;
      await sleep(250);
    }
  }
}

/** The request card of `rideId` on the socket, received from index `from` on (other cards may come first). */
async function cardOf(socket: LiveTestClient, rideId: string, from: number): Promise<Ride | null> {
  for (let seen = from; ; ) {
    const card = await socket.next('new_ride_request', 5_000, seen).catch(() => null);
    if (!card || card.id === rideId) return card;
    seen = socket.received.findIndex((m, i) => i >= seen && m.data === card) + 1;
  }
}

const closed = (socket: LiveTestClient) =>
  new Promise<void>((resolve) => (socket.ws.readyState >= 2 ? resolve() : socket.ws.once('close', () => resolve())));

async function main(): Promise<void> {
  if (!existsSync(NGINX_BINARY)) throw new Error(`${NGINX_BINARY} missing: apt-get install nginx`);
  if (buildIsStale()) {
    say('dist/ missing or older than the sources: npm run build');
    await build();
  }
  await ensureTmp();
  const database = await createBenchDatabase('postgres', 'instances_');
  installCleanup(() => database.drop());
  const startInstance = () => startServer({ db: database.env, geocoderUrl: 'http://127.0.0.1:9', env: { TRUST_PROXY: 'loopback' } });
  const instances: ServerHandle[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  try {
    instances.push(await startInstance(), await startInstance());
    nginx = await startNginx({
      upstreams: instances.map((i) => i.baseUrl.replace('http://', '')),
      port: await freePort(),
      prefix: join(BENCH_TMP, `nginx-instances-${process.pid}`),
    });
    track(nginx.child);
    const base = nginx.url;
    say(`two instances (${instances.map((i) => i.baseUrl).join(', ')}) behind nginx at ${base}, on ${database.env.DATABASE_URL!.replace(/\/\/[^@]*@/, '//')}`);
    const name = (instance: ServerHandle) => `instance ${instances.indexOf(instance) === 0 ? 'A' : 'B'}`;

    check('nginx keeps /metrics to the machine itself', (await fetch(`${base}/metrics`)).status === 404);

    const office = new Browser(base);
    if ((await office.call('POST', '/api/admin/login', { password: ADMIN_PASSWORD })).status !== 200) throw new Error('office sign-in failed');

    // Two drivers online, their live sockets on different instances (nginx alternates; a socket that lands on the
    // same instance as the first is opened again).
    // Mario's is a wheelchair-accessible van (design §14), Luca's a saloon.
    const drivers = [
      await signInDriver(base, office, 'Mario Rossi', { carModel: 'Fiat Doblò', seats: 7, features: ['wheelchair'] }),
      await signInDriver(base, office, 'Luca Neri'),
    ];
    const driverSockets: LiveTestClient[] = [];
    const driverHolders: ServerHandle[] = [];
    for (const driver of drivers) {
      for (let attempt = 0; ; attempt++) {
        const before = await Promise.all(instances.map((i) => sockets(i, 'driver')));
        const socket = await liveSocket(base, driver.browser, 'driver', driver.id);
        const holder = await holderOf(instances, 'driver', before);
        if (driverHolders.length === 0 || holder !== driverHolders[0] || attempt >= 5) {
          driverSockets.push(socket);
          driverHolders.push(holder);
          break;
        }
        socket.ws.close();
        await closed(socket);
      }
    }
    check('the two drivers’ live sockets are on different instances', driverHolders[0] !== driverHolders[1], driverHolders.map(name).join(', '));

    // 2. A session works on both instances.
    const customer = new Browser(base);
    const phoneNumber = newMobile();
    await customer.call('POST', '/api/customers/verify-phone', { phoneNumber });
    const signedIn = await customer.call<{ customerId: string }>('POST', '/api/customers/verify-code', { phoneNumber, code: await smsCode(office, phoneNumber) });
    const customerId = signedIn.json.customerId;
    const onEach = await Promise.all(instances.map((instance) => customer.call('GET', '/api/customers/me', undefined, instance.baseUrl)));
    check('a session opened through nginx works on both instances', onEach.every((res) => res.status === 200), onEach.map((r) => r.status).join(', '));

    const customerBefore = await Promise.all(instances.map((i) => sockets(i, 'customer')));
    let customerSocket = await liveSocket(base, customer, 'customer', customerId);
    const customerHolder = await holderOf(instances, 'customer', customerBefore);

    // 1. A ride requested through one instance reaches the driver on the other.
    const created = (i: ServerHandle) => metric(i, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/rides', status_code: '201' });

    // design §14: a wheelchair ride, booked through the instance that does not hold the van's socket (booked again,
    // after a cancel, while nginx sends it to the same one), reaches the van and is neither listed to nor taken by
    // the saloon.
    const passenger = new Browser(base);
    const passengerPhone = newMobile();
    await passenger.call('POST', '/api/customers/verify-phone', { phoneNumber: passengerPhone });
    await passenger.call('POST', '/api/customers/verify-code', { phoneNumber: passengerPhone, code: await smsCode(office, passengerPhone) });
    const [van, saloon] = drivers as [(typeof drivers)[0], (typeof drivers)[0]];
    const vanSeen = driverSockets[0]!.received.length;
    let accessible: { ride: Ride; count: number; servedBy: ServerHandle } | null = null;
    for (let attempt = 0; attempt < 6 && (!accessible || accessible.servedBy === driverHolders[0]); attempt++) {
      if (accessible) await passenger.call('POST', `/api/rides/${accessible.ride.id}/cancel`, {});
      const before = await Promise.all(instances.map(created));
      const res = await passenger.call<{ rideRequest: Ride; matchingTaxisOnline: number }>('POST', '/api/rides', {
        pickupAddress: 'Ospedale Spaziani, Frosinone',
        pickup: { lat: 41.62, lon: 13.33 },
        dropoffAddress: 'Stazione di Frosinone',
        dropoff: { lat: 41.63, lon: 13.32 },
        requestType: 'immediate',
        requirements: ['wheelchair'],
      });
      if (res.status !== 201) throw new Error(`wheelchair booking failed: ${res.status} ${JSON.stringify(res.json)}`);
      const after = await Promise.all(instances.map(created));
      const servedBy = instances.find((_, i) => after[i]! > before[i]!)!;
      accessible = { ride: res.json.rideRequest, count: res.json.matchingTaxisOnline, servedBy };
    }
    const wheelchairRide = accessible!.ride;
    const toVan = await cardOf(driverSockets[0]!, wheelchairRide.id, vanSeen);
    const listed = async (driver: (typeof drivers)[0]) =>
      (await driver.browser.call<Ride[]>('GET', `/api/rides?status=pending&driverId=${driver.id}`)).json.some((r) => r.id === wheelchairRide.id);
    const saloonBid = await saloon.browser.call<{ code?: string }>('POST', `/api/rides/${wheelchairRide.id}/bids`, { driverId: saloon.id, estimatedArrival: 3 });
    check(
      'a wheelchair ride booked on one instance reaches the accessible taxi on the other, and no saloon',
      accessible!.count === 1 && toVan?.id === wheelchairRide.id && (await listed(van)) && !(await listed(saloon)) && saloonBid.json.code === 'vehicle_does_not_fit',
      `booked on ${name(accessible!.servedBy)}, the van on ${name(driverHolders[0]!)}; matchingTaxisOnline ${accessible!.count}, the saloon's bid ${saloonBid.status} ${saloonBid.json.code ?? ''}`,
    );
    await passenger.call('POST', `/api/rides/${wheelchairRide.id}/cancel`, {});
    const seenBefore = driverSockets.map((socket) => socket.received.length);

    const createdBefore = await Promise.all(instances.map(created));
    const booked = await customer.call<{ rideRequest: Ride }>('POST', '/api/rides', {
      pickupAddress: 'Piazza della Libertà, Frosinone',
      dropoffAddress: 'Stazione di Frosinone',
      pickup: { lat: 41.64, lon: 13.34 },
      dropoff: { lat: 41.63, lon: 13.32 },
      requestType: 'immediate',
    });
    if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.json)}`);
    const ride = booked.json.rideRequest;
    const createdAfter = await Promise.all(instances.map(created));
    const served = instances.find((_, i) => createdAfter[i]! > createdBefore[i]!)!;
    const farDriver = driverHolders.findIndex((holder) => holder !== served);
    const offered = await cardOf(driverSockets[farDriver]!, ride.id, seenBefore[farDriver]!);
    check(
      'a ride requested through one instance reaches a driver on the other',
      offered?.id === ride.id,
      `booked on ${name(served)}, offered to the driver on ${name(driverHolders[farDriver]!)}`,
    );

    const bidder = drivers[farDriver]!;
    const bid = await bidder.browser.call('POST', `/api/rides/${ride.id}/bids`, { driverId: bidder.id, estimatedArrival: 5 });
    const accepted = await customerSocket.next('ride_accepted', 5_000).catch(() => null);
    check('the driver’s bid through nginx reaches the customer', bid.status === 200 && accepted?.ride.id === ride.id, `customer on ${name(customerHolder)}`);

    // 3. The instance holding the customer's socket is killed: no goodbye, no drain.
    const survivor = instances.find((i) => i !== customerHolder)!;
    const lostDrivers = drivers.map((_, i) => i).filter((i) => driverHolders[i] === customerHolder);
    const losses = [closed(customerSocket), ...lostDrivers.map((i) => closed(driverSockets[i]!))];
    customerHolder.child.kill('SIGKILL');
    await Promise.all(losses);
    customerSocket = await reconnect(base, customer, 'customer', customerId);
    for (const i of lostDrivers) driverSockets[i] = await reconnect(base, drivers[i]!.browser, 'driver', drivers[i]!.id);
    check(
      'after one instance is killed, its clients reconnect through nginx to the other',
      (await sockets(survivor, 'customer')) === 1 && (await sockets(survivor, 'driver')) === 2,
      `${name(customerHolder)} killed; ${1 + lostDrivers.length} sockets reopened on ${name(survivor)}`,
    );

    const current = await customer.call<{ rides: Array<{ ride: Ride }> }>('GET', '/api/customers/me/rides?scope=current');
    const active = await bidder.browser.call<Ride[]>('GET', `/api/rides?status=active&driverId=${bidder.id}`);
    check(
      'and re-read their state: the customer’s accepted ride, the driver’s ride under way',
      current.json.rides[0]?.ride.id === ride.id && current.json.rides[0]?.ride.status === 'accepted' && active.json[0]?.id === ride.id,
    );

    const reads = await Promise.all(Array.from({ length: 20 }, () => customer.call('GET', '/api/customers/me')));
    check('every request through nginx after the kill is answered', reads.every((r) => r.status === 200), reads.map((r) => r.status).join(' '));

    // 'Corsa completata' with the meter's amount and the payment, as the driver's dialog sends it (design §15).
    const completed = await bidder.browser.call('PATCH', `/api/rides/${ride.id}`, { status: 'completed', meterFareCents: 1250, paymentMethod: 'card' });
    const told = await customerSocket.next('ride_completed', 5_000).catch(() => null);
    check('what happens next reaches the reconnected customer', completed.status === 200 && told?.ride.id === ride.id);

    for (const socket of [customerSocket, ...driverSockets]) socket.ws.close();
  } finally {
    await nginx?.stop();
    for (const instance of instances) await instance.stop();
    await stopAll();
    await database.drop();
  }
}

main()
  .catch((err: unknown) => {
    check('the two-instance run itself', false, err instanceof Error ? (err.stack ?? err.message) : String(err));
  })
  .finally(() => {
    const failed = results.filter((r) => !r.ok).length;
    say(`${results.length - failed} passed, ${failed} failed`);
    process.exit(failed > 0 ? 1 : 0);
  });
