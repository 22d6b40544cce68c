import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminRideDetails } from '../../../shared/admin.schemas';
import type { Ride } from '../../../shared/rides.schemas';
import { cookieFor, insertCustomer, insertRide, signedInDriver } from '../../testing/fixtures';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { expireDueRides } from '../rides/ride-sweeper.job';

/** `GET /api/admin/rides/{id}` (design §10) and the history it shows (design §4 `ride_events`). */
const t = useTestApp();
const NOW = new Date('2026-06-10T10:00:00Z');
beforeEach(() => t.clock.set(NOW));

const trip = {
  pickupAddress: 'Piazza della Libertà, Frosinone',
  dropoffAddress: 'Stazione di Frosinone',
  pickup: { lat: 41.64, lon: 13.34 },
  dropoff: { lat: 41.63, lon: 13.32 },
  requestType: 'immediate',
};

async function customer() {
  const row = await insertCustomer(t.app);
  return { customer: row, cookie: await cookieFor(t.app, { role: 'customer', customerId: row.id }) };
}

async function book(cookie: string): Promise<Ride> {
  const res = await t.app.inject({ method: 'POST', url: '/api/rides', headers: { cookie }, payload: trip });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().rideRequest;
}

const bid = (rideId: string, d: { driver: { id: string }; cookie: string }, estimatedArrival: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/rides/${rideId}/bids`,
    headers: { cookie: d.cookie },
    payload: { driverId: d.driver.id, estimatedArrival },
  });

// A driver's 'Corsa completata' carries the meter's amount and the payment (design §15); the customer's ignores them.
const setStatus = (rideId: string, cookie: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/rides/${rideId}`, headers: { cookie }, payload: { status, meterFareCents: 1250, paymentMethod: 'cash' } });

async function details(rideId: string, cookie?: string) {
  return t.app.inject({ url: `/api/admin/rides/${rideId}`, headers: { cookie: cookie ?? (await loginAdmin(t.app)) } });
}

const minute = () => t.clock.advance(60_000);
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe('a ride’s history, oldest first, with who did what', () => {
  it('from the kerb to the destination: created → accepted (and the bid that lost) → arrived → on board → completed', async () => {
    const { customer: c, cookie } = await customer();
    const winner = await signedInDriver(t.app);
    const loser = await signedInDriver(t.app);
    const ride = await book(cookie);
    minute();
    expect((await bid(ride.id, winner, 6)).statusCode).toBe(200);
    const lost = await bid(ride.id, loser, 4);
    expect(lost.statusCode).toBe(409);
    minute();
    expect((await setStatus(ride.id, winner.cookie, 'arrived')).statusCode).toBe(200);
    minute();
    expect((await setStatus(ride.id, winner.cookie, 'on_board')).statusCode).toBe(200);
    minute();
    expect((await setStatus(ride.id, cookie, 'completed')).statusCode).toBe(200);

    const res = await details(ride.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AdminRideDetails;
    expect(body).toMatchObject({
      id: ride.id,
      status: 'completed',
      driverName: winner.driver.name,
      estimatedFare: ride.estimatedFare,
      estimatedDistance: ride.estimatedDistance,
      acceptedAt: at(1),
      arrivedAt: at(2),
      onBoardAt: at(3),
      completedAt: at(4),
    });
    expect(body.events.map(({ id: _id, ...event }) => event)).toEqual([
      { type: 'created', actorRole: 'customer', actorId: c.id, actorName: null, at: at(0), details: null },
      { type: 'accepted', actorRole: 'driver', actorId: winner.driver.id, actorName: winner.driver.name, at: at(1), details: { estimatedArrival: 6 } },
      {
        type: 'bid_lost',
        actorRole: 'driver',
        actorId: loser.driver.id,
        actorName: loser.driver.name,
        at: at(1),
        details: { estimatedArrival: 4, reason: 'ride_not_available' },
      },
      { type: 'arrived', actorRole: 'driver', actorId: winner.driver.id, actorName: winner.driver.name, at: at(2), details: null },
      { type: 'on_board', actorRole: 'driver', actorId: winner.driver.id, actorName: winner.driver.name, at: at(3), details: null },
      { type: 'completed', actorRole: 'customer', actorId: c.id, actorName: null, at: at(4), details: null },
    ]);
  });

  it('keeps the order of events recorded at the same instant', async () => {
    const { cookie } = await customer();
    const d = await signedInDriver(t.app);
    const ride = await book(cookie);
    await bid(ride.id, d, 3);
    for (const status of ['arrived', 'on_board', 'completed']) await setStatus(ride.id, d.cookie, status);
    const body = (await details(ride.id)).json() as AdminRideDetails;
    expect(body.events.map((e) => e.type)).toEqual(['created', 'accepted', 'arrived', 'on_board', 'completed']);
  });

  it('records expiry by the server, and a driver’s drop and the office’s cancel with their reasons', async () => {
    const a = await customer();
    const expiring = await book(a.cookie);
    t.clock.advance(91_000);
    expect(await expireDueRides(t.app)).toBeGreaterThanOrEqual(1);
    const expired = (await details(expiring.id)).json() as AdminRideDetails;
    expect(expired.events.map((e) => [e.type, e.actorRole, e.actorId])).toEqual([
      ['created', 'customer', a.customer.id],
      ['expired', 'system', null],
    ]);

    const b = await customer();
    const d = await signedInDriver(t.app);
    const cancelled = await book(b.cookie);
    await bid(cancelled.id, d, 5);
    await t.app.inject({
      method: 'POST',
      url: `/api/rides/${cancelled.id}/cancel`,
      headers: { cookie: d.cookie },
      payload: { reason: 'Guasto al taxi' },
    });
    const dropped = (await details(cancelled.id)).json() as AdminRideDetails;
    expect(dropped).toMatchObject({ status: 'pending', drops: 1 });
    expect(dropped.events.at(-1)).toMatchObject({ type: 'dropped', actorRole: 'driver', actorId: d.driver.id, details: { reason: 'Guasto al taxi', drops: 1 } });
    const office = await cookieFor(t.app, { role: 'admin' });
    await t.app.inject({ method: 'POST', url: `/api/admin/rides/${cancelled.id}/cancel`, headers: { cookie: office }, payload: { reason: 'Cliente richiamato' } });
    const body = (await details(cancelled.id)).json() as AdminRideDetails;
    expect(body).toMatchObject({ status: 'cancelled', cancelReason: 'Cliente richiamato', cancelledBy: 'admin' });
    expect(body.events.at(-1)).toMatchObject({ type: 'cancelled', actorRole: 'admin', details: { reason: 'Cliente richiamato' } });
  });
});

describe('GET /api/admin/rides/{id}', () => {
  it('answers 404 for a ride that does not exist, whatever the id looks like', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'non-un-id']) {
      const res = await details(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Corsa non trovata', code: 'ride_not_found' });
    }
  });

  it('is the office’s only: 401 without its session, also to the ride’s own customer', async () => {
    const { customer: c, cookie } = await customer();
    const ride = await insertRide(t.app, { customerId: c.id });
    expect((await t.app.inject({ url: `/api/admin/rides/${ride.id}` })).statusCode).toBe(401);
    expect((await details(ride.id, cookie)).statusCode).toBe(401);
  });

  it('shows a ride from before the history began with an empty history', async () => {
    const ride = await insertRide(t.app, { status: 'cancelled', cancelReason: 'Ci ho ripensato', cancelledBy: 'customer' });
    const body = (await details(ride.id)).json() as AdminRideDetails;
    expect(body).toMatchObject({ id: ride.id, cancelReason: 'Ci ho ripensato', driverName: null, events: [] });
  });
});
