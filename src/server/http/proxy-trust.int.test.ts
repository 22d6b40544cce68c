import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMobile } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

/**
 * TRUST_PROXY (design §13): behind one proxy, the client's address is the one the proxy appended to
 * X-Forwarded-For; whatever the client wrote before it is not believed, so rotating it does not walk
 * past the per-address limits.
 */
describe('client address behind a trusted proxy', () => {
  let database: TestDatabase;
  let behindOneProxy: TestApp;
  let behindListedProxy: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    behindOneProxy = await startTestApp(await database.open(), { env: { TRUST_PROXY: '1', OTP_IP_SENDS_PER_HOUR: '5' } });
    behindListedProxy = await startTestApp(await database.open(), {
      env: { TRUST_PROXY: '10.0.0.5', OTP_IP_SENDS_PER_HOUR: '5' },
    });
  });
  afterAll(async () => {
    await behindOneProxy?.close();
    await behindListedProxy?.close();
    await database?.drop();
  });

  /** A request as the proxy at 10.0.0.5 passes it on: the client's own header, then the client's address. */
  const throughProxy = (app: TestApp, url: string, payload: object, spoofed: string, client: string, peer = '10.0.0.5') =>
    app.app.inject({
      method: 'POST',
      url,
      remoteAddress: peer,
      headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
      payload,
    });

  it('counts code sends by the address the proxy saw, whatever the client claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await throughProxy(behindOneProxy, '/api/customers/verify-phone', { phoneNumber: nextMobile() }, `198.18.0.${i}`, '203.0.113.9');
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Another client behind the same proxy keeps its own allowance.
    const other = await throughProxy(behindOneProxy, '/api/customers/verify-phone', { phoneNumber: nextMobile() }, '198.18.1.1', '203.0.113.10');
    expect(other.statusCode).toBe(200);
  });

  it('throttles wrong office passwords whatever X-Forwarded-For the client rotates', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await throughProxy(behindOneProxy, '/api/admin/login', { password: `sbagliata-${i}` }, `198.18.2.${i}`, '203.0.113.20');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('believes the header only from a listed proxy address', async () => {
    const send = (peer: string, client: string) =>
      throughProxy(behindListedProxy, '/api/customers/verify-phone', { phoneNumber: nextMobile() }, '198.18.3.1', client, peer);
    // Not from the listed proxy: the peer itself is the client, so rotating the header changes nothing.
    const direct: number[] = [];
    for (let i = 0; i < 6; i++) direct.push((await send('198.51.100.50', `203.0.113.${100 + i}`)).statusCode);
    expect(direct).toEqual([200, 200, 200, 200, 200, 429]);
    // From the listed proxy: the address it appended counts.
    expect((await send('10.0.0.5', '203.0.113.200')).statusCode).toBe(200);
  });
});
