import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminRideDetails } from '../../../shared/admin.schemas';
import {
  canTransition,
  RIDE_STATUS_REFUSALS,
  RIDE_STATUSES,
  type RideStatus,
  statusesLeadingTo,
} from '../../../shared/ride-states';
import { type Ride, SETTABLE_RIDE_STATUSES } from '../../../shared/rides.schemas';
import { rooms } from '../../live/rooms';
import { cookieFor, insertCustomer, insertRide, signedInDriver } from '../../testing/fixtures';
import { LiveTestClient, publishMarker } from '../../testing/live-client';
import { useTestApp } from '../../testing/use-test-app';

/**
 * design §4's table, enforced by the server for a ride's own parties: every status × every change they may ask
 * (the statuses of `PATCH /api/rides/{id}` and the cancel) × customer and driver, expected from the shared
 * table itself, so a row added there is tested here without a line changed.
 */
const t = useTestApp({ env: { NO_SHOW_WAIT_MINUTES: '5' } });
const NOW = new Date('2026-06-10T10:00:00Z');
const WAIT_MS = 5 * 60_000;
beforeEach(() => t.clock.set(NOW));

type Change = (typeof SETTABLE_RIDE_STATUSES)[number] | 'cancelled';
const CHANGES: readonly Change[] = [...SETTABLE_RIDE_STATUSES, 'cancelled'];
const ROLES = ['customer', 'driver'] as const;
type Role = (typeof ROLES)[number];

async function parties() {
  const customer = await insertCustomer(t.app);
  const customerCookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
  const { driver, cookie: driverCookie } = await signedInDriver(t.app);
  return { customer, driver, cookie: { customer: customerCookie, driver: driverCookie } };
}

/**
 * A ride in `status` as the lifecycle would leave it: bound to the driver once accepted, the driver at the pickup
 * for longer than the no-show wait once arrived.
 */
async function rideIn(status: RideStatus, customerId: string, driverId: string) {
  const bound = status !== 'pending' && status !== 'expired';
  return insertRide(t.app, {
    customerId,
    status,
    ...(bound ? { acceptedDriverId: driverId, acceptedAt: new Date(NOW.getTime() - WAIT_MS - 120_000), estimatedArrivalMinutes: 5 } : {}),
    ...(bound && status !== 'accepted' ? { arrivedAt: new Date(NOW.getTime() - WAIT_MS - 60_000) } : {}),
  });
}

/** 'Corsa completata' carries the meter's amount and the payment (design §15); the customer's are ignored. */
const PAID = { meterFareCents: 1250, paymentMethod: 'cash' } as const;
const ask = (rideId: string, cookie: string, to: Change) =>
  to === 'cancelled'
    ? t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/cancel`, headers: { cookie }, payload: { reason: 'Imprevisto' } })
    : t.app.inject({ method: 'PATCH', url: `/api/rides/${rideId}`, headers: { cookie }, payload: { status: to, ...(to === 'completed' ? PAID : {}) } });

const details = async (rideId: string): Promise<AdminRideDetails> => {
  const res = await t.app.inject({ url: `/api/admin/rides/${rideId}`, headers: { cookie: await cookieFor(t.app, { role: 'admin' }) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

type Expected =
  | { answer: 'moved' }
  | { answer: 'unchanged' }
  | { answer: 'refused'; error: string | RegExp; code: string }
  | { answer: 'not found' };

/** A driver's cancel is a drop (design §4): his ride goes back to `pending`, written as 'dropped'. */
const target = (to: Change, role: Role): RideStatus => (to === 'cancelled' && role === 'driver' ? 'pending' : to);

/** What the table says should happen, in the order the server decides it. */
function expected(from: RideStatus, change: Change, role: Role): Expected {
  const to = target(change, role);
  if (role === 'driver' && from === 'pending') return { answer: 'not found' };
  if (role === 'driver' && from === 'expired') return { answer: 'not found' };
  if (statusesLeadingTo(to, role).length === 0) return { answer: 'refused', error: /^Solo il taxista può /, code: 'not_allowed_for_role' };
  if (canTransition(from, to, role)) return { answer: 'moved' };
  if (from === to) return { answer: 'unchanged' };
  return { answer: 'refused', error: RIDE_STATUS_REFUSALS[from], code: expect.stringMatching(/^ride_not_/) as unknown as string };
}

const cases = RIDE_STATUSES.flatMap((from) => CHANGES.flatMap((to) => ROLES.map((role) => ({ from, to, role }))));

describe('every change a ride’s own parties may ask, from every status', () => {
  it.each(cases)('$role: $from → $to', async ({ from, to, role }) => {
    const p = await parties();
    const ride = await rideIn(from, p.customer.id, p.driver.id);
    const before = await details(ride.id);
    const res = await ask(ride.id, p.cookie[role], to);
    const after = await details(ride.id);
    const want = expected(from, to, role);

    if (want.answer === 'moved') {
      const status = target(to, role);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().ride as Ride).status).toBe(status);
      expect(after.status).toBe(status);
      const actorId = role === 'customer' ? p.customer.id : p.driver.id;
      expect(after.events.slice(before.events.length)).toEqual([
        expect.objectContaining({ type: status === 'pending' ? 'dropped' : to, actorRole: role, actorId, at: NOW.toISOString() }),
      ]);
      return;
    }
    // Anything else leaves the ride and its history as they were.
    expect(after.status).toBe(from);
    expect(after.events).toEqual(before.events);
    if (want.answer === 'unchanged') {
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().ride as Ride).status).toBe(from);
    } else if (want.answer === 'not found') {
      expect(res.statusCode, res.body).toBe(404);
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ error: want.error instanceof RegExp ? expect.stringMatching(want.error) : want.error, code: want.code });
    }
  });

  it('names who may make a change the caller may not: only the driver reports arrival, boarding and a no-show', async () => {
    const p = await parties();
    const ride = await rideIn('accepted', p.customer.id, p.driver.id);
    expect((await ask(ride.id, p.cookie.customer, 'arrived')).json()).toEqual({
      error: 'Solo il taxista può segnalare l’arrivo al punto di partenza',
      code: 'not_allowed_for_role',
    });
    expect((await ask(ride.id, p.cookie.customer, 'no_show')).json().error).toBe(
      'Solo il taxista può segnalare che il cliente non si è presentato',
    );
  });

  it('keeps each step’s time on the ride, and the cancel’s reason and who cancelled', async () => {
    const p = await parties();
    const ride = await rideIn('accepted', p.customer.id, p.driver.id);
    t.clock.advance(60_000);
    const arrived = (await ask(ride.id, p.cookie.driver, 'arrived')).json().ride as Ride;
    expect(arrived).toMatchObject({ status: 'arrived', arrivedAt: '2026-06-10T10:01:00.000Z', onBoardAt: null });
    t.clock.advance(60_000);
    const cancelled = (await ask(ride.id, p.cookie.customer, 'cancelled')).json().ride as Ride;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Imprevisto', cancelledBy: 'customer' });
    expect((await details(ride.id)).events.at(-1)).toMatchObject({ type: 'cancelled', details: { reason: 'Imprevisto' } });
  });
});

describe('no-show: only after NO_SHOW_WAIT_MINUTES at the pickup', () => {
  it('refuses before the wait, saying how long is left, and accepts once it has passed', async () => {
    const p = await parties();
    const ride = await rideIn('accepted', p.customer.id, p.driver.id);
    expect((await ask(ride.id, p.cookie.driver, 'arrived')).statusCode).toBe(200);

    t.clock.advance(60_000);
    const early = await ask(ride.id, p.cookie.driver, 'no_show');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: 'Il cliente ha ancora tempo per arrivare: potrai segnalarlo assente tra 4 minuti',
      code: 'no_show_too_early',
    });
    t.clock.advance(3 * 60_000 + 30_000);
    expect((await ask(ride.id, p.cookie.driver, 'no_show')).json().error).toMatch(/tra 30\ssecondi$/);
    expect((await details(ride.id)).status).toBe('arrived');

    t.clock.advance(30_000);
    const done = await ask(ride.id, p.cookie.driver, 'no_show');
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json().ride as Ride).status).toBe('no_show');
    expect((await details(ride.id)).events.map((e) => e.type)).toEqual(['arrived', 'no_show']);
  });
});

describe('what each change tells whom', () => {
  async function sockets(p: Awaited<ReturnType<typeof parties>>) {
    const customer = await LiveTestClient.connect(t.baseUrl, { cookie: p.cookie.customer });
    await customer.identify('customer', p.customer.id);
    const driver = await LiveTestClient.connect(t.baseUrl, { cookie: p.cookie.driver });
    await driver.identify('driver', p.driver.id);
    const office = await LiveTestClient.connect(t.baseUrl, { cookie: await cookieFor(t.app, { role: 'admin' }) });
    await office.identify('admin');
    return { customer, driver, office, close: () => [customer, driver, office].forEach((c) => c.close()) };
  }

  it('arrived: ride_updated to the customer, the driver and the office, ride_arrived with the taxi to the customer', async () => {
    const p = await parties();
    const ride = await rideIn('accepted', p.customer.id, p.driver.id);
    const live = await sockets(p);
    expect((await ask(ride.id, p.cookie.driver, 'arrived')).statusCode).toBe(200);
    for (const socket of [live.customer, live.driver, live.office]) {
      expect((await socket.next('ride_updated')).ride).toMatchObject({ id: ride.id, status: 'arrived' });
    }
    const arrived = await live.customer.next('ride_arrived');
    expect(arrived.ride.status).toBe('arrived');
    expect(arrived.driver).toMatchObject({ id: p.driver.id, licensePlate: p.driver.licensePlate, carModel: p.driver.carModel });
    live.close();
  });

  it('the customer cancels after acceptance: the driver is told at once, with the reason and who cancelled', async () => {
    const p = await parties();
    const ride = await rideIn('arrived', p.customer.id, p.driver.id);
    const live = await sockets(p);
    expect((await ask(ride.id, p.cookie.customer, 'cancelled')).statusCode).toBe(200);
    expect(await live.driver.next('ride_cancelled')).toMatchObject({
      ride: { id: ride.id, status: 'cancelled' },
      reason: 'Imprevisto',
      cancelledBy: 'customer',
    });
    expect((await live.driver.next('ride_updated')).ride.status).toBe('cancelled');
    expect((await live.office.next('ride_updated')).ride.status).toBe('cancelled');
    live.close();
  });

  it('a retried change is answered with the ride and announced once', async () => {
    const p = await parties();
    const ride = await rideIn('arrived', p.customer.id, p.driver.id);
    const live = await sockets(p);
    const first = await ask(ride.id, p.cookie.driver, 'on_board');
    const again = await ask(ride.id, p.cookie.driver, 'on_board');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().ride).toEqual(first.json().ride);
    const updates = await live.customer.receivedBefore('ride_updated', await publishMarker(t.app, rooms.customer(p.customer.id)));
    expect(updates.map((u) => u.ride.status)).toEqual(['on_board']);
    expect((await details(ride.id)).events.map((e) => e.type)).toEqual(['on_board']);
    live.close();
  });

  it('completion keeps ride_completed for every party, on top of ride_updated', async () => {
    const p = await parties();
    const ride = await rideIn('on_board', p.customer.id, p.driver.id);
    const live = await sockets(p);
    expect((await ask(ride.id, p.cookie.driver, 'completed')).statusCode).toBe(200);
    for (const socket of [live.customer, live.driver, live.office]) {
      expect((await socket.next('ride_completed')).ride.status).toBe('completed');
      expect((await socket.next('ride_updated')).ride.status).toBe('completed');
    }
    // the spec's auto-complete arriving after the driver completed: the same ride, nothing announced twice.
    const late = await ask(ride.id, p.cookie.customer, 'completed');
    expect(late.statusCode).toBe(200);
    expect((await details(ride.id)).events.map((e) => [e.type, e.actorRole])).toEqual([['completed', 'driver']]);
    live.close();
  });
});
