import { describe, expect, it } from 'vitest';
import { insertCustomer, cookieFor } from '../testing/fixtures';
import { LiveTestClient } from '../testing/live-client';
import { TEST_ADMIN_PASSWORD } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';

/**
 * Served over https behind a trusted proxy (design §13): session cookies carry the `__Host-` prefix,
 * browsers are told to stay on https, and no personal answer is stored by a cache.
 */
const t = useTestApp({ env: { TRUST_PROXY: '1' } });
const overHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' };

const login = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', headers, payload: { password: TEST_ADMIN_PASSWORD } });
/** The Set-Cookie header of one cookie: a sign-in also sets the office's device cookie (design §13). */
const cookieNamed = (res: { headers: Record<string, unknown> }, name: string) =>
  ([res.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith(`${name}=`)) ?? '';

describe('over https', () => {
  it('names the session cookie __Host-, Secure, for the whole site and no other host', async () => {
    const res = await login(overHttps);
    expect(res.statusCode).toBe(200);
    const setCookie = cookieNamed(res, '__Host-rt_admin');
    expect(setCookie).toMatch(/^__Host-rt_admin=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(setCookie).not.toMatch(/Domain=/i);
    // The device cookie is as guarded: prefixed, Secure, for this host alone.
    expect(cookieNamed(res, '__Host-rt_office_device')).toMatch(/; Path=\/;.*HttpOnly; Secure/);
    expect(cookieNamed(res, '__Host-rt_office_device')).not.toMatch(/Domain=/i);

    const token = setCookie.split(';')[0]!.split('=')[1]!;
    const session = (cookie: string) => t.app.inject({ url: '/api/admin/session', headers: { ...overHttps, cookie } });
    expect((await session(`__Host-rt_admin=${token}`)).json()).toEqual({ authenticated: true });
    // A cookie without the prefix could have been planted by a sibling host: over https it opens nothing.
    expect((await session(`rt_admin=${token}`)).json()).toEqual({ authenticated: false });
  });

  it('accepts the prefixed cookie on the live channel', async () => {
    const customer = await insertCustomer(t.app);
    const token = (await cookieFor(t.app, { role: 'customer', customerId: customer.id })).split('=')[1]!;
    const client = await LiveTestClient.connect(t.baseUrl, {
      cookie: `__Host-rt_customer=${token}`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    await client.identify('customer', customer.id);
    client.close();
    await expect(
      LiveTestClient.connect(t.baseUrl, { cookie: `rt_customer=${token}`, headers: { 'x-forwarded-proto': 'https' } }),
    ).rejects.toThrow(/401/);
  });

  it('sends HSTS over https only', async () => {
    expect((await t.app.inject({ url: '/healthz', headers: overHttps })).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
    expect((await t.app.inject({ url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the plain cookie name and no Secure flag over http (development)', async () => {
    const res = await login({});
    expect(cookieNamed(res, 'rt_admin')).toMatch(/^rt_admin=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookieNamed(res, 'rt_office_device')).not.toMatch(/Secure/);
  });
});

describe('personal answers', () => {
  it('are never stored by a cache', async () => {
    const customer = await insertCustomer(t.app);
    const cookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
    for (const url of ['/api/customers/me', '/api/customers/me/rides?scope=current', '/api/admin/session']) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await login({})).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/customers/me' })).headers['cache-control']).toBe('no-store');
  });
});
