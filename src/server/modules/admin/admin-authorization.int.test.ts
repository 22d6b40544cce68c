import { describe, expect, it } from 'vitest';
import { cookieFor, insertCustomer, insertDriver } from '../../testing/fixtures';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();

const validDriver = { name: 'Mario Rossi', phoneNumber: '3471112233', licensePlate: 'AB123CD', carModel: 'Fiat Tipo' };
const someId = '00000000-0000-4000-8000-000000000000';
const adminRoutes = [
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/drivers' },
  { method: 'POST', url: '/api/admin/drivers', payload: validDriver },
  { method: 'PUT', url: `/api/admin/drivers/${someId}`, payload: validDriver },
  { method: 'DELETE', url: `/api/admin/drivers/${someId}` },
  { method: 'GET', url: '/api/admin/rides' },
  { method: 'GET', url: '/api/admin/rides?q=roma&status=pending&type=all&page=1' },
  { method: 'GET', url: `/api/admin/rides/${someId}` },
  // Invalid input must not reveal the validation rules to a stranger: 401 comes first.
  { method: 'GET', url: '/api/admin/rides?status=nonsense' },
  { method: 'POST', url: '/api/admin/drivers', payload: {} },
] as const;

describe('admin routes require the admin session', () => {
  const sessions: Record<string, () => Promise<string | undefined>> = {
    'no session': async () => undefined,
    'a customer session': async () => cookieFor(t.app, { role: 'customer', customerId: (await insertCustomer(t.app)).id }),
    'a driver session': async () => cookieFor(t.app, { role: 'driver', driverId: (await insertDriver(t.app)).id }),
    'a forged admin cookie': async () => 'rt_admin=not-a-real-token',
  };

  it('guards every office route the server has, whatever its input: 401 before any validation', async () => {
    const open = new Set(['/api/admin/login', '/api/admin/logout', '/api/admin/session']);
    const officeRoutes = t.app.apiRoutes.filter(({ url }) => (url.startsWith('/api/admin/') && !open.has(url)) || url === '/api/dev/sms-outbox');
    expect(officeRoutes.length).toBeGreaterThanOrEqual(17);
    for (const { method, url } of officeRoutes) {
      const res = await t.app.inject({ method: method as 'GET', url: url.replace(/:\w+/g, someId), payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: 'Accesso amministratore richiesto' });
    }
  });

  for (const [who, cookieOf] of Object.entries(sessions)) {
    it(`answers 401 to ${who} on every admin route`, async () => {
      const cookie = await cookieOf();
      for (const route of adminRoutes) {
        const res = await t.app.inject({ ...route, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json()).toMatchObject({ error: 'Accesso amministratore richiesto' });
      }
    });
  }

  it('lets the admin session through and stops after logout', async () => {
    const cookie = await loginAdmin(t.app);
    for (const url of ['/api/admin/stats', '/api/admin/drivers', '/api/admin/rides']) {
      expect((await t.app.inject({ url, headers: { cookie } })).statusCode, url).toBe(200);
    }
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect((await t.app.inject({ url: '/api/admin/stats', headers: { cookie } })).statusCode).toBe(401);
  });

  it('keeps the admin session when a customer or driver cookie is also present', async () => {
    const admin = await loginAdmin(t.app);
    const driver = await cookieFor(t.app, { role: 'driver', driverId: (await insertDriver(t.app)).id });
    const res = await t.app.inject({ url: '/api/admin/drivers', headers: { cookie: `${driver}; ${admin}` } });
    expect(res.statusCode).toBe(200);
  });
});
