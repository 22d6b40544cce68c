import { describe, expect, it } from 'vitest';
import { cookieFor, insertCustomer, insertRide, signedInDriver } from '../testing/fixtures';
import { useTestApp } from '../testing/use-test-app';
import { type BusEvent, type EventBus, NO_BUS_TRAFFIC } from './bus';

/** A bus whose every send fails, as PostgreSQL's NOTIFY does while the database is unreachable. */
class BrokenBus implements EventBus {
  readonly connected = true;
  async publish(_event: BusEvent): Promise<void> {
    throw new Error('bus down');
  }
  subscribe(): void {}
  stats = () => NO_BUS_TRAFFIC;
  async close(): Promise<void> {}
}

const logLines: string[] = [];
const t = useTestApp({ bus: new BrokenBus(), logLines });

describe('a live send that fails after the change is committed', () => {
  it('leaves the bid won: 200 with the ride, the ride is the driver’s, the failure is logged', async () => {
    const ride = await insertRide(t.app);
    const { driver, cookie } = await signedInDriver(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/rides/${ride.id}/bids`,
      headers: { cookie },
      payload: { driverId: driver.id, estimatedArrival: 5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ride).toMatchObject({ id: ride.id, status: 'accepted', acceptedDriverId: driver.id });

    const active = await t.app.inject({ url: `/api/rides?driverId=${driver.id}&status=active`, headers: { cookie } });
    expect((active.json() as Array<{ id: string }>).map((r) => r.id)).toEqual([ride.id]);
    expect(logLines.some((line) => line.includes('live publish failed'))).toBe(true);
  });

  it('leaves a cancellation and a driver’s status change done', async () => {
    const customer = await insertCustomer(t.app);
    const ride = await insertRide(t.app, { customerId: customer.id });
    const customerCookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/rides/${ride.id}/cancel`, headers: { cookie: customerCookie } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().ride.status).toBe('cancelled');

    const { driver, cookie } = await signedInDriver(t.app);
    const offline = await t.app.inject({
      method: 'PATCH',
      url: `/api/drivers/${driver.id}/status`,
      headers: { cookie },
      payload: { isAvailable: false },
    });
    expect(offline.statusCode, offline.body).toBe(200);
    expect(offline.json().driver.isAvailable).toBe(false);
  });
});
