import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, rides } from '../../db/schema';
import { cookieFor, insertCustomer, insertRide, signedInDriver } from '../../testing/fixtures';
import { rooms } from '../../live/rooms';
import { LiveTestClient, publishMarker } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { toRideDto } from '../rides/ride.dto';

const t = useTestApp();

async function customerSocket() {
  const customer = await insertCustomer(t.app);
  const live = await LiveTestClient.connect(t.baseUrl, { cookie: await cookieFor(t.app, { role: 'customer', customerId: customer.id }) });
  await live.identify('customer', customer.id);
  return { customer, live };
}

async function driverSocket(isAvailable = true) {
  const { driver, cookie } = await signedInDriver(t.app, isAvailable);
  const live = await LiveTestClient.connect(t.baseUrl, { cookie });
  await live.identify('driver', driver.id);
  const send = (latitude: number, longitude = 13.35, simulated?: boolean) =>
    live.send({ type: 'update_location', data: { driverId: driver.id, latitude, longitude, ...(simulated === undefined ? {} : { simulated }) } });
  return { driver, cookie, live, send };
}

const bid = (rideId: string, cookie: string, driverId: string) =>
  t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/bids`, headers: { cookie }, payload: { driverId, estimatedArrival: 5 } });

describe('driver position: only to that ride’s customer and the office', () => {
  it('relays to the customer of the accepted ride and to admins, never to another customer', async () => {
    const mine = await customerSocket();
    const stranger = await customerSocket();
    const admin = await LiveTestClient.connect(t.baseUrl, { cookie: await loginAdmin(t.app) });
    await admin.identify('admin');
    const d = await driverSocket();

    // Online but without a ride: the office sees it, no customer does. The relay tells the office first, so
    // once the office has it, a marker sent to the customer comes after anything the relay sent them.
    d.send(41.1);
    expect((await admin.next('driver_location_update')).latitude).toBe(41.1);
    expect(await mine.live.receivedBefore('driver_location_update', await publishMarker(t.app, rooms.customer(mine.customer.id)))).toEqual([]);

    const ride = await insertRide(t.app, { customerId: mine.customer.id });
    expect((await bid(ride.id, d.cookie, d.driver.id)).statusCode).toBe(200);
    d.send(41.2);
    expect(await mine.live.next('driver_location_update')).toEqual({ driverId: d.driver.id, latitude: 41.2, longitude: 13.35, simulated: false });
    expect(await stranger.live.receivedBefore('driver_location_update', await publishMarker(t.app, rooms.customer(stranger.customer.id)))).toEqual([]);

    // Completed elsewhere (the customer's code path announces it on the bus): the relay stops at once.
    const [done] = await t.app.db.update(rides).set({ status: 'completed', completedAt: new Date() }).where(eq(rides.id, ride.id)).returning();
    await t.app.live.publish('admins', 'ride_completed', { ride: toRideDto(done!) });
    // On PostgreSQL the event comes back through LISTEN/NOTIFY; once the office has it, so has the cache.
    await admin.next('ride_completed');
    const before = mine.live.received.length;
    d.send(41.3);
    await admin.next('driver_location_update', 2_000, admin.received.findIndex((m) => m.type === 'driver_location_update' && m.data.latitude === 41.2) + 1);
    const marker = await publishMarker(t.app, rooms.customer(mine.customer.id));
    expect(await mine.live.receivedBefore('driver_location_update', marker, before)).toEqual([]);
    for (const c of [mine.live, stranger.live, admin, d.live]) c.close();
  });

  it('ignores positions from an offline driver, even one with an accepted ride', async () => {
    const mine = await customerSocket();
    const admin = await LiveTestClient.connect(t.baseUrl, { cookie: await loginAdmin(t.app) });
    await admin.identify('admin');
    const d = await driverSocket(false);
    await insertRide(t.app, { customerId: mine.customer.id, status: 'accepted', acceptedDriverId: d.driver.id, acceptedAt: new Date() });
    d.send(42.5);
    // The server handles a socket's frames in order: once it answered the next one, the position was dealt with.
    await d.live.handled();
    expect(await admin.receivedBefore('driver_location_update', await publishMarker(t.app, rooms.admins))).toEqual([]);
    expect(await mine.live.receivedBefore('driver_location_update', await publishMarker(t.app, rooms.customer(mine.customer.id)))).toEqual([]);
    const [row] = await t.app.db.select().from(drivers).where(eq(drivers.id, d.driver.id));
    expect(row!.lastLatitude).toBeNull();
    for (const c of [mine.live, admin, d.live]) c.close();
  });

  it('a driver going offline stops the relay on the next message', async () => {
    const mine = await customerSocket();
    const d = await driverSocket(true);
    const ride = await insertRide(t.app, { customerId: mine.customer.id });
    await bid(ride.id, d.cookie, d.driver.id);
    d.send(41.7);
    await mine.live.next('driver_location_update');
    await t.app.db.update(rides).set({ status: 'cancelled' }).where(eq(rides.id, ride.id));
    await t.app.inject({ method: 'PATCH', url: `/api/drivers/${d.driver.id}/status`, headers: { cookie: d.cookie }, payload: { isAvailable: false } });
    const before = mine.live.received.length;
    d.send(41.8);
    await d.live.handled();
    const marker = await publishMarker(t.app, rooms.customer(mine.customer.id));
    expect(await mine.live.receivedBefore('driver_location_update', marker, before)).toEqual([]);
    mine.live.close();
    d.live.close();
  });

  it('keeps relaying while the ride is under way (accepted, arrived, on board) and stops when it ends', async () => {
    const mine = await customerSocket();
    const d = await driverSocket(true);
    const ride = await insertRide(t.app, { customerId: mine.customer.id });
    expect((await bid(ride.id, d.cookie, d.driver.id)).statusCode).toBe(200);
    // 'Corsa completata' carries the meter's amount and the payment (design §15).
    const step = (status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/rides/${ride.id}`, headers: { cookie: d.cookie }, payload: { status, meterFareCents: 1250, paymentMethod: 'cash' } });
    let latitude = 41.0;
    for (const status of ['arrived', 'on_board']) {
      expect((await step(status)).statusCode).toBe(200);
      const seen = mine.live.received.length;
      d.send((latitude += 0.01));
      expect((await mine.live.next('driver_location_update', 2_000, seen)).latitude).toBe(latitude);
    }
    expect((await step('completed')).statusCode).toBe(200);
    const before = mine.live.received.length;
    d.send(42.0);
    await d.live.handled();
    const marker = await publishMarker(t.app, rooms.customer(mine.customer.id));
    expect(await mine.live.receivedBefore('driver_location_update', marker, before)).toEqual([]);
    mine.live.close();
    d.live.close();
  });

  it('flags a simulated position to the customer and the office, stored with it, until a real one comes', async () => {
    const mine = await customerSocket();
    const admin = await LiveTestClient.connect(t.baseUrl, { cookie: await loginAdmin(t.app) });
    await admin.identify('admin');
    const d = await driverSocket(true);
    const ride = await insertRide(t.app, { customerId: mine.customer.id });
    expect((await bid(ride.id, d.cookie, d.driver.id)).statusCode).toBe(200);
    const customerCookie = await cookieFor(t.app, { role: 'customer', customerId: mine.customer.id });
    const view = async () => (await t.app.inject({ url: `/api/rides/${ride.id}`, headers: { cookie: customerCookie } })).json().driverPosition;

    d.send(41.5, 13.3, true);
    const simulated = { driverId: d.driver.id, latitude: 41.5, longitude: 13.3, simulated: true };
    expect(await mine.live.next('driver_location_update')).toEqual(simulated);
    expect(await admin.next('driver_location_update')).toEqual(simulated);
    await expect.poll(view, { timeout: 10_000 }).toEqual({ latitude: 41.5, longitude: 13.3, simulated: true });

    // The GPS is back: a position without the flag is a real one.
    const seen = mine.live.received.length;
    d.send(41.6, 13.3);
    expect(await mine.live.next('driver_location_update', 2_000, seen)).toEqual({ ...simulated, latitude: 41.6, simulated: false });
    await expect.poll(view, { timeout: 10_000 }).toEqual({ latitude: 41.6, longitude: 13.3, simulated: false });
    for (const c of [mine.live, admin, d.live]) c.close();
  });

  it('stores the first position of a driver who just came online at once, not at the next 5-s batch', async () => {
    const d = await driverSocket(true);
    d.send(41.655, 13.305);
    const stored = async () => (await t.app.db.select().from(drivers).where(eq(drivers.id, d.driver.id)))[0]!.lastLatitude;
    // Well inside the batch's 5 s: the dispatch can offer this driver the next request.
    await expect.poll(stored, { timeout: 2_000 }).toBe(41.655);
    expect(t.app.driverLocations.unsaved(d.driver.id)).toBeUndefined();
    d.live.close();
  });

  it('batches a phone that reports every 10 s; writes at once only a position after the dispatch would have stopped using the last', async () => {
    const d = await driverSocket(true);
    const stored = async () => (await t.app.db.select().from(drivers).where(eq(drivers.id, d.driver.id)))[0]!.lastLatitude;
    t.clock.set(new Date());
    d.send(41.655, 13.305);
    await expect.poll(stored, { timeout: 2_000 }).toBe(41.655);

    // The dashboard's period, a little late: this one waits for the 5-s batch.
    t.clock.advance(10_500);
    d.send(41.656, 13.305);
    await expect.poll(() => t.app.driverLocations.unsaved(d.driver.id)?.latitude, { timeout: 2_000 }).toBe(41.656);
    expect(await stored()).toBe(41.655);
    await t.app.driverLocations.flush();
    expect(await stored()).toBe(41.656);

    // Silent for longer than the dispatch trusts a stored position: written at once again.
    t.clock.advance(t.app.config.dispatch.positionMaxAgeSeconds * 1_000);
    d.send(41.657, 13.305);
    await expect.poll(stored, { timeout: 2_000 }).toBe(41.657);
    d.live.close();
  });

  it('keeps only the latest position', async () => {
    const d = await driverSocket(true);
    const savedBefore = await positionsSaved();
    for (const lat of [41.61, 41.62, 41.63]) d.send(lat, 13.31);
    // The newest passes the once-a-second gate; the batch the relay writes every 5 s is written now (ADR 043).
    await expect.poll(() => t.app.driverLocations.unsaved(d.driver.id)?.latitude, { timeout: 5_000 }).toBe(41.63);
    await t.app.driverLocations.flush();
    const [row] = await t.app.db.select().from(drivers).where(eq(drivers.id, d.driver.id));
    expect(row).toMatchObject({ lastLatitude: 41.63, lastLongitude: 13.31 });
    expect(row!.locationUpdatedAt).toBeInstanceOf(Date);
    // One row per driver and batch, however many positions came: what the metric tells an operator.
    expect((await positionsSaved()) - savedBefore).toBeGreaterThanOrEqual(1);
    expect((await positionsSaved()) - savedBefore).toBeLessThanOrEqual(2);
    d.live.close();
  });
});

async function positionsSaved(): Promise<number> {
  const text = (await t.app.inject({ url: '/metrics' })).body;
  return Number(/\nradiotaxi_driver_positions_saved_total (\d+)/.exec(text)?.[1] ?? Number.NaN);
}
