import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, insertCustomer } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { newPglite } from '../testing/test-database';
import { wrapPglite } from './client';

/**
 * design §13 on the embedded database: when PGlite itself fails (here: closed under the running app),
 * requests are answered 503 with Retry-After, never 500, and /readyz says not ready.
 * A PGlite of its own, since the suite's shared one must outlive this file.
 */
describe('database outage (PGlite)', () => {
  let client: PGlite;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    client = await newPglite();
    t = await startTestApp(await wrapPglite(client, 'PGlite (outage test)'));
    const customer = await insertCustomer(t.app);
    cookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with Retry-After once the embedded database has failed', async () => {
    expect((await t.app.inject({ url: '/api/customers/me', headers: { cookie } })).statusCode).toBe(200);
    await client.close();
    const read = await t.app.inject({ url: '/api/customers/me', headers: { cookie } });
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('5');
    expect(read.json().code).toBe('database_unavailable');
    const write = await t.app.inject({ method: 'POST', url: '/api/customers/verify-phone', payload: { phoneNumber: '3471234501' } });
    expect(write.statusCode).toBe(503);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
  });
});
