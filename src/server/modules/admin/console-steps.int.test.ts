import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rideEvents } from '../../db/schema';
import { cookieFor, insertCustomer, insertRide, signedInDriver } from '../../testing/fixtures';
import { LiveTestClient } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

const cancel = (rideId: string, payload: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/rides/${rideId}/cancel`, headers: { cookie }, payload });
const patch = (rideId: string, payload: object, cookie = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/rides/${rideId}`, headers: { cookie }, payload });
const historyOf = (rideId: string) => t.app.db.select().from(rideEvents).where(eq(rideEvents.rideId, rideId)).orderBy(rideEvents.id);

async function parties(status: 'pending' | 'accepted' | 'arrived' | 'on_board' | 'completed') {
  const customer = await insertCustomer(t.app);
  const customerLive = await LiveTestClient.connect(t.baseUrl, { cookie: await cookieFor(t.app, { role: 'customer', customerId: customer.id }) });
  await customerLive.identify('customer', customer.id);
  const { driver, cookie } = await signedInDriver(t.app);
  const driverLive = await LiveTestClient.connect(t.baseUrl, { cookie });
  await driverLive.identify('driver', driver.id);
  const office = await LiveTestClient.connect(t.baseUrl, { cookie: admin });
  await office.identify('admin');
  const at = t.clock.now();
  const ride = await insertRide(t.app, {
    customerId: customer.id,
    status,
    ...(status === 'pending' ? {} : { acceptedDriverId: driver.id, acceptedAt: at, estimatedArrivalMinutes: 5 }),
  });
  const close = () => [customerLive, driverLive, office].forEach((c) => c.close());
  return { customer, customerLive, driver, driverLive, office, ride, close };
}

describe('POST /api/admin/rides/{id}/cancel', () => {
  it('cancels a waiting ride with the reason: the customer told, drivers drop the card, the office in the history', async () => {
    const p = await parties('pending');
    const res = await cancel(p.ride.id, { reason: ' Il cliente ha richiamato ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().ride).toMatchObject({ status: 'cancelled', cancelReason: 'Il cliente ha richiamato', cancelledBy: 'admin' });
    expect(await p.customerLive.next('ride_cancelled')).toMatchObject({ reason: 'Il cliente ha richiamato', cancelledBy: 'admin' });
    expect((await p.driverLive.next('ride_taken')).rideId).toBe(p.ride.id);
    expect(await historyOf(p.ride.id)).toMatchObject([
      { type: 'cancelled', actorRole: 'admin', actorId: null, details: { reason: 'Il cliente ha richiamato' } },
    ]);
    p.close();
  });

  it('cancels a ride under way: customer and driver told, the driver free again on the fleet map', async () => {
    const p = await parties('arrived');
    const res = await cancel(p.ride.id, { reason: 'Auto in panne' });
    expect(res.statusCode).toBe(200);
    expect(await p.driverLive.next('ride_cancelled')).toMatchObject({ ride: { id: p.ride.id, status: 'cancelled' }, reason: 'Auto in panne', cancelledBy: 'admin' });
    expect((await p.customerLive.next('ride_cancelled')).reason).toBe('Auto in panne');
    expect(await p.office.next('driver_status')).toEqual({ driverId: p.driver.id, status: 'free', rideId: null });
    // Asked again (a double click): the ride as it is, nothing recorded twice.
    expect((await cancel(p.ride.id, { reason: 'Auto in panne' })).statusCode).toBe(200);
    expect(await historyOf(p.ride.id)).toHaveLength(1);
    p.close();
  });

  it('refuses a ride that can no longer be cancelled (409), an unknown one (404), no reason (400), anyone but the office (401)', async () => {
    const onBoard = await parties('on_board');
    const refused = await cancel(onBoard.ride.id, { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ride_not_cancellable', error: expect.stringContaining('Il passeggero è già a bordo') });
    const completed = await insertRide(t.app, { status: 'completed', completedAt: t.clock.now() });
    expect((await cancel(completed.id, { reason: 'x' })).json().error).toBe('La corsa è già stata completata');
    expect((await cancel('00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);
    const noReason = await cancel(onBoard.ride.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toContain('Indica il motivo');
    const { cookie } = await signedInDriver(t.app);
    expect((await cancel(onBoard.ride.id, { reason: 'x' }, cookie)).statusCode).toBe(401);
    onBoard.close();
  });
});

describe('PATCH /api/admin/rides/{id}', () => {
  it('closes a ride left open (on board, never marked completed): driver and customer told, driver free, office in the history', async () => {
    const p = await parties('on_board');
    const res = await patch(p.ride.id, { status: 'completed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().ride).toMatchObject({ status: 'completed' });
    expect(res.json().ride.completedAt).not.toBeNull();
    expect((await p.driverLive.next('ride_completed')).ride.id).toBe(p.ride.id);
    expect((await p.customerLive.next('ride_completed')).ride.id).toBe(p.ride.id);
    expect(await p.office.next('driver_status')).toEqual({ driverId: p.driver.id, status: 'free', rideId: null });
    expect(await historyOf(p.ride.id)).toMatchObject([{ type: 'completed', actorRole: 'admin', actorId: null }]);
    p.close();
  });

  it('refuses a step the office may not take (400) or a ride not under way (409)', async () => {
    const pending = await insertRide(t.app);
    const notYet = await patch(pending.id, { status: 'completed' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'ride_not_completable', error: 'La corsa non è ancora stata accettata da un taxista' });
    const arrived = await patch(pending.id, { status: 'arrived' });
    expect(arrived.statusCode).toBe(400);
    expect(arrived.json().error).toContain('la centrale può solo chiudere una corsa');
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'completed' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/rides/${pending.id}`, payload: { status: 'completed' } })).statusCode).toBe(401);
  });
});
