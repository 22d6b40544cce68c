import { describe, expect, it } from 'vitest';
import type { AdminRideDetails } from '../../../shared/admin.schemas';
import { RIDE_STATUS_REFUSALS, type RideStatus } from '../../../shared/ride-states';
import { cookieFor, insertCustomer, insertRide, signedInDriver } from '../../testing/fixtures';
import { useTestApp } from '../../testing/use-test-app';

/**
 * Two devices pressing at once on one ride (design §4): each change is one conditional UPDATE, so one wins and
 * the other is refused with the reason of the status the winner left, and the history holds the winner's row
 * only. On PostgreSQL, where the two requests run on two connections of the pool.
 */
const t = useTestApp();
const ROUNDS = 30;

async function parties() {
  const customer = await insertCustomer(t.app);
  const { driver, cookie } = await signedInDriver(t.app);
  return { customer, driver, customerCookie: await cookieFor(t.app, { role: 'customer', customerId: customer.id }), driverCookie: cookie };
}

const patch = (rideId: string, cookie: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/rides/${rideId}`, headers: { cookie }, payload: { status, ...(status === 'completed' ? { meterFareCents: 1250, paymentMethod: 'cash' } : {}) } });
const cancel = (rideId: string, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/cancel`, headers: { cookie }, payload: { reason: 'Ritardo' } });

async function history(rideId: string): Promise<AdminRideDetails> {
  const res = await t.app.inject({ url: `/api/admin/rides/${rideId}`, headers: { cookie: await cookieFor(t.app, { role: 'admin' }) } });
  return res.json();
}

describe('two transitions on one ride at the same instant', () => {
  it(`driver 'Passeggero a bordo' against the customer's cancel, ${ROUNDS} rounds: one 200, one 409 with the reason`, async () => {
    const p = await parties();
    for (let round = 0; round < ROUNDS; round++) {
      const ride = await insertRide(t.app, {
        customerId: p.customer.id,
        status: 'arrived',
        acceptedDriverId: p.driver.id,
        acceptedAt: t.clock.now(),
        arrivedAt: t.clock.now(),
      });
      const [boarding, cancelling] = await Promise.all([patch(ride.id, p.driverCookie, 'on_board'), cancel(ride.id, p.customerCookie)]);
      expect([boarding.statusCode, cancelling.statusCode].sort()).toEqual([200, 409]);
      const won: RideStatus = boarding.statusCode === 200 ? 'on_board' : 'cancelled';
      const refused = boarding.statusCode === 200 ? cancelling : boarding;
      expect(refused.json().error).toBe(RIDE_STATUS_REFUSALS[won]);
      const after = await history(ride.id);
      expect(after.status).toBe(won);
      expect(after.events.map((e) => e.type)).toEqual([won]);
      // Frees the driver for the next round's ride.
      if (won === 'on_board') expect((await patch(ride.id, p.driverCookie, 'completed')).statusCode).toBe(200);
    }
  });

  // A driver's cancel once on the way gives the ride back to dispatch (design §4 "Dropped"): pending again, 'dropped'.
  it(`the customer's completion against the driver's drop, ${ROUNDS} rounds: one of them, never both`, async () => {
    const p = await parties();
    for (let round = 0; round < ROUNDS; round++) {
      const ride = await insertRide(t.app, { customerId: p.customer.id, status: 'accepted', acceptedDriverId: p.driver.id, acceptedAt: t.clock.now() });
      const answers = await Promise.all([patch(ride.id, p.customerCookie, 'completed'), cancel(ride.id, p.driverCookie)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const after = await history(ride.id);
      expect(after.events).toHaveLength(1);
      expect(['completed', 'pending']).toContain(after.status);
      expect(after.events[0]!.type).toBe(after.status === 'pending' ? 'dropped' : 'completed');
    }
  });

  it('the same change from two devices of the driver: both answered with the ride, recorded once', async () => {
    const p = await parties();
    for (let round = 0; round < ROUNDS; round++) {
      const ride = await insertRide(t.app, { customerId: p.customer.id, status: 'accepted', acceptedDriverId: p.driver.id, acceptedAt: t.clock.now() });
      const answers = await Promise.all([patch(ride.id, p.driverCookie, 'arrived'), patch(ride.id, p.driverCookie, 'arrived')]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json().ride.status)).toEqual(['arrived', 'arrived']);
      expect((await history(ride.id)).events.map((e) => e.type)).toEqual(['arrived']);
      // Frees the driver for the next round's ride.
      expect((await patch(ride.id, p.driverCookie, 'completed')).statusCode).toBe(200);
    }
  });
});
