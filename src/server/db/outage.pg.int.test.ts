import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, insertCustomer } from '../testing/fixtures';
import { TcpProxy } from '../testing/tcp-proxy';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { openDatabase } from './client';

/**
 * design §13 on PostgreSQL: a database out of reach is 503 with Retry-After, never 500; a read whose
 * connection was cut is run again on a fresh one. The app reaches PostgreSQL through a TCP relay that
 * the test can close (connections refused) or hold (queries left in flight).
 */
describe('database outage (PostgreSQL)', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let directUrl: string;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    directUrl = (await database.open()).url!;
    const relay = await TcpProxy.forUrl(directUrl);
    proxy = relay.proxy;
    t = await startTestApp(await openDatabase({ kind: 'postgres', url: relay.url }));
    const customer = await insertCustomer(t.app);
    cookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 with Retry-After while connections are refused, and serves again once it is back', async () => {
    expect((await t.app.inject({ url: '/api/customers/me', headers: { cookie } })).statusCode).toBe(200);
    await proxy.refuse();
    try {
      const read = await t.app.inject({ url: '/api/customers/me', headers: { cookie } });
      expect(read.statusCode).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
      expect(read.json()).toEqual({
        error: 'Servizio momentaneamente non disponibile: riprova tra qualche secondo',
        code: 'database_unavailable',
      });
      const write = await t.app.inject({ method: 'POST', url: '/api/customers/verify-phone', payload: { phoneNumber: '3471234500' } });
      expect(write.statusCode).toBe(503);
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await proxy.accept();
    }
    expect((await t.app.inject({ url: '/api/customers/me', headers: { cookie } })).statusCode).toBe(200);
    // Ready again once the live bus, cut with everything else, has listened again (it retries every second).
    await expect.poll(async () => (await t.app.inject({ url: '/readyz' })).statusCode, { timeout: 5_000 }).toBe(200);
  });

  it('answers every one of 30 reads in flight when their connections are terminated (pg_terminate_backend)', async () => {
    // Warm the pool, then leave 30 reads in flight inside the relay.
    await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url: '/api/customers/me/rides?scope=history', headers: { cookie } })));
    proxy.hold();
    const reads = Array.from({ length: 30 }, () => t.app.inject({ url: '/api/customers/me/rides?scope=history', headers: { cookie } }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const admin = new pg.Client({ connectionString: directUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ terminated: boolean }>(
        'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    proxy.release();
    const statuses = (await Promise.all(reads)).map((r) => r.statusCode);
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));
  });
});
