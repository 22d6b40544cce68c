import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rideEvents, rides } from '../../db/schema';
import { rooms } from '../../live/rooms';
import { cookieFor, insertCustomer, insertDriver, insertRide, signedInDriver } from '../../testing/fixtures';
import { LiveTestClient, publishMarker } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

const assign = (rideId: string, payload: Record<string, unknown>, cookie = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/rides/${rideId}/assign`, headers: { cookie }, payload });

async function onlineDriver() {
  const { driver, cookie } = await signedInDriver(t.app);
  const live = await LiveTestClient.connect(t.baseUrl, { cookie });
  await live.identify('driver', driver.id);
  return { driver, cookie, live };
}

async function customerWithSocket() {
  const customer = await insertCustomer(t.app);
  const live = await LiveTestClient.connect(t.baseUrl, { cookie: await cookieFor(t.app, { role: 'customer', customerId: customer.id }) });
  await live.identify('customer', customer.id);
  return { customer, live };
}

async function officeSocket() {
  const live = await LiveTestClient.connect(t.baseUrl, { cookie: admin });
  await live.identify('admin');
  return live;
}

const historyOf = (rideId: string) => t.app.db.select().from(rideEvents).where(eq(rideEvents.rideId, rideId)).orderBy(rideEvents.id);

describe('POST /api/admin/rides/{id}/assign', () => {
  it('gives a waiting ride to the chosen free driver: their active ride at once, the customer told as after a bid', async () => {
    const chosen = await onlineDriver();
    const other = await onlineDriver();
    const { customer, live: customerLive } = await customerWithSocket();
    const office = await officeSocket();
    const ride = await insertRide(t.app, { customerId: customer.id });

    const res = await assign(ride.id, { driverId: chosen.driver.id, estimatedArrival: 7, currentDriverId: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().ride).toMatchObject({ id: ride.id, status: 'accepted', acceptedDriverId: chosen.driver.id, estimatedArrival: 7 });

    expect((await chosen.live.next('ride_assigned')).ride).toMatchObject({ id: ride.id, status: 'accepted' });
    const active = await t.app.inject({ url: `/api/rides?driverId=${chosen.driver.id}&status=active`, headers: { cookie: chosen.cookie } });
    expect(active.json().map((r: { id: string }) => r.id)).toEqual([ride.id]);
    expect(await customerLive.next('ride_accepted')).toMatchObject({
      ride: { id: ride.id, status: 'accepted' },
      driver: { id: chosen.driver.id, licensePlate: chosen.driver.licensePlate },
      estimatedArrival: 7,
    });
    expect((await customerLive.next('ride_updated')).ride.status).toBe('accepted');
    expect((await other.live.next('ride_taken')).rideId).toBe(ride.id);
    expect(await office.next('driver_status')).toEqual({ driverId: chosen.driver.id, status: 'busy', rideId: ride.id });
    expect(await historyOf(ride.id)).toMatchObject([
      { type: 'assigned', actorRole: 'admin', actorId: null, details: { driverId: chosen.driver.id, estimatedArrival: 7 } },
    ]);
    // The driver is busy with it: the assign dialog no longer offers him, and offers the other.
    const free = (await t.app.inject({ url: `/api/admin/rides/${ride.id}/free-taxis`, headers: { cookie: admin } })).json() as Array<{ driverId: string }>;
    expect(free.map((x) => x.driverId)).toContain(other.driver.id);
    expect(free.map((x) => x.driverId)).not.toContain(chosen.driver.id);
    for (const c of [chosen.live, other.live, customerLive, office]) c.close();
  });

  it('reassigns a ride under way: the first driver is told and loses it, the new one gets it, the history says who had it', async () => {
    const first = await onlineDriver();
    const second = await onlineDriver();
    const office = await officeSocket();
    const at = t.clock.now();
    const ride = await insertRide(t.app, { status: 'arrived', acceptedDriverId: first.driver.id, acceptedAt: at, arrivedAt: at, estimatedArrivalMinutes: 4 });

    const res = await assign(ride.id, { driverId: second.driver.id, estimatedArrival: 12, currentDriverId: first.driver.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().ride).toMatchObject({ status: 'accepted', acceptedDriverId: second.driver.id, estimatedArrival: 12, arrivedAt: null });

    expect(await first.live.next('ride_cancelled')).toMatchObject({ ride: { id: ride.id }, reason: 'Riassegnata dalla centrale', cancelledBy: 'admin' });
    expect((await second.live.next('ride_assigned')).ride.id).toBe(ride.id);
    const statuses = [await office.next('driver_status'), await office.next('driver_status', 2_000, office.received.findIndex((m) => m.type === 'driver_status') + 1)];
    expect(statuses).toEqual(
      expect.arrayContaining([
        { driverId: second.driver.id, status: 'busy', rideId: ride.id },
        { driverId: first.driver.id, status: 'free', rideId: null },
      ]),
    );
    // No longer the first driver's ride: their steps on it are refused as for any ride not theirs.
    const late = await t.app.inject({ method: 'PATCH', url: `/api/rides/${ride.id}`, headers: { cookie: first.cookie }, payload: { status: 'on_board' } });
    expect(late.statusCode).toBe(404);
    expect(await historyOf(ride.id)).toMatchObject([
      { type: 'reassigned', actorRole: 'admin', details: { driverId: second.driver.id, previousDriverId: first.driver.id, estimatedArrival: 12 } },
    ]);
    for (const c of [first.live, second.live, office]) c.close();
  });

  it('estimates the minutes from the driver’s last position when the office gives none, and asks for them when unknown', async () => {
    const near = await insertDriver(t.app, { isAvailable: true, lastLatitude: 41.6396, lastLongitude: 13.3611, locationUpdatedAt: t.clock.now() });
    const ride = await insertRide(t.app, { pickupLatitude: 41.6396, pickupLongitude: 13.3511 });
    const res = await assign(ride.id, { driverId: near.id, currentDriverId: null });
    expect(res.statusCode).toBe(200);
    // 830 m in a straight line × 1.3 on the road at 30 km/h: 3 minutes.
    expect(res.json().ride.estimatedArrival).toBe(3);

    const nowhere = await insertDriver(t.app, { isAvailable: true });
    const other = await insertRide(t.app);
    const refused = await assign(other.id, { driverId: nowhere.id, currentDriverId: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'estimated_arrival_required', error: 'Indica tra quanti minuti arriva il taxista: la sua posizione non è nota' });
  });

  it('answers the same assignment again as it is (a double click), announcing nothing twice', async () => {
    const d = await onlineDriver();
    const ride = await insertRide(t.app);
    expect((await assign(ride.id, { driverId: d.driver.id, estimatedArrival: 5, currentDriverId: null })).statusCode).toBe(200);
    const again = await assign(ride.id, { driverId: d.driver.id, estimatedArrival: 5, currentDriverId: null });
    expect(again.statusCode).toBe(200);
    expect(again.json().ride.acceptedDriverId).toBe(d.driver.id);
    expect(await d.live.receivedBefore('ride_assigned', await publishMarker(t.app, rooms.driver(d.driver.id)))).toHaveLength(1);
    expect(await historyOf(ride.id)).toHaveLength(1);
    d.live.close();
  });

  it('refuses a driver who is offline, busy, deleted or unknown (409 with the reason)', async () => {
    const ride = await insertRide(t.app);
    const offline = await insertDriver(t.app, { isAvailable: false });
    const busy = await insertDriver(t.app, { isAvailable: true });
    await insertRide(t.app, { status: 'on_board', acceptedDriverId: busy.id, acceptedAt: t.clock.now() });
    const deleted = await insertDriver(t.app, { isAvailable: false, deletedAt: t.clock.now() });
    const cases: Array<[string, string, string]> = [
      [offline.id, 'driver_offline', 'Il taxista non è in servizio'],
      [busy.id, 'driver_busy', 'Il taxista ha già una corsa in corso'],
      [deleted.id, 'driver_not_found', 'Taxista non trovato'],
      ['00000000-0000-4000-8000-000000000000', 'driver_not_found', 'Taxista non trovato'],
    ];
    for (const [driverId, code, error] of cases) {
      const res = await assign(ride.id, { driverId, estimatedArrival: 5, currentDriverId: null });
      expect(res.statusCode, code).toBe(409);
      expect(res.json()).toMatchObject({ code, error: expect.stringContaining(error) });
    }
    expect(await historyOf(ride.id)).toEqual([]);
  });

  it('refuses a ride that cannot be given (409) or does not exist (404), and anyone but the office (401)', async () => {
    const d = await onlineDriver();
    const at = t.clock.now();
    const completed = await insertRide(t.app, { status: 'completed', completedAt: at });
    const carrying = await insertDriver(t.app, { isAvailable: true });
    const onBoard = await insertRide(t.app, { status: 'on_board', acceptedDriverId: carrying.id, acceptedAt: at });
    const expired = await insertRide(t.app, { expiresAt: new Date(at.getTime() - 1_000) });
    const later = new Date(at.getTime() + 3 * 3_600_000);
    const tomorrow = await insertRide(t.app, { requestType: 'scheduled', scheduledTime: later });
    const taken = await insertRide(t.app, { status: 'accepted', acceptedDriverId: (await insertDriver(t.app, { isAvailable: true })).id, acceptedAt: at });
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      [completed.id, { currentDriverId: null }, 'ride_not_assignable', 'La corsa è già stata completata'],
      [onBoard.id, { currentDriverId: carrying.id }, 'ride_not_assignable', 'Il passeggero è già a bordo'],
      [expired.id, { currentDriverId: null }, 'ride_expired', 'La richiesta è scaduta'],
      [tomorrow.id, { currentDriverId: null }, 'ride_not_yet_assignable', 'da 30 minuti prima della partenza'],
      [taken.id, { currentDriverId: null }, 'ride_changed', 'La corsa è già stata accettata da un taxista'],
    ];
    for (const [rideId, extra, code, error] of cases) {
      const res = await assign(rideId, { driverId: d.driver.id, estimatedArrival: 5, ...extra });
      expect(res.statusCode, code).toBe(409);
      expect(res.json()).toMatchObject({ code, error: expect.stringContaining(error) });
    }
    expect((await assign('00000000-0000-4000-8000-000000000000', { driverId: d.driver.id, estimatedArrival: 5, currentDriverId: null })).statusCode).toBe(404);
    expect((await assign(taken.id, { driverId: d.driver.id, currentDriverId: null }, d.cookie)).statusCode).toBe(401);
    d.live.close();
  });
  it('is a compare-and-set: a request that does not say who it saw on the ride is 400; a ride that changed is 409 with the ride as it is', async () => {
    const d = await onlineDriver();
    const bidder = await signedInDriver(t.app);
    const ride = await insertRide(t.app);

    const unsaid = await assign(ride.id, { driverId: d.driver.id, estimatedArrival: 5 });
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json()).toMatchObject({
      code: 'validation',
      issues: [{ path: 'body.currentDriverId', message: 'Indica quale taxista ha ora la corsa (nessuno, se è in attesa)' }],
    });

    const bid = await t.app.inject({
      method: 'POST',
      url: `/api/rides/${ride.id}/bids`,
      headers: { cookie: bidder.cookie },
      payload: { driverId: bidder.driver.id, estimatedArrival: 3 },
    });
    expect(bid.statusCode).toBe(200);
    // The office still saw it waiting: the driver's win stands, and the office is shown who has it now.
    const stale = await assign(ride.id, { driverId: d.driver.id, estimatedArrival: 5, currentDriverId: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'ride_changed',
      error: 'La corsa è già stata accettata da un taxista',
      ride: { id: ride.id, status: 'accepted', acceptedDriverId: bidder.driver.id },
    });
    const [row] = await t.app.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(row).toMatchObject({ status: 'accepted', acceptedDriverId: bidder.driver.id });
    d.live.close();
  });
});
