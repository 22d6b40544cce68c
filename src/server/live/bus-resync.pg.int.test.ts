import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, insertCustomer, signedInDriver } from '../testing/fixtures';
import { LiveTestClient } from '../testing/live-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { rooms } from './rooms';

/**
 * design §13: when an instance's LISTEN connection is lost, events published elsewhere meanwhile never
 * reach its sockets. While it is down its /readyz is 503; once it listens again every socket it holds
 * gets `resync`, and the pages re-read their state.
 */
describe('live bus reconnect (PostgreSQL)', () => {
  let database: TestDatabase;
  let directUrl: string;
  let first: TestApp;
  let second: TestApp;
  let secondListenerPid: number;

  const listenerPids = async (admin: pg.Client) =>
    (
      await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
      )
    ).rows.map((r) => r.pid);

  beforeAll(async () => {
    database = await createTestDatabase();
    const opened = await database.open();
    directUrl = opened.url!;
    first = await startTestApp(opened);
    const admin = new pg.Client({ connectionString: directUrl });
    await admin.connect();
    try {
      const before = new Set(await listenerPids(admin));
      second = await startTestApp(await database.open());
      secondListenerPid = (await listenerPids(admin)).find((pid) => !before.has(pid))!;
    } finally {
      await admin.end();
    }
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('answers /readyz 503 while LISTEN is down and sends resync to every socket once it is back', async () => {
    expect(secondListenerPid).toBeTypeOf('number');
    const customer = await insertCustomer(second.app);
    const customerSocket = await LiveTestClient.connect(second.baseUrl, {
      cookie: await cookieFor(second.app, { role: 'customer', customerId: customer.id }),
    });
    await customerSocket.identify('customer', customer.id);
    const driverSockets: LiveTestClient[] = [];
    for (let i = 0; i < 3; i++) {
      const { driver, cookie } = await signedInDriver(second.app);
      const socket = await LiveTestClient.connect(second.baseUrl, { cookie });
      await socket.identify('driver', driver.id);
      driverSockets.push(socket);
    }
    const everyone = [customerSocket, ...driverSockets];

    const admin = new pg.Client({ connectionString: directUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [secondListenerPid]);
    await admin.end();

    // The instance notices (the bus reconnects a second later: until then it is not ready), …
    await expect.poll(async () => (await second.app.inject({ url: '/readyz' })).statusCode, { interval: 20, timeout: 2_000 }).toBe(503);
    expect((await second.app.inject({ url: '/readyz' })).json()).toMatchObject({ code: 'bus_down' });
    // … and what the other instance publishes meanwhile is lost to its sockets.
    await first.app.live.publish(rooms.driversOnline, 'ride_taken', { rideId: 'persa' });
    await first.app.live.publish(rooms.customer(customer.id), 'ride_taken', { rideId: 'persa' });

    // Back: every socket is told to read its state again, since it may have missed something.
    for (const socket of everyone) await socket.next('resync', 5_000);
    expect((await second.app.inject({ url: '/readyz' })).statusCode).toBe(200);

    // Listening again: the next event arrives as usual.
    await first.app.live.publish(rooms.customer(customer.id), 'ride_taken', { rideId: 'dopo' });
    expect(await customerSocket.next('ride_taken', 5_000)).toEqual({ rideId: 'dopo' });

    // What an operator sees of it (design §13 metrics): one reconnect, and the other instance's payloads arriving.
    const metrics = (await second.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/\nradiotaxi_bus_reconnects_total 1\n/);
    expect(metrics).toMatch(/\nradiotaxi_bus_notifications_received_total [1-9]/);
    expect(metrics).toMatch(/\nradiotaxi_bus_connected 1\n/);
    expect((await first.app.inject({ url: '/metrics' })).body).toMatch(/\nradiotaxi_bus_payload_bytes_sent_total [1-9]/);
    for (const socket of everyone) socket.close();
  });
});
