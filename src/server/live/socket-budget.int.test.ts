import { describe, expect, it } from 'vitest';
import { cookieFor, insertCustomer, insertRide, signedInDriver } from '../testing/fixtures';
import { LiveTestClient, publishMarker } from '../testing/live-client';
import { loginAdmin } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';

/** design §13: per socket a token bucket (10 a second, burst 30); identify once a second; positions once a second. */
const t = useTestApp();

async function customer() {
  const row = await insertCustomer(t.app);
  const cookie = await cookieFor(t.app, { role: 'customer', customerId: row.id });
  return { row, cookie };
}

describe('live channel budget', () => {
  it('closes a flooding socket with 1008 after its burst, and answers nothing more of the flood', async () => {
    const flooder = await LiveTestClient.connect(t.baseUrl, { cookie: await loginAdmin(t.app) });
    const closed = flooder.closed();
    const frame = JSON.stringify({ type: 'driver_offline', data: { driverId: 'x' } });
    for (let i = 0; i < 10_000; i++) flooder.ws.send(frame);
    expect((await closed).code).toBe(1008);
    // One answer per frame the server looked at: the burst, not the ten thousand.
    expect(flooder.received.length).toBeLessThanOrEqual(31);
  });

  it('keeps serving everyone else while one socket floods', async () => {
    const { row, cookie } = await customer();
    const bystander = await LiveTestClient.connect(t.baseUrl, { cookie });
    await bystander.identify('customer', row.id);

    const flooder = await LiveTestClient.connect(t.baseUrl, { cookie: await loginAdmin(t.app) });
    const closed = flooder.closed();
    const identify = JSON.stringify({ type: 'identify', data: { userType: 'admin' } });
    for (let i = 0; i < 10_000; i++) flooder.ws.send(identify);

    const me = await fetch(`${t.baseUrl}/api/customers/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await closed).code).toBe(1008);
    await t.app.live.publish(`customer:${row.id}`, 'ride_taken', { rideId: 'dopo-il-flood' });
    expect(await bystander.next('ride_taken')).toEqual({ rideId: 'dopo-il-flood' });
    bystander.close();
  });

  it('lets a socket identify once a second: a second identify at once closes it with 1008', async () => {
    const { row, cookie } = await customer();
    const client = await LiveTestClient.connect(t.baseUrl, { cookie });
    await client.identify('customer', row.id);
    const closed = client.closed();
    client.send({ type: 'identify', data: { userType: 'customer', userId: row.id } });
    expect((await closed).code).toBe(1008);
  });

  it('keeps a burst within the budget open', async () => {
    const { row, cookie } = await customer();
    const client = await LiveTestClient.connect(t.baseUrl, { cookie });
    await client.identify('customer', row.id);
    for (let i = 0; i < 25; i++) client.ws.send('{"type":"nonesiste"}');
    await expect.poll(() => client.received.filter((m) => m.type === 'error').length).toBe(25);
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    client.close();
  });

  it("relays a driver's positions at most once a second, the newest of the second last", async () => {
    const { row, cookie } = await customer();
    const watcher = await LiveTestClient.connect(t.baseUrl, { cookie });
    await watcher.identify('customer', row.id);
    const { driver, cookie: driverCookie } = await signedInDriver(t.app);
    const ride = await insertRide(t.app, { customerId: row.id });
    const bid = await t.app.inject({
      method: 'POST',
      url: `/api/rides/${ride.id}/bids`,
      headers: { cookie: driverCookie },
      payload: { driverId: driver.id, estimatedArrival: 5 },
    });
    expect(bid.statusCode).toBe(200);
    const sender = await LiveTestClient.connect(t.baseUrl, { cookie: driverCookie });
    await sender.identify('driver', driver.id);

    for (let i = 1; i <= 20; i++) {
      sender.send({ type: 'update_location', data: { driverId: driver.id, latitude: 41 + i / 1000, longitude: 13.35 } });
    }
    // The first at once, the newest at the end of its second (when exactly: socket-budget.test.ts, on the test's
    // clock); the 18 in between were superseded, not queued.
    const positions = () => watcher.received.filter((m) => m.type === 'driver_location_update').map((m) => m.data.latitude);
    await expect.poll(positions, { timeout: 5_000 }).toEqual([41.001, 41.02]);
    const marker = await publishMarker(t.app, `customer:${row.id}`);
    const later = await watcher.receivedBefore('driver_location_update', marker);
    expect(later.map((p) => p.latitude)).toEqual([41.001, 41.02]);
    for (const c of [watcher, sender]) c.close();
  });
  it('keeps a session’s newest 6 sockets: a 7th closes the oldest (4408), and the others keep receiving', async () => {
    const { row, cookie } = await customer();
    const sockets: LiveTestClient[] = [];
    for (let i = 0; i < 6; i++) {
      const socket = await LiveTestClient.connect(t.baseUrl, { cookie });
      await socket.identify('customer', row.id);
      sockets.push(socket);
    }
    const oldestClosed = sockets[0]!.closed();
    const newest = await LiveTestClient.connect(t.baseUrl, { cookie });
    await newest.identify('customer', row.id);
    expect((await oldestClosed).code).toBe(4408);

    await t.app.live.publish(`customer:${row.id}`, 'ride_taken', { rideId: 'dopo-il-settimo' });
    for (const socket of [...sockets.slice(1), newest]) expect((await socket.next('ride_taken')).rideId).toBe('dopo-il-settimo');
    // Another person's sockets are not counted with these.
    const other = await customer();
    const theirs = await LiveTestClient.connect(t.baseUrl, { cookie: other.cookie });
    await theirs.identify('customer', other.row.id);
    for (const socket of [...sockets.slice(1), newest, theirs]) socket.close();
  });
});
