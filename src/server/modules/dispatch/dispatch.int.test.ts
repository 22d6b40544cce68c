import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePhoton, type FakePhoton } from '../../../../tests/fakes/fake-photon';
import type { AdminRideDetails } from '../../../shared/admin.schemas';
import type { Ride } from '../../../shared/rides.schemas';
import { drivers, rideOffers } from '../../db/schema';
import { cookieFor, insertCustomer, insertDriver, insertRide } from '../../testing/fixtures';
import { LiveTestClient, publishMarker } from '../../testing/live-client';
import { rooms } from '../../live/rooms';
import { startTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { OFFERED_TO_ANOTHER } from '../rides/ride-accept.service';
import { NO_RUNNING_OFFER, sweepOffers } from './dispatch.service';
import { answeredOffersSince } from './offer-history.queries';

/**
 * design §11 `nearest` dispatch through the real app: a new request goes to the nearest free driver alone, a
 * refusal or a timeout passes it to the next one, and after OFFER_ROUNDS drivers every online driver sees it.
 */
let photon: FakePhoton;
beforeAll(async () => {
  photon = await startFakePhoton();
});
afterAll(async () => {
  await photon?.close();
});
const t = useTestApp(() => ({ env: { GEOCODER_URL: photon.url, GEOCODER_MIN_INTERVAL_MS: '0', DISPATCH_POLICY: 'nearest' } }));

const NOW = new Date('2026-06-10T10:00:00Z');
const PICKUP = { lat: 41.64, lon: 13.34 };
const trip = {
  pickupAddress: 'Piazza della Libertà, Frosinone',
  dropoffAddress: 'Stazione di Frosinone',
  pickup: PICKUP,
  dropoff: { lat: 41.63, lon: 13.32 },
  requestType: 'immediate',
};

const sockets: LiveTestClient[] = [];
beforeEach(async () => {
  t.clock.set(NOW);
  // Every test starts with its own fleet: the drivers and offers of the tests before are out of the way.
  await t.app.db.update(drivers).set({ isAvailable: false });
  await t.app.db.update(rideOffers).set({ endedAt: NOW, outcome: 'withdrawn' }).where(isNull(rideOffers.endedAt));
  return () => {
    for (const s of sockets.splice(0)) s.close();
  };
});

/** An online driver `km` north of the pickup, with a fresh position and a live socket. */
async function driverAt(km: number, values: Partial<typeof drivers.$inferInsert> = {}) {
  const row = await insertDriver(t.app, {
    isAvailable: true,
    onlineSince: new Date(NOW.getTime() - 3_600_000),
    lastLatitude: PICKUP.lat + km / 111.2,
    lastLongitude: PICKUP.lon,
    locationUpdatedAt: NOW,
    ...values,
  });
  const cookie = await cookieFor(t.app, { role: 'driver', driverId: row.id });
  const live = await LiveTestClient.connect(t.baseUrl, { cookie });
  sockets.push(live);
  await live.identify('driver', row.id);
  return { id: row.id, name: row.name, cookie, live };
}
type TestDriver = Awaited<ReturnType<typeof driverAt>>;

async function book(): Promise<Ride> {
  const customer = await insertCustomer(t.app);
  const cookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
  const res = await t.app.inject({ method: 'POST', url: '/api/rides', headers: { cookie }, payload: trip });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().rideRequest as Ride;
}

const refuse = (rideId: string, d: TestDriver) =>
  t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/refuse`, headers: { cookie: d.cookie } });
const bid = (rideId: string, d: TestDriver) =>
  t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/bids`, headers: { cookie: d.cookie }, payload: { driverId: d.id, estimatedArrival: 4 } });
async function pendingIds(d: TestDriver): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/rides?status=pending', headers: { cookie: d.cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as Ride[]).map((r) => r.id);
}
async function currentOfferOf(d: TestDriver) {
  const res = await t.app.inject({ url: `/api/drivers/${d.id}/offer`, headers: { cookie: d.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().offer as { ride: Ride; offerExpiresAt: string; pickupDistanceKm: number } | null;
}
async function history(rideId: string) {
  const cookie = await cookieFor(t.app, { role: 'admin' });
  const res = await t.app.inject({ url: `/api/admin/rides/${rideId}`, headers: { cookie } });
  return (res.json() as AdminRideDetails).events.map((e) => ({ type: e.type, actorId: e.actorId, details: e.details }));
}

describe('DISPATCH_POLICY=nearest', () => {
  it('offers a new request to the nearest free driver alone, with the distance and when the offer ends', async () => {
    const near = await driverAt(0.3);
    const far = await driverAt(3);
    const ride = await book();

    const offer = await near.live.next('ride_offer');
    expect(offer.ride.id).toBe(ride.id);
    expect(offer.pickupDistanceKm).toBeCloseTo(0.3, 1);
    expect(offer.offerExpiresAt).toBe(new Date(NOW.getTime() + 20_000).toISOString());
    // The offer is the driver's alone: the other one neither lists it nor was told of it.
    expect(await pendingIds(near)).toContain(ride.id);
    expect(await pendingIds(far)).not.toContain(ride.id);
    expect(far.live.received.some((m) => m.type === 'new_ride_request' || m.type === 'ride_offer')).toBe(false);
    // A reload gets the card back.
    expect(await currentOfferOf(near)).toEqual(offer);
    expect(await currentOfferOf(far)).toBeNull();
  });

  it("'Rifiuta' passes the offer to the next nearest driver at once, and the office's history says so", async () => {
    const near = await driverAt(0.3);
    const next = await driverAt(3);
    const ride = await book();
    await near.live.next('ride_offer');

    const res = await refuse(ride.id, near);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await next.live.next('ride_offer')).ride.id).toBe(ride.id);
    expect(await near.live.next('ride_offer_withdrawn')).toEqual({ rideId: ride.id });
    expect(await pendingIds(near)).not.toContain(ride.id);
    expect(await pendingIds(next)).toContain(ride.id);

    // Refusing again, or a ride never offered: 409 with the reason.
    const again = await refuse(ride.id, near);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Hai già rifiutato questa corsa.', code: 'no_running_offer' });
    // The driver it passed to, had he not been offered it: says so plainly.
    const never = await driverAt(12);
    expect((await refuse(ride.id, never)).json()).toMatchObject({ error: NO_RUNNING_OFFER, code: 'no_running_offer' });
    expect((await refuse('00000000-0000-4000-8000-000000000000', near)).statusCode).toBe(404);

    expect(await history(ride.id)).toEqual([
      { type: 'created', actorId: expect.any(String), details: null },
      { type: 'offered', actorId: null, details: expect.objectContaining({ driverId: near.id, driverName: near.name, round: 1 }) },
      { type: 'offer_refused', actorId: near.id, details: { round: 1 } },
      { type: 'offered', actorId: null, details: expect.objectContaining({ driverId: next.id, driverName: next.name, round: 2 }) },
    ]);
  });

  it('an offer not answered within OFFER_TIMEOUT_SECONDS goes to the next driver, once', async () => {
    const near = await driverAt(0.3);
    const next = await driverAt(3);
    const ride = await book();
    await near.live.next('ride_offer');

    t.clock.advance(19_000);
    expect(await sweepOffers(t.app)).toBe(0);
    t.clock.advance(1_000);
    expect(await sweepOffers(t.app)).toBe(1);
    expect(await sweepOffers(t.app)).toBe(0);

    expect((await next.live.next('ride_offer')).offerExpiresAt).toBe(new Date(NOW.getTime() + 40_000).toISOString());
    expect(await near.live.next('ride_offer_withdrawn')).toEqual({ rideId: ride.id });
    const events = await history(ride.id);
    expect(events.map((e) => e.type)).toEqual(['created', 'offered', 'offer_expired', 'offered']);
    expect(events[2]!.details).toMatchObject({ driverId: near.id, driverName: near.name });
  });

  it('an offer to a driver who goes offline moves on at the next sweep, without waiting for its time', async () => {
    const near = await driverAt(0.3);
    const next = await driverAt(3);
    const ride = await book();
    await near.live.next('ride_offer');
    const offline = await t.app.inject({ method: 'PATCH', url: `/api/drivers/${near.id}/status`, headers: { cookie: near.cookie }, payload: { isAvailable: false } });
    expect(offline.statusCode, offline.body).toBe(200);
    expect(await sweepOffers(t.app)).toBe(1);
    expect((await next.live.next('ride_offer')).ride.id).toBe(ride.id);
  });

  it('an offer to a driver who meanwhile got another ride moves on at the next sweep: the ride is not held for nobody', async () => {
    const near = await driverAt(0.3);
    const next = await driverAt(3);
    const ride = await book();
    await near.live.next('ride_offer');
    // The office gives the offered driver another ride (or a bid elsewhere won): they can no longer take this one.
    await insertRide(t.app, { status: 'accepted', acceptedDriverId: near.id, acceptedAt: NOW, estimatedArrivalMinutes: 5 });
    expect(await sweepOffers(t.app)).toBe(1);
    expect((await next.live.next('ride_offer')).ride.id).toBe(ride.id);
  });

  it('while the offer runs, a bid by another driver gets 409 with the reason, and the offered driver takes it', async () => {
    const near = await driverAt(0.3);
    const other = await driverAt(3);
    const ride = await book();
    await near.live.next('ride_offer');

    const refused = await bid(ride.id, other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: OFFERED_TO_ANOTHER, code: 'ride_offered_to_another_driver' });

    const won = await bid(ride.id, near);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().ride).toMatchObject({ status: 'accepted', acceptedDriverId: near.id });
    // The ride was on no other driver's screen: the fleet is not told it is taken (one write per online taxi).
    const marker = await publishMarker(t.app, rooms.driversOnline);
    expect(await other.live.receivedBefore('ride_taken', marker)).toEqual([]);

    // The sweep closes the offer as accepted and withdraws nothing.
    await sweepOffers(t.app);
    const [offer] = await t.app.db.select().from(rideOffers).where(eq(rideOffers.rideId, ride.id));
    expect(offer).toMatchObject({ driverId: near.id, outcome: 'accepted' });
    expect(near.live.received.some((m) => m.type === 'ride_offer_withdrawn')).toBe(false);
  });

  it('after OFFER_ROUNDS drivers the request is broadcast to every online driver, who may take it', async () => {
    const fleet = [await driverAt(0.3), await driverAt(3), await driverAt(6)];
    const last = await driverAt(9);
    const bystander = await driverAt(12);
    const ride = await book();
    for (const d of fleet) {
      await d.live.next('ride_offer');
      expect((await refuse(ride.id, d)).statusCode).toBe(204);
    }
    expect(last.live.received.some((m) => m.type === 'ride_offer')).toBe(false);
    expect((await last.live.next('new_ride_request')).id).toBe(ride.id);
    // Those who refused it never see 'Accetta' on it (issue 21): the broadcast's card is taken back at once, and
    // their list leaves it out.
    expect((await fleet[0]!.live.next('ride_taken')).rideId).toBe(ride.id);
    expect(await pendingIds(last)).toContain(ride.id);
    expect(await pendingIds(fleet[0]!)).not.toContain(ride.id);
    expect((await bid(ride.id, fleet[0]!)).json()).toEqual({
      error: 'Hai rifiutato questa corsa: è stata proposta ad altri taxisti.',
      code: 'ride_refused_by_you',
    });
    expect((await bystander.live.next('new_ride_request')).id).toBe(ride.id);
    expect((await bid(ride.id, last)).statusCode).toBe(200);
    // Every online driver had the broadcast's card: each is told to take it off.
    expect((await bystander.live.next('ride_taken')).rideId).toBe(ride.id);
    expect((await history(ride.id)).map((e) => e.type)).toEqual([
      'created',
      'offered',
      'offer_refused',
      'offered',
      'offer_refused',
      'offered',
      'offer_refused',
      'bid_lost',
      'accepted',
    ]);
  });

  it('broadcasts at once when no free driver has a fresh position (older than 2 minutes, or simulated)', async () => {
    const stale = await driverAt(0.3, { locationUpdatedAt: new Date(NOW.getTime() - 121_000) });
    const simulated = await driverAt(0.5, { locationSimulated: true });
    const ride = await book();
    expect((await stale.live.next('new_ride_request')).id).toBe(ride.id);
    expect((await simulated.live.next('new_ride_request')).id).toBe(ride.id);
    expect((await history(ride.id)).map((e) => e.type)).toEqual(['created']);
  });

  it('within FAIR_RADIUS_KM the driver longest without a ride comes first, and a driver holding an offer is skipped', async () => {
    const nearest = await driverAt(0.2, { onlineSince: new Date(NOW.getTime() - 60_000) });
    const waitingLonger = await driverAt(0.9, { onlineSince: new Date(NOW.getTime() - 7_200_000) });
    const first = await book();
    expect((await waitingLonger.live.next('ride_offer')).ride.id).toBe(first.id);
    const second = await book();
    expect((await nearest.live.next('ride_offer')).ride.id).toBe(second.id);
  });

  it('an offer survives a restart: a server started afterwards on the same database moves it on', async () => {
    const near = await driverAt(0.3);
    const next = await driverAt(3);
    const ride = await book();
    await near.live.next('ride_offer');
    const restarted = await startTestApp(await t.database.open(), { env: { DISPATCH_POLICY: 'nearest' }, clock: t.clock });
    try {
      t.clock.advance(20_000);
      expect(await sweepOffers(restarted.app)).toBe(1);
      const res = await restarted.app.inject({ url: `/api/drivers/${next.id}/offer`, headers: { cookie: next.cookie } });
      expect(res.json().offer.ride.id).toBe(ride.id);
    } finally {
      await restarted.close();
    }
  });

  it("a request cancelled while offered is withdrawn from the driver's screen", async () => {
    const near = await driverAt(0.3);
    const customer = await insertCustomer(t.app);
    const cookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
    const created = await t.app.inject({ method: 'POST', url: '/api/rides', headers: { cookie }, payload: trip });
    const ride = created.json().rideRequest as Ride;
    await near.live.next('ride_offer');
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/rides/${ride.id}/cancel`, headers: { cookie }, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await near.live.next('ride_taken')).rideId).toBe(ride.id);
    await sweepOffers(t.app);
    expect(await near.live.next('ride_offer_withdrawn')).toEqual({ rideId: ride.id });
    expect(await currentOfferOf(near)).toBeNull();
    // The driver is free for the next request at once.
    const seen = near.live.received.length;
    const another = await book();
    expect((await near.live.next('ride_offer', 2_000, seen)).ride.id).toBe(another.id);
  });
});

describe('nearest dispatch reads the taxis near the pickup, with the same choice as over the whole fleet (design §11 "Cost")', () => {
  it('a taxi 300 km away is offered the ride when nobody nearer is free', async () => {
    const faraway = await driverAt(300);
    const ride = await book();
    const offer = await faraway.live.next('ride_offer');
    expect(offer.ride.id).toBe(ride.id);
    expect(offer.pickupDistanceKm).toBeCloseTo(300, 0);
  });

  it('the taxi longest without a ride is found just beyond the first search radius, within the fairness band', async () => {
    await driverAt(1.5, { onlineSince: new Date(NOW.getTime() - 60_000) });
    const waitingLonger = await driverAt(2.4, { onlineSince: new Date(NOW.getTime() - 7_200_000) });
    const ride = await book();
    expect((await waitingLonger.live.next('ride_offer')).ride.id).toBe(ride.id);
  });

  it('a taxi that has just dropped off its passenger goes to the back of the rank queue', async () => {
    const justDroppedOff = await driverAt(0.5, { onlineSince: new Date(NOW.getTime() - 7_200_000) });
    const waiting = await driverAt(0.5, { onlineSince: new Date(NOW.getTime() - 3_600_000) });
    const earlier = await insertRide(t.app, { status: 'on_board', acceptedDriverId: justDroppedOff.id, acceptedAt: NOW, estimatedArrivalMinutes: 5 });
    t.clock.advance(60_000);
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/rides/${earlier.id}`,
      headers: { cookie: justDroppedOff.cookie },
      payload: { status: 'completed', meterFareCents: 1250, paymentMethod: 'cash' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const ride = await book();
    expect((await waiting.live.next('ride_offer')).ride.id).toBe(ride.id);
    expect(justDroppedOff.live.received.some((m) => m.type === 'ride_offer')).toBe(false);
  });
});

describe('the offers as the record of how drivers answer (ADR 285: npm run drivers-behaviour)', () => {
  it('lists each answered offer with its outcome, how long the driver took and the distance; running and withdrawn ones are left out', async () => {
    const refuser = await driverAt(0.3);
    const sleeper = await driverAt(3);
    const taker = await driverAt(6);
    const ride = await book();
    await refuser.live.next('ride_offer');
    t.clock.advance(4_000);
    expect((await refuse(ride.id, refuser)).statusCode).toBe(204);
    await sleeper.live.next('ride_offer');
    t.clock.advance(20_000);
    expect(await sweepOffers(t.app)).toBe(1);
    await taker.live.next('ride_offer');
    t.clock.advance(7_000);
    expect((await bid(ride.id, taker)).statusCode).toBe(200);
    // The accepted offer itself is closed by the next sweep, a moment later: the tap is the ride's acceptance.
    t.clock.advance(900);
    await sweepOffers(t.app);

    // A second call goes to the refuser (he refused the first one, not this one); while it runs it says nothing yet.
    const second = await book();
    await refuser.live.next('ride_offer');
    const ours = new Set([refuser.id, sleeper.id, taker.id]);
    const answered = async (since = NOW) => (await answeredOffersSince(t.app.db, since)).filter((o) => ours.has(o.driverId));
    const expected = [
      { driverId: refuser.id, outcome: 'refused', answeredAfterSeconds: 4, timeoutSeconds: 20, pickupDistanceKm: expect.closeTo(0.3, 1) },
      { driverId: sleeper.id, outcome: 'timed_out', answeredAfterSeconds: null, timeoutSeconds: 20, pickupDistanceKm: expect.closeTo(3, 1) },
      { driverId: taker.id, outcome: 'accepted', answeredAfterSeconds: 7, timeoutSeconds: 20, pickupDistanceKm: expect.closeTo(6, 1) },
    ];
    expect(await answered()).toEqual(expected);

    // Withdrawn (the ride was settled otherwise while it ran): nothing the driver did.
    await t.app.db.update(rideOffers).set({ endedAt: t.clock.now(), outcome: 'withdrawn' }).where(eq(rideOffers.rideId, second.id));
    expect(await answered()).toEqual(expected);
    expect(await answered(new Date(NOW.getTime() + 3_600_000))).toEqual([]);
  });
});
