import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

/**
 * ADR 231 (OWASP's device cookies) with ADR 151: strangers' guesses, however many and from wherever, cannot lock
 * the office out of a browser it has signed in from; everyone else is throttled per address, IPv6 by /64.
 */
const t = useTestApp();

const DEVICE_COOKIE = 'rt_office_device';
const login = (remoteAddress: string, password: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress, payload: { password }, headers: cookie ? { cookie } : {} });

const deviceCookieOf = (setCookie: string | string[] | undefined): string | undefined => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
};

async function officeBrowser(address: string): Promise<string> {
  const res = await login(address, TEST_ADMIN_PASSWORD);
  expect(res.statusCode).toBe(200);
  const header = deviceCookieOf(res.headers['set-cookie']);
  expect(header).toMatch(/HttpOnly/i);
  expect(header).toMatch(/SameSite=Strict/i);
  expect(header).toMatch(/Max-Age=15552000/);
  return header!.split(';')[0]!;
}

describe('office login: a browser that signed in before keeps its own allowance (ADR 231)', () => {
  it('gives the device cookie once: a known browser signing in again is not given another', async () => {
    const device = await officeBrowser('198.51.100.1');
    const again = await login('198.51.100.1', TEST_ADMIN_PASSWORD, device);
    expect(again.statusCode).toBe(200);
    expect(deviceCookieOf(again.headers['set-cookie'])).toBeUndefined();
  });

  it('counts a known browser’s wrong passwords on its own: 10, then it is counted by its address like anyone', async () => {
    const address = '198.51.100.2';
    const device = await officeBrowser(address);
    for (let i = 0; i < 10; i++) expect((await login(address, `typo-${i}`, device)).statusCode).toBe(401);
    // Its typos did not spend its address's allowance, nor does a colleague's browser without the cookie feel them.
    expect((await login(address, 'typo-senza-cookie')).statusCode).toBe(401);
    for (let i = 0; i < 4; i++) expect((await login(address, `ancora-${i}`, device)).statusCode).toBe(401);
    expect((await login(address, 'troppi', device)).statusCode).toBe(429);
  });

  it('counts IPv6 addresses by /64: five guesses from five addresses of one /64 lock the /64, not its neighbour', async () => {
    for (let i = 1; i <= 5; i++) expect((await login(`2001:db8:7:1::${i}`, `indovino-${i}`)).statusCode).toBe(401);
    expect((await login('2001:db8:7:1:ffff::99', 'indovino-6')).statusCode).toBe(429);
    expect((await login('2001:db8:7:2::1', 'vicino')).statusCode).toBe(401);
  });

  // Last: it spends the account-wide allowance of strangers for the rest of this file.
  it('after 100 wrong passwords from 100 addresses, the office’s browser gets its typo 401 and the right password 200', async () => {
    const officeAddress = '198.51.100.50';
    const device = await officeBrowser(officeAddress);
    for (let batch = 0; batch < 10; batch++) {
      const guesses = Array.from({ length: 10 }, (_, i) => login(`203.0.113.${batch * 10 + i + 1}`, `indovino-${batch}-${i}`));
      for (const guess of await Promise.all(guesses)) expect([401, 429]).toContain(guess.statusCode);
    }
    // The office, even from an address a stranger shares: a typo is a typo, the right password signs in.
    const typo = await login(officeAddress, 'prova-admin-12', device);
    expect(typo.statusCode).toBe(401);
    expect(typo.json()).toMatchObject({ code: 'wrong_password' });
    expect((await login(officeAddress, TEST_ADMIN_PASSWORD, device)).statusCode).toBe(200);
    // A browser never signed in from is in the slow lane (ADR 151): one password a minute, the right one gets in.
    expect((await login('198.51.100.60', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await login('198.51.100.61', 'sbagliata')).statusCode).toBe(429);
  });
});
