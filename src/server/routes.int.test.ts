import { describe, expect, it } from 'vitest';
import type { Role } from './http/principal';
import { cookieFor, insertCustomer, insertDriver } from './testing/fixtures';
import { useTestApp } from './testing/use-test-app';

/**
 * Who may call what, for every guarded route of the API, at the HTTP boundary: without a session, and with a
 * session of a role the route does not admit, the answer is 401 (each route file says which roles it admits;
 * here is what a client sees). Bodies and queries are valid, so the answer is the guard's, not validation's.
 */
const t = useTestApp();

/** An id no row has: the guard must answer before anything is looked up by it. */
const someId = '00000000-0000-4000-8000-000000000000';
const trip = { pickupAddress: 'Piazza della Libertà', dropoffAddress: 'Stazione', pickup: { lat: 41.64, lon: 13.34 }, dropoff: { lat: 41.63, lon: 13.32 } };
const driverForm = { name: 'Luca Neri', phoneNumber: '347 765 4321', licensePlate: 'AB123CD', carModel: 'Fiat Tipo' };

type Admits = Role | 'ride party' | 'ride party or office' | 'that driver' | 'that driver or office';
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  admits: Admits;
}

const GUARDED: Route[] = [
  { method: 'GET', url: '/api/customers/me', admits: 'customer' },
  { method: 'DELETE', url: '/api/customers/me', admits: 'customer' },
  { method: 'POST', url: '/api/rides', payload: { ...trip, requestType: 'immediate' }, admits: 'customer' },
  { method: 'GET', url: '/api/customers/me/rides?scope=history', admits: 'customer' },
  { method: 'POST', url: '/api/ratings', payload: { rideRequestId: someId, rating: 5 }, admits: 'customer' },
  { method: 'GET', url: `/api/rides/${someId}`, admits: 'ride party or office' },
  { method: 'PATCH', url: `/api/rides/${someId}`, payload: { status: 'completed' }, admits: 'ride party' },
  { method: 'POST', url: `/api/rides/${someId}/cancel`, payload: {}, admits: 'ride party' },
  { method: 'GET', url: '/api/rides?status=pending', admits: 'driver' },
  { method: 'POST', url: `/api/rides/${someId}/bids`, payload: { driverId: someId, estimatedArrival: 5 }, admits: 'that driver' },
  { method: 'GET', url: '/api/drivers/me', admits: 'driver' },
  { method: 'PATCH', url: `/api/drivers/${someId}/status`, payload: { isAvailable: true }, admits: 'that driver' },
  { method: 'GET', url: `/api/drivers/${someId}/stats`, admits: 'that driver' },
  { method: 'GET', url: `/api/drivers/${someId}/ratings`, admits: 'that driver or office' },
  { method: 'GET', url: '/api/admin/stats', admits: 'admin' },
  { method: 'GET', url: '/api/admin/drivers', admits: 'admin' },
  { method: 'POST', url: '/api/admin/drivers', payload: driverForm, admits: 'admin' },
  { method: 'PUT', url: `/api/admin/drivers/${someId}`, payload: driverForm, admits: 'admin' },
  { method: 'DELETE', url: `/api/admin/drivers/${someId}`, admits: 'admin' },
  { method: 'GET', url: '/api/admin/rides', admits: 'admin' },
  { method: 'GET', url: `/api/admin/rides/${someId}`, admits: 'admin' },
  { method: 'GET', url: '/api/dev/sms-outbox', admits: 'admin' },
];

/** The roles whose session alone does not open the route. */
const REFUSED: Record<Admits, Role[]> = {
  customer: ['driver', 'admin'],
  driver: ['customer', 'admin'],
  admin: ['customer', 'driver'],
  'ride party': ['admin'],
  'ride party or office': [],
  'that driver': ['customer', 'admin'],
  'that driver or office': ['customer'],
};

async function cookies(): Promise<Record<Role, string>> {
  const customer = await insertCustomer(t.app);
  const driver = await insertDriver(t.app);
  return {
    customer: await cookieFor(t.app, { role: 'customer', customerId: customer.id }),
    driver: await cookieFor(t.app, { role: 'driver', driverId: driver.id }),
    admin: await cookieFor(t.app, { role: 'admin' }),
  };
}

describe('who may call each route', () => {
  it.each(GUARDED)('$method $url: $admits only', async ({ method, url, payload, admits }) => {
    const signedOut = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(signedOut.statusCode, signedOut.body).toBe(401);
    const jar = await cookies();
    for (const role of REFUSED[admits]) {
      const res = await t.app.inject({ method, url, headers: { cookie: jar[role] }, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(401);
    }
  });

  it('answers the office’s routes 401 before looking at the input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/drivers', payload: { name: '' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Accesso amministratore richiesto', code: 'unauthorized' });
  });
});
