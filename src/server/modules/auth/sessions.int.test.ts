import { describe, expect, it } from 'vitest';
import { loginAdmin, sessionCookie, startTestApp, TEST_ADMIN_PASSWORD } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();

const isSignedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).json().authenticated as boolean;

describe('server-side sessions', () => {
  it('sets an opaque HttpOnly, SameSite=Lax cookie of at least 128 random bits', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toMatch(/Secure/i); // plain http here; Secure only behind https
    const token = sessionCookie(res.headers['set-cookie'], 'admin').split('=')[1]!;
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(await isSignedIn(`rt_admin=${token}`)).toBe(true);
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const proxied = await startTestApp(await t.database.open(), { env: { TRUST_PROXY: '1' } });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { password: TEST_ADMIN_PASSWORD },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('rotates the token at login: the old one stops working', async () => {
    const first = await loginAdmin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie: first },
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    const second = sessionCookie(res.headers['set-cookie'], 'admin');
    expect(second).not.toBe(first);
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(true);
  });

  it('destroys the session at logout', async () => {
    const cookie = await loginAdmin(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/rt_admin=;/);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('expires after the idle time without use', async () => {
    const cookie = await loginAdmin(t.app);
    t.clock.advance(t.config.sessions.idleMs - 60_000);
    expect(await isSignedIn(cookie)).toBe(true);
    t.clock.advance(t.config.sessions.idleMs - 60_000); // used a moment ago, so still alive
    expect(await isSignedIn(cookie)).toBe(true);
    t.clock.advance(t.config.sessions.idleMs + 1);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('expires at the absolute limit even when used all the time', async () => {
    const cookie = await loginAdmin(t.app);
    const step = t.config.sessions.idleMs / 2;
    for (let elapsed = 0; elapsed < t.config.sessions.adminAbsoluteMs - step; elapsed += step) {
      t.clock.advance(step);
      expect(await isSignedIn(cookie)).toBe(true);
    }
    t.clock.advance(step + 1);
    expect(await isSignedIn(cookie)).toBe(false);
  });
});

describe('admin login throttle (ADR 151)', () => {
  const login = (remoteAddress: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress, payload: { password } });

  it('after 5 wrong passwords from one address still lets the right one in, checked once a minute', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 5; i++) {
      const wrong = await login(address, `no-${i}`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ error: 'Password non corretta' });
    }
    const right = await login(address, TEST_ADMIN_PASSWORD);
    expect(right.statusCode).toBe(200);
    // Signing in cleared the address's count: the office starts afresh.
    expect((await login(address, 'di-nuovo-sbagliata')).statusCode).toBe(401);
  });

  it('past the limit, answers a wrong password 429 and checks nothing more for a minute, not even the right one', async () => {
    const address = '203.0.113.11';
    for (let i = 0; i < 5; i++) expect((await login(address, `no-${i}`)).statusCode).toBe(401);
    const guess = await login(address, 'ancora-una');
    expect(guess.statusCode).toBe(429);
    expect(guess.json().error).toMatch(/Troppi tentativi/);

    const tooSoon = await login(address, TEST_ADMIN_PASSWORD);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Another address is not held back by this one's failures.
    expect((await login('203.0.113.12', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});
