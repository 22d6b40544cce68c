import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePhoton, type FakePhoton } from '../../../../tests/fakes/fake-photon';
import type { FleetView, RideAlert } from '../../../shared/console.schemas';
import type { Ride } from '../../../shared/rides.schemas';
import { VEHICLE_MESSAGES, type VehicleFeature } from '../../../shared/vehicle';
import { drivers, rideOffers } from '../../db/schema';
import { rooms } from '../../live/rooms';
import { cookieFor, insertCustomer, insertDriver, insertRide } from '../../testing/fixtures';
import { LiveTestClient, publishMarker } from '../../testing/live-client';
import { type TestContext, useTestApp } from '../../testing/use-test-app';
import { checkRideAlerts } from '../admin/console-alerts.service';
import { EXCLUDED_BY_CUSTOMER } from '../admin/console-assign.service';
import { BID_REFUSALS } from '../rides/ride-accept.service';
import { countTaxisOnlineFor } from './dispatch.queries';
import { announceScheduledRides, expireDueRides } from '../rides/ride-sweeper.job';

/**
 * design §14 through the real app, under both policies on one database: a ride goes only to taxis with every feature
 * it requires and seats for its passengers, never to a driver its customer left out — in the request's card, the
 * driver's list, the offer, the bid and the office's assignment — and the booking says how many such taxis are online.
 */
let photon: FakePhoton;
beforeAll(async () => {
  photon = await startFakePhoton();
});
afterAll(async () => {
  await photon?.close();
});
const env = (policy: 'broadcast' | 'nearest') => ({ GEOCODER_URL: photon.url, GEOCODER_MIN_INTERVAL_MS: '0', DISPATCH_POLICY: policy });
const broadcast = useTestApp(() => ({ env: env('broadcast') }));
const nearest = useTestApp(() => ({ env: env('nearest') }), { alongside: broadcast });

const NOW = new Date('2026-06-10T10:00:00Z');
const PICKUP = { lat: 41.64, lon: 13.34 };
const trip = {
  pickupAddress: 'Piazza della Libertà, Frosinone',
  dropoffAddress: 'Stazione di Frosinone',
  pickup: PICKUP,
  dropoff: { lat: 41.63, lon: 13.32 },
  requestType: 'immediate',
};
const ACCESSIBLE_VAN = { seats: 7, features: ['wheelchair', 'large_boot'] as VehicleFeature[] };
const SEVEN_SEATER = { seats: 7, features: [] as VehicleFeature[] };

const sockets: LiveTestClient[] = [];
beforeEach(async () => {
  broadcast.clock.set(NOW);
  nearest.clock.set(NOW);
  // Every test starts with its own fleet: the drivers and offers of the tests before are out of the way.
  await broadcast.app.db.update(drivers).set({ isAvailable: false });
  await broadcast.app.db.update(rideOffers).set({ endedAt: NOW, outcome: 'withdrawn' }).where(isNull(rideOffers.endedAt));
  return () => {
    for (const s of sockets.splice(0)) s.close();
  };
});

/** An online taxi `km` north of the pickup, with a fresh position and a live socket on `instance`. */
async function taxiAt(instance: TestContext, km: number, values: Partial<typeof drivers.$inferInsert> = {}) {
  const row = await insertDriver(instance.app, {
    isAvailable: true,
    onlineSince: new Date(NOW.getTime() - 3_600_000),
    lastLatitude: PICKUP.lat + km / 111.2,
    lastLongitude: PICKUP.lon,
    locationUpdatedAt: NOW,
    ...values,
  });
  const cookie = await cookieFor(instance.app, { role: 'driver', driverId: row.id });
  const live = await LiveTestClient.connect(instance.baseUrl, { cookie });
  sockets.push(live);
  await live.identify('driver', row.id);
  return { id: row.id, name: row.name, cookie, live, instance };
}
type Taxi = Awaited<ReturnType<typeof taxiAt>>;

async function customer(instance: TestContext) {
  const row = await insertCustomer(instance.app);
  return { id: row.id, cookie: await cookieFor(instance.app, { role: 'customer', customerId: row.id }) };
}
type Customer = Awaited<ReturnType<typeof customer>>;

async function book(instance: TestContext, options: Record<string, unknown> = {}, who?: Customer) {
  const { cookie } = who ?? (await customer(instance));
  const res = await instance.app.inject({ method: 'POST', url: '/api/rides', headers: { cookie }, payload: { ...trip, ...options } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { rideRequest: Ride; matchingTaxisOnline: number };
}

const bid = (rideId: string, taxi: Taxi) =>
  taxi.instance.app.inject({
    method: 'POST',
    url: `/api/rides/${rideId}/bids`,
    headers: { cookie: taxi.cookie },
    payload: { driverId: taxi.id, estimatedArrival: 4 },
  });

async function pendingIds(taxi: Taxi): Promise<string[]> {
  const res = await taxi.instance.app.inject({ url: '/api/rides?status=pending', headers: { cookie: taxi.cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as Ride[]).map((r) => r.id);
}

/** Every ride the taxi's socket was shown (a request's card or an offer), up to a marker published after everything. */
async function ridesShownTo(taxi: Taxi): Promise<string[]> {
  const isMarker = await publishMarker(taxi.instance.app, rooms.driver(taxi.id));
  const cards = await taxi.live.receivedBefore('new_ride_request', isMarker);
  const offers = await taxi.live.receivedBefore('ride_offer', isMarker);
  return [...cards.map((ride) => ride.id), ...offers.map((offer) => offer.ride.id)];
}

const adminCookie = (instance: TestContext) => cookieFor(instance.app, { role: 'admin' });

async function assign(instance: TestContext, rideId: string, driverId: string) {
  return instance.app.inject({
    method: 'POST',
    url: `/api/admin/rides/${rideId}/assign`,
    headers: { cookie: await adminCookie(instance) },
    payload: { driverId, currentDriverId: null, estimatedArrival: 5 },
  });
}

/** A past ride of this customer with this driver: who may be left out ('Non voglio più questo taxista'). */
async function droveFor(instance: TestContext, who: Customer, driverId: string) {
  await insertRide(instance.app, {
    customerId: who.id,
    status: 'completed',
    acceptedDriverId: driverId,
    acceptedAt: new Date(NOW.getTime() - 7_200_000),
    completedAt: new Date(NOW.getTime() - 6_000_000),
    createdAt: new Date(NOW.getTime() - 7_300_000),
    expiresAt: new Date(NOW.getTime() - 7_200_000),
  });
}

const leaveOut = async (instance: TestContext, who: Customer, driverId: string) =>
  instance.app.inject({ method: 'POST', url: '/api/customers/me/excluded-drivers', headers: { cookie: who.cookie }, payload: { driverId } });

describe('DISPATCH_POLICY=broadcast', () => {
  it('shows a wheelchair request only to the accessible taxi; the saloon cannot take it, and is told what its car lacks', async () => {
    const saloon = await taxiAt(broadcast, 0.3);
    const van = await taxiAt(broadcast, 2, ACCESSIBLE_VAN);
    const { rideRequest: ride, matchingTaxisOnline } = await book(broadcast, { requirements: ['wheelchair'], passengers: 2 });
    expect(ride).toMatchObject({ requirements: ['wheelchair'], passengers: 2 });
    expect(matchingTaxisOnline).toBe(1);

    expect((await van.live.next('new_ride_request')).id).toBe(ride.id);
    expect(await ridesShownTo(saloon)).toEqual([]);
    expect(await pendingIds(van)).toContain(ride.id);
    expect(await pendingIds(saloon)).not.toContain(ride.id);

    const refused = await bid(ride.id, saloon);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'vehicle_does_not_fit', error: 'Non adatto: manca Accessibile in carrozzina' });
    const won = await bid(ride.id, van);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().ride).toMatchObject({ status: 'accepted', acceptedDriverId: van.id });
  });

  it('counts the taxis that fit a booking no further than its cap: a national fleet is not read whole for a number', async () => {
    await taxiAt(broadcast, 0.3);
    await taxiAt(broadcast, 2, ACCESSIBLE_VAN);
    await taxiAt(broadcast, 3);
    const who = await customer(broadcast);
    const plain = { requirements: [], passengers: null, customerId: who.id };
    const count = (upTo?: number) => countTaxisOnlineFor(broadcast.app.db, plain, NOW, broadcast.app.config.driverUnreachableSeconds, upTo);
    expect(await count()).toBe(3);
    expect(await count(2)).toBe(2);
    expect(await countTaxisOnlineFor(broadcast.app.db, { ...plain, requirements: ['wheelchair'] }, NOW, broadcast.app.config.driverUnreachableSeconds, 2)).toBe(1);
  });

  it('keeps a ride any taxi can serve going to every online taxi', async () => {
    const saloon = await taxiAt(broadcast, 0.3);
    const van = await taxiAt(broadcast, 2, ACCESSIBLE_VAN);
    const { rideRequest: ride, matchingTaxisOnline } = await book(broadcast, { passengers: 4 });
    expect(matchingTaxisOnline).toBe(2);
    expect((await saloon.live.next('new_ride_request')).id).toBe(ride.id);
    expect((await van.live.next('new_ride_request')).id).toBe(ride.id);
  });

  it('sends a booking for later, when its window opens, only to the taxis with the seats it needs', async () => {
    const departure = new Date(NOW.getTime() + 3 * 3_600_000);
    const { rideRequest: ride } = await book(broadcast, { requestType: 'scheduled', scheduledTime: departure.toISOString(), passengers: 6 });

    broadcast.clock.set(new Date(departure.getTime() - 25 * 60_000));
    const saloon = await taxiAt(broadcast, 0.3);
    const minivan = await taxiAt(broadcast, 2, SEVEN_SEATER);
    expect(await announceScheduledRides(broadcast.app)).toBe(1);
    expect((await minivan.live.next('new_ride_request')).id).toBe(ride.id);
    expect(await ridesShownTo(saloon)).toEqual([]);
    expect(await pendingIds(saloon)).not.toContain(ride.id);
    expect(await pendingIds(minivan)).toContain(ride.id);
  });
});

describe('DISPATCH_POLICY=nearest', () => {
  it('offers a wheelchair request to the accessible taxi, though a saloon is nearer', async () => {
    const saloon = await taxiAt(nearest, 0.3);
    const van = await taxiAt(nearest, 4, ACCESSIBLE_VAN);
    const { rideRequest: ride, matchingTaxisOnline } = await book(nearest, { requirements: ['wheelchair'] });
    expect(matchingTaxisOnline).toBe(1);

    const offer = await van.live.next('ride_offer');
    expect(offer.ride.id).toBe(ride.id);
    expect(offer.pickupDistanceKm).toBeCloseTo(4, 0);
    expect(await ridesShownTo(saloon)).toEqual([]);
  });

  it('offers a ride any taxi can serve to a saloon a little farther before the accessible van at the pickup (ADR 253)', async () => {
    const idleSince = new Date(NOW.getTime() - 5 * 60_000);
    const van = await taxiAt(nearest, 0.3, { ...ACCESSIBLE_VAN, idleSince });
    const saloon = await taxiAt(nearest, 1.5, { idleSince });
    const { rideRequest: ride } = await book(nearest);

    const offer = await saloon.live.next('ride_offer');
    expect(offer.ride.id).toBe(ride.id);
    expect(offer.pickupDistanceKm).toBeCloseTo(1.5, 1);
    expect(await ridesShownTo(van)).toEqual([]);
  });

  it('skips the four-seat cars for six passengers, and when the only seven-seater refuses, shows it to no saloon', async () => {
    const saloons = [await taxiAt(nearest, 0.2), await taxiAt(nearest, 0.5)];
    const minivan = await taxiAt(nearest, 3, SEVEN_SEATER);
    const { rideRequest: ride, matchingTaxisOnline } = await book(nearest, { passengers: 6 });
    expect(matchingTaxisOnline).toBe(1);
    expect((await minivan.live.next('ride_offer')).ride.id).toBe(ride.id);

    const refused = await nearest.app.inject({ method: 'POST', url: `/api/rides/${ride.id}/refuse`, headers: { cookie: minivan.cookie } });
    expect(refused.statusCode).toBe(204);
    for (const saloon of saloons) {
      expect(await ridesShownTo(saloon)).toEqual([]);
      expect(await pendingIds(saloon)).not.toContain(ride.id);
      expect((await bid(ride.id, saloon)).json()).toMatchObject({ code: 'vehicle_does_not_fit', error: 'Non adatto: 4 posti per 6 passeggeri' });
    }
  });
});

describe("a driver the customer left out ('Non voglio più questo taxista')", () => {
  it('is never offered, shown or given that customer’s rides, under either policy, nor by the office', async () => {
    const who = await customer(broadcast);
    const disliked = await taxiAt(nearest, 0.2);
    const other = await taxiAt(nearest, 3);
    await droveFor(broadcast, who, disliked.id);
    expect((await leaveOut(broadcast, who, disliked.id)).statusCode).toBe(201);

    // nearest: the nearer taxi is passed over.
    const { rideRequest: first, matchingTaxisOnline } = await book(nearest, {}, who);
    expect(matchingTaxisOnline).toBe(1);
    expect((await other.live.next('ride_offer')).ride.id).toBe(first.id);
    expect(await ridesShownTo(disliked)).toEqual([]);
    const office = await assign(nearest, first.id, disliked.id);
    expect(office.statusCode).toBe(409);
    expect(office.json()).toMatchObject({ code: 'driver_excluded_by_customer', error: EXCLUDED_BY_CUSTOMER });
    const cancel = await nearest.app.inject({ method: 'POST', url: `/api/rides/${first.id}/cancel`, headers: { cookie: who.cookie }, payload: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);

    // broadcast: neither the card nor the list, and a bid is refused without saying whose choice it was.
    const seen = await taxiAt(broadcast, 0.2);
    const leftOut = await taxiAt(broadcast, 0.1);
    await droveFor(broadcast, who, leftOut.id);
    expect((await leaveOut(broadcast, who, leftOut.id)).statusCode).toBe(201);
    const { rideRequest: second } = await book(broadcast, {}, who);
    expect((await seen.live.next('new_ride_request')).id).toBe(second.id);
    expect(await ridesShownTo(leftOut)).toEqual([]);
    expect(await pendingIds(leftOut)).not.toContain(second.id);
    expect((await bid(second.id, leftOut)).json()).toMatchObject({ code: 'ride_not_for_you', error: BID_REFUSALS.notForYou });

    // Another customer's ride still reaches him.
    const { rideRequest: someoneElse } = await book(broadcast);
    expect(await pendingIds(leftOut)).toContain(someoneElse.id);
  });

  it('is a list the customer sees and undoes, of drivers who drove them only; the office sees a count', async () => {
    const who = await customer(broadcast);
    const first = await insertDriver(broadcast.app);
    const second = await insertDriver(broadcast.app);
    const stranger = await insertDriver(broadcast.app);
    await droveFor(broadcast, who, first.id);
    await droveFor(broadcast, who, second.id);
    const list = async () => {
      const res = await broadcast.app.inject({ url: '/api/customers/me/excluded-drivers', headers: { cookie: who.cookie } });
      expect(res.statusCode).toBe(200);
      return (res.json() as { drivers: Array<{ driverId: string; name: string; licensePlate: string }> }).drivers;
    };
    expect(await list()).toEqual([]);

    const notMine = await leaveOut(broadcast, who, stranger.id);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ code: 'not_your_driver', error: 'Puoi escludere solo un taxista che ti ha accompagnato' });
    expect((await leaveOut(broadcast, who, 'not-a-driver')).statusCode).toBe(403);

    expect((await leaveOut(broadcast, who, first.id)).statusCode).toBe(201);
    broadcast.clock.advance(1_000);
    const twice = await leaveOut(broadcast, who, second.id);
    expect((await leaveOut(broadcast, who, second.id)).json()).toEqual(twice.json());
    expect((await list()).map((d) => d.driverId)).toEqual([second.id, first.id]);
    expect((await list())[0]).toMatchObject({ name: second.name, licensePlate: second.licensePlate });

    const register = await broadcast.app.inject({ url: '/api/admin/drivers', headers: { cookie: await adminCookie(broadcast) } });
    const counts = new Map((register.json() as Array<{ id: string; excludedByCustomers: number }>).map((d) => [d.id, d.excludedByCustomers]));
    expect([counts.get(first.id), counts.get(second.id), counts.get(stranger.id)]).toEqual([1, 1, 0]);

    const undo = () => broadcast.app.inject({ method: 'DELETE', url: `/api/customers/me/excluded-drivers/${first.id}`, headers: { cookie: who.cookie } });
    expect((await undo()).json().drivers.map((d: { driverId: string }) => d.driverId)).toEqual([second.id]);
    expect((await undo()).statusCode).toBe(200);
    expect((await list()).map((d) => d.driverId)).toEqual([second.id]);

    // design §13: deleting their data takes the list with it.
    const deleted = await broadcast.app.inject({ method: 'DELETE', url: '/api/customers/me', headers: { cookie: who.cookie } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await broadcast.app.inject({ url: '/api/admin/drivers', headers: { cookie: await adminCookie(broadcast) } });
    expect((after.json() as Array<{ id: string; excludedByCustomers: number }>).find((d) => d.id === second.id)?.excludedByCustomers).toBe(0);
  });
});

describe('how many fitting taxis are online, and the office told when none', () => {
  it('counts the online taxis that can serve the ride, free or busy, not those offline, unreachable or left out', async () => {
    const who = await customer(broadcast);
    await taxiAt(broadcast, 1, ACCESSIBLE_VAN);
    const busy = await taxiAt(broadcast, 2, ACCESSIBLE_VAN);
    await insertRide(broadcast.app, { status: 'accepted', acceptedDriverId: busy.id, acceptedAt: NOW, estimatedArrivalMinutes: 5 });
    await insertDriver(broadcast.app, { ...ACCESSIBLE_VAN, isAvailable: false });
    await insertDriver(broadcast.app, { ...ACCESSIBLE_VAN, isAvailable: true, socketLostAt: new Date(NOW.getTime() - 3_600_000) });
    const leftOut = await taxiAt(broadcast, 3, ACCESSIBLE_VAN);
    await droveFor(broadcast, who, leftOut.id);
    await leaveOut(broadcast, who, leftOut.id);
    await taxiAt(broadcast, 0.5);

    expect((await book(broadcast, { requestType: 'scheduled', scheduledTime: new Date(NOW.getTime() + 7_200_000).toISOString(), requirements: ['wheelchair'] }, who)).matchingTaxisOnline).toBe(2);
  });

  it('with none, the ride still waits and the office gets a no_fitting_taxi alert, answered once a driver has the ride', async () => {
    const saloon = await taxiAt(broadcast, 0.3);
    const admin = await adminCookie(broadcast);
    const office = await LiveTestClient.connect(broadcast.baseUrl, { cookie: admin });
    sockets.push(office);
    await office.identify('admin');
    const { rideRequest: ride, matchingTaxisOnline } = await book(broadcast, { requirements: ['pets', 'child_seat'] });
    expect(matchingTaxisOnline).toBe(0);
    expect(ride.status).toBe('pending');
    expect(await ridesShownTo(saloon)).toEqual([]);

    const raised = await office.next('ride_alert');
    expect(raised.alert).toMatchObject({ kind: 'no_fitting_taxi', rideId: ride.id, handledAt: null });
    const open = await broadcast.app.inject({ url: '/api/admin/alerts', headers: { cookie: admin } });
    expect((open.json() as RideAlert[]).filter((a) => a.rideId === ride.id).map((a) => a.kind)).toEqual(['no_fitting_taxi']);

    // The office finds a taxi with a pet blanket and a child seat, and gives it the ride.
    const family = await taxiAt(broadcast, 5, { features: ['pets', 'child_seat'] });
    expect((await assign(broadcast, ride.id, family.id)).statusCode).toBe(200);
    await checkRideAlerts(broadcast.app);
    expect(await office.next('ride_alert_handled')).toEqual({ alertId: raised.alert.id });
  });

  it("tells the office again when 'Ridistribuisci' still finds no taxi that can serve the ride", async () => {
    const admin = await adminCookie(broadcast);
    const { rideRequest: ride } = await book(broadcast, { passengers: 8 });
    const open = async () =>
      ((await broadcast.app.inject({ url: '/api/admin/alerts', headers: { cookie: admin } })).json() as RideAlert[]).filter((a) => a.rideId === ride.id);
    const [first] = await open();
    expect(first).toMatchObject({ kind: 'no_fitting_taxi' });

    broadcast.clock.advance(91_000);
    await expireDueRides(broadcast.app);
    const office = await LiveTestClient.connect(broadcast.baseUrl, { cookie: admin });
    sockets.push(office);
    await office.identify('admin');
    const again = await broadcast.app.inject({ method: 'POST', url: `/api/admin/rides/${ride.id}/redispatch`, headers: { cookie: admin } });
    expect(again.statusCode, again.body).toBe(200);
    expect((await office.next('ride_alert')).alert).toMatchObject({ id: first!.id, kind: 'no_fitting_taxi', handledAt: null });
    expect((await open()).map((a) => a.kind)).toEqual(['no_fitting_taxi']);
  });

  it('raises nothing new for a ride any taxi can serve, even with none online', async () => {
    const { rideRequest: ride, matchingTaxisOnline } = await book(broadcast, { passengers: 3 });
    expect(matchingTaxisOnline).toBe(0);
    const open = await broadcast.app.inject({ url: '/api/admin/alerts', headers: { cookie: await adminCookie(broadcast) } });
    expect((open.json() as RideAlert[]).filter((a) => a.rideId === ride.id)).toEqual([]);
  });

  it('takes the same options from the office on the phone, and refuses a feature it does not know, in Italian', async () => {
    await taxiAt(broadcast, 1, SEVEN_SEATER);
    const admin = await adminCookie(broadcast);
    const phone = (payload: Record<string, unknown>) =>
      broadcast.app.inject({
        method: 'POST',
        url: '/api/admin/rides',
        headers: { cookie: admin },
        payload: { customerPhone: '+39 347 555 0199', pickupAddress: trip.pickupAddress, pickup: PICKUP, requestType: 'immediate', ...payload },
      });
    const booked = await phone({ passengers: 7, requirements: ['large_boot'] });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ ride: { passengers: 7, requirements: ['large_boot'] }, matchingTaxisOnline: 0 });

    const unknown = await phone({ requirements: ['jacuzzi'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(VEHICLE_MESSAGES.unknownFeature);
    const { cookie } = await customer(broadcast);
    const fromCustomer = await broadcast.app.inject({ method: 'POST', url: '/api/rides', headers: { cookie }, payload: { ...trip, requirements: ['wheelchair', 'wheelchair'] } });
    expect(fromCustomer.statusCode).toBe(400);
    expect(fromCustomer.json().error).toBe(VEHICLE_MESSAGES.repeatedFeature);
  });
});

describe("the office's register, fleet and assignment", () => {
  it('keeps a car’s seats and features, four seats and none unless told, and an edit that leaves them out keeps them', async () => {
    const admin = await adminCookie(broadcast);
    const form = { name: 'Lucia Bianchi', phoneNumber: '+39 347 555 0142', licensePlate: 'FR 789 XY', carModel: 'Fiat Doblò' };
    const plain = await broadcast.app.inject({ method: 'POST', url: '/api/admin/drivers', headers: { cookie: admin }, payload: form });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ seats: 4, features: [] });

    const id = plain.json().id as string;
    const put = (payload: Record<string, unknown>) =>
      broadcast.app.inject({ method: 'PUT', url: `/api/admin/drivers/${id}`, headers: { cookie: admin }, payload: { ...form, ...payload } });
    expect((await put({ seats: 7, features: ['wheelchair', 'cards'] })).json()).toMatchObject({ seats: 7, features: ['wheelchair', 'cards'] });
    expect((await put({ carModel: 'Fiat Doblò Maxi' })).json()).toMatchObject({ carModel: 'Fiat Doblò Maxi', seats: 7, features: ['wheelchair', 'cards'] });
    const tooMany = await put({ seats: 12 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(VEHICLE_MESSAGES.seats);

    // Online somewhere, the office's map has them for the popup.
    await broadcast.app.db.update(drivers).set({ isAvailable: true, lastLatitude: 40.1, lastLongitude: 16.1 }).where(eq(drivers.id, id));
    const fleet = await broadcast.app.inject({ url: '/api/admin/fleet?bbox=16,40,16.2,40.2&zoom=12', headers: { cookie: admin } });
    expect((fleet.json() as FleetView).taxis.find((taxi) => taxi.driverId === id)).toMatchObject({ seats: 7, features: ['wheelchair', 'cards'] });
  });

  it('refuses to give a ride to a taxi that cannot serve it, saying why', async () => {
    const saloon = await taxiAt(broadcast, 0.3);
    const { rideRequest: ride } = await book(broadcast, { requirements: ['wheelchair'], passengers: 5 });
    const res = await assign(broadcast, ride.id, saloon.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'vehicle_does_not_fit',
      error: 'Non adatto: 4 posti per 5 passeggeri, manca Accessibile in carrozzina',
      ride: { id: ride.id, status: 'pending' },
    });
  });
});
