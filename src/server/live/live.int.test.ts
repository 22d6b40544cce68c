import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { cookieFor, insertCustomer, insertDriver } from '../testing/fixtures';
import { LiveTestClient, publishMarker } from '../testing/live-client';
import { loginAdmin } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';
import { rooms } from './rooms';

const t = useTestApp({ livePingIntervalMs: 200 });

describe('live channel: upgrade', () => {
  it('refuses an upgrade without a session cookie', async () => {
    await expect(LiveTestClient.connect(t.baseUrl)).rejects.toThrow(/401/);
  });

  it('refuses an upgrade from a foreign Origin even with a valid session', async () => {
    const cookie = await loginAdmin(t.app);
    await expect(LiveTestClient.connect(t.baseUrl, { cookie, origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });

  it('refuses other paths', async () => {
    const cookie = await loginAdmin(t.app);
    const ws = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/altro`, { headers: { cookie }, origin: t.baseUrl });
    const status = await new Promise<number>((resolve) => ws.once('unexpected-response', (_q, r) => resolve(r.statusCode ?? 0)));
    expect(status).toBe(404);
  });
});

describe('live channel: identity and rooms', () => {
  it('accepts identify only when it matches the session', async () => {
    const customer = await insertCustomer(t.app);
    const other = await insertCustomer(t.app);
    const client = await LiveTestClient.connect(t.baseUrl, {
      cookie: await cookieFor(t.app, { role: 'customer', customerId: customer.id }),
    });
    client.send({ type: 'identify', data: { userType: 'customer', userId: other.id } });
    expect(await client.next('error')).toEqual({ error: 'Identità non valida' });
    client.send({ type: 'identify', data: { userType: 'admin' } });
    expect((await client.next('error', 2_000, 1)).error).toBe('Identità non valida');

    await client.identify('customer', customer.id);
    await t.app.live.publish(rooms.customer(other.id), 'ride_taken', { rideId: 'altrui' });
    await t.app.live.publish(rooms.customer(customer.id), 'ride_taken', { rideId: 'mia' });
    expect(await client.next('ride_taken')).toEqual({ rideId: 'mia' });
    client.close();
  });

  it('puts an online driver in the drivers-online room and follows presence changes', async () => {
    const driver = await insertDriver(t.app, { isAvailable: false });
    const client = await LiveTestClient.connect(t.baseUrl, {
      cookie: await cookieFor(t.app, { role: 'driver', driverId: driver.id }),
    });
    await client.identify('driver', driver.id);
    await t.app.live.publish(rooms.driversOnline, 'ride_taken', { rideId: 'prima' });
    expect(await client.receivedBefore('ride_taken', await publishMarker(t.app, rooms.driver(driver.id)))).toEqual([]);

    const seen = client.received.length;
    await t.app.live.setDriverPresence(driver.id, true);
    await t.app.live.publish(rooms.driversOnline, 'ride_taken', { rideId: 'dopo' });
    expect(await client.next('ride_taken', 2_000, seen)).toEqual({ rideId: 'dopo' });
    client.close();
  });

  it('lets a driver speak only for themselves', async () => {
    const driver = await insertDriver(t.app);
    const client = await LiveTestClient.connect(t.baseUrl, {
      cookie: await cookieFor(t.app, { role: 'driver', driverId: driver.id }),
    });
    await client.identify('driver', driver.id);
    client.send({ type: 'update_location', data: { driverId: 'un-altro', latitude: 41.6, longitude: 13.3 } });
    expect(await client.next('error')).toEqual({ error: 'Operazione non consentita' });
    client.close();
  });

  it('answers an unparsable frame with an error and keeps the socket', async () => {
    const client = await LiveTestClient.connect(t.baseUrl, { cookie: await loginAdmin(t.app) });
    client.ws.send('{non json');
    expect(await client.next('error')).toEqual({ error: 'Messaggio non valido' });
    await client.identify('admin');
    client.close();
  });

  it('closes the socket on a frame over 64 KB', async () => {
    const client = await LiveTestClient.connect(t.baseUrl, { cookie: await loginAdmin(t.app) });
    client.ws.send(JSON.stringify({ type: 'identify', data: { userType: 'admin', userId: 'x'.repeat(70 * 1024) } }));
    expect((await client.closed()).code).toBe(1009);
  });

  it('closes the admin socket at logout', async () => {
    const cookie = await loginAdmin(t.app);
    const client = await LiveTestClient.connect(t.baseUrl, { cookie });
    await client.identify('admin');
    const closed = client.closed();
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect((await closed).code).toBe(4401);
  });

  it('drops a socket that stops answering pings', async () => {
    const cookie = await loginAdmin(t.app);
    const ws = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/ws`, { headers: { cookie }, origin: t.baseUrl, autoPong: false });
    await new Promise((resolve) => ws.once('open', resolve));
    const before = t.app.live.connectionCount;
    const code = await new Promise<number>((resolve) => ws.once('close', resolve));
    expect(code).toBe(1006);
    await expect.poll(() => t.app.live.connectionCount).toBe(before - 1);
  });
});
