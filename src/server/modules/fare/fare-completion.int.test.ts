import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rideEvents } from '../../db/schema';
import { cookieFor, insertCustomer, insertRide, signedInDriver } from '../../testing/fixtures';
import { useTestApp } from '../../testing/use-test-app';

// design §15 end to end on the server: tariff versions, the maximum, completion, fixed routes and the figures.
const t = useTestApp({
  env: {
    ROAD_FACTOR: '1',
    TARIFF_BASE_CENTS: '500',
    TARIFF_PER_KM_CENTS: '150',
    TARIFF_MINIMUM_CENTS: '800',
    MAX_FARE_MARGIN_PERCENT: '15',
  },
});
// Wednesday 10 June 2026, 12:00 in Rome: no supplement.
const NOW = new Date('2026-06-10T10:00:00Z');
beforeEach(() => t.clock.set(NOW));

const pickup = { lat: 41.64, lon: 13.34 };
const dropoff = { lat: 41.64, lon: 13.46 }; // ≈ 9.98 km east
const station = { lat: 41.6271, lon: 13.3197 };
const hospital = { lat: 41.6575, lon: 13.3386 };

const admin = () => cookieFor(t.app, { role: 'admin' });
const quote = async (trip: { pickup: object; dropoff: object }) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/fare/calculate', payload: { pickupAddress: 'A', dropoffAddress: 'B', ...trip } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A ride booked by a customer and taken by a driver, as the API makes it. */
async function takenRide(trip = { pickup, dropoff }) {
  const customer = await insertCustomer(t.app);
  const customerCookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/rides',
    headers: { cookie: customerCookie },
    payload: { pickupAddress: 'A', dropoffAddress: 'B', requestType: 'immediate', ...trip },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const ride = booked.json().rideRequest;
  const { driver, cookie: driverCookie } = await signedInDriver(t.app);
  const bid = await t.app.inject({ method: 'POST', url: `/api/rides/${ride.id}/bids`, headers: { cookie: driverCookie }, payload: { driverId: driver.id, estimatedArrival: 5 } });
  expect(bid.statusCode, bid.body).toBe(200);
  return { ride, driver, driverCookie, customerCookie };
}

const complete = (rideId: string, cookie: string, body: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/rides/${rideId}`, headers: { cookie }, payload: { status: 'completed', ...body } });

describe('the guaranteed maximum and completion with the meter', () => {
  it('quotes the estimate with its maximum, and the ride keeps both', async () => {
    const estimate = await quote({ pickup, dropoff });
    const cents = Math.round(estimate.estimatedFare * 100);
    expect(estimate.maxFareCents).toBe(Math.ceil((cents * 1.15) / 50) * 50);
    expect(estimate.fixedRoute).toBeNull();
    const { ride } = await takenRide();
    expect(ride).toMatchObject({ estimatedFare: estimate.estimatedFare, maxFareCents: estimate.maxFareCents, fixedFare: false, finalFareCents: null });
  });

  it('records the meter’s amount and the payment', async () => {
    const { ride, driverCookie } = await takenRide();
    const res = await complete(ride.id, driverCookie, { meterFareCents: 2150, paymentMethod: 'card' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ride).toMatchObject({ status: 'completed', finalFareCents: 2150, fareSource: 'meter', paymentMethod: 'card' });
  });

  it('caps an amount above the maximum in the completing transaction, and the history keeps what the meter said', async () => {
    const { ride, driverCookie } = await takenRide();
    const res = await complete(ride.id, driverCookie, { meterFareCents: ride.maxFareCents + 870, paymentMethod: 'cash' });
    expect(res.json().ride).toMatchObject({ finalFareCents: ride.maxFareCents, fareSource: 'capped', paymentMethod: 'cash' });
    const events = await t.app.db.select().from(rideEvents).where(eq(rideEvents.rideId, ride.id));
    expect(events.find((e) => e.type === 'completed')?.details).toEqual({ meterFareCents: ride.maxFareCents + 870 });
    const office = await t.app.inject({ url: `/api/admin/rides/${ride.id}`, headers: { cookie: await admin() } });
    expect(office.json()).toMatchObject({ maxFareCents: ride.maxFareCents, finalFareCents: ride.maxFareCents, fareSource: 'capped', paymentMethod: 'cash' });
  });

  it('refuses a driver’s completion without the payment or the amount, in Italian, and leaves the ride as it was', async () => {
    const { ride, driverCookie } = await takenRide();
    const noPayment = await complete(ride.id, driverCookie, { meterFareCents: 1500 });
    expect(noPayment.statusCode).toBe(400);
    expect(noPayment.json()).toMatchObject({ code: 'payment_required', error: 'Indica come ha pagato il cliente: Contanti o Carta' });
    const noAmount = await complete(ride.id, driverCookie, { paymentMethod: 'cash' });
    expect(noAmount.json()).toMatchObject({ code: 'meter_fare_required', error: 'Inserisci l’importo del tassametro' });
    const badAmount = await complete(ride.id, driverCookie, { meterFareCents: 12.5, paymentMethod: 'cash' });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().error).toMatch(/^Importo non valido/);
    const still = await t.app.inject({ url: `/api/rides/${ride.id}`, headers: { cookie: driverCookie } });
    expect(still.json().ride).toMatchObject({ status: 'accepted', finalFareCents: null });
  });

  it('takes the meter as it is on a ride booked without an estimate (the address service was down): no maximum', async () => {
    const { driver, cookie } = await signedInDriver(t.app);
    const ride = await insertRide(t.app, {
      status: 'on_board',
      acceptedDriverId: driver.id,
      acceptedAt: NOW,
      estimatedFareCents: null,
      estimatedDistanceMeters: null,
      dropoffAddress: 'Via che il geocoder non conosce',
    });
    const res = await complete(ride.id, cookie, { meterFareCents: 4870, paymentMethod: 'cash' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ride).toMatchObject({ estimatedFare: null, maxFareCents: null, finalFareCents: 4870, fareSource: 'meter' });
  });

  it('ends the customer’s auto-completed ride with its estimate, whatever the page sends', async () => {
    const { ride, customerCookie } = await takenRide();
    const res = await complete(ride.id, customerCookie, { meterFareCents: 1, paymentMethod: 'card' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ride).toMatchObject({ finalFareCents: Math.round(ride.estimatedFare * 100), fareSource: 'estimate', paymentMethod: null });
  });

  it('adds final fares, not estimates, to the driver’s earnings and the office’s revenue', async () => {
    const { ride, driver, driverCookie } = await takenRide();
    await complete(ride.id, driverCookie, { meterFareCents: 1990, paymentMethod: 'cash' });
    const stats = await t.app.inject({ url: `/api/drivers/${driver.id}/stats`, headers: { cookie: driverCookie } });
    expect(stats.json()).toMatchObject({ completedToday: 1, earningsToday: 19.9 });
    const before = Number((await t.app.inject({ url: '/api/admin/stats', headers: { cookie: await admin() } })).json().revenueToday);
    const second = await takenRide();
    // Above the maximum: the revenue adds the capped fare, not what the meter said.
    await complete(second.ride.id, second.driverCookie, { meterFareCents: second.ride.maxFareCents + 500, paymentMethod: 'card' });
    const after = Number((await t.app.inject({ url: '/api/admin/stats', headers: { cookie: await admin() } })).json().revenueToday);
    expect(after - before).toBeCloseTo(second.ride.maxFareCents / 100, 2);
  });
});

describe('tariff versions', () => {
  it('the office schedules a version; quotes before its start use the old one, from its start the new one', async () => {
    const cookie = await admin();
    const inForce = (await t.app.inject({ url: '/api/admin/tariffs', headers: { cookie } })).json().inForce;
    expect(inForce).toMatchObject({ baseCents: 500, perKmCents: 150, minimumCents: 800, nightPercent: 20, weekendPercent: 15 });
    const later = new Date(NOW.getTime() + 3_600_000).toISOString(); // 13:00 in Rome
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tariffs',
      headers: { cookie },
      payload: { effectiveFrom: later, baseCents: 700, perKmCents: 200, minimumCents: 1000, nightPercent: 10, weekendPercent: 5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const old = await quote({ pickup, dropoff });
    expect(old.fareDetails.baseFare).toBe(5);
    t.clock.set(new Date(later));
    const fresh = await quote({ pickup, dropoff });
    expect(fresh.fareDetails.baseFare).toBe(7);
    expect(fresh.supplementPercents).toEqual({ night: 10, weekend: 5 });
    expect(fresh.fareDetails.distanceFare).toBeCloseTo(old.fareDetails.distanceFare * (200 / 150), 1);
    const { ride } = await takenRide();
    expect(ride.estimatedFare).toBe(fresh.estimatedFare);
  });

  it('a booking for later is priced with the version in force at its departure', async () => {
    const cookie = await admin();
    const departure = new Date(NOW.getTime() + 5 * 3_600_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/tariffs',
      headers: { cookie },
      payload: { effectiveFrom: new Date(NOW.getTime() + 4 * 3_600_000).toISOString(), baseCents: 900, perKmCents: 150, minimumCents: 800, nightPercent: 20, weekendPercent: 15 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fare/calculate',
      payload: { pickupAddress: 'A', dropoffAddress: 'B', pickup, dropoff, scheduledTime: departure.toISOString() },
    });
    expect(res.json().fareDetails.baseFare).toBe(9);
    expect((await quote({ pickup, dropoff })).fareDetails.baseFare).not.toBe(9);
  });

  it('refuses a start in the past or one already taken, and withdraws only a version not yet in force', async () => {
    const cookie = await admin();
    const body = { baseCents: 600, perKmCents: 150, minimumCents: 800, nightPercent: 20, weekendPercent: 15 };
    const past = await t.app.inject({ method: 'POST', url: '/api/admin/tariffs', headers: { cookie }, payload: { ...body, effectiveFrom: '2026-06-10T09:00:00Z' } });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('La nuova tariffa deve partire da un momento futuro');
    const start = '2026-07-01T00:00:00+02:00';
    const first = await t.app.inject({ method: 'POST', url: '/api/admin/tariffs', headers: { cookie }, payload: { ...body, effectiveFrom: start } });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/tariffs', headers: { cookie }, payload: { ...body, effectiveFrom: start } });
    expect(again.statusCode).toBe(409);
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/tariffs', headers: { cookie }, payload: { ...body, nightPercent: 120, effectiveFrom: start } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Percentuale non valida: da 0 a 100');
    const inForce = (await t.app.inject({ url: '/api/admin/tariffs', headers: { cookie } })).json().inForce;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/tariffs/${inForce.id}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/tariffs/${first.json().id}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/tariffs', payload: { ...body, effectiveFrom: start } })).statusCode).toBe(401);
  });
});

describe('fixed-fare routes', () => {
  const route = { name: 'Stazione – Ospedale', a: { ...station, radiusMeters: 300 }, b: { ...hospital, radiusMeters: 300 }, amountCents: 1500 };

  it('a trip along a route is quoted its fixed fare in both directions, and completes at it whatever the meter says', async () => {
    const cookie = await admin();
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/fixed-routes', headers: { cookie }, payload: route });
    expect(created.statusCode, created.body).toBe(201);
    const there = await quote({ pickup: station, dropoff: hospital });
    const back = await quote({ pickup: hospital, dropoff: station });
    for (const q of [there, back]) expect(q).toMatchObject({ estimatedFare: 15, maxFareCents: 1500, fixedRoute: { name: 'Stazione – Ospedale' } });

    const { ride, driverCookie } = await takenRide({ pickup: hospital, dropoff: station });
    expect(ride).toMatchObject({ fixedFare: true, estimatedFare: 15, maxFareCents: 1500 });
    // Only the payment is asked; an amount sent anyway does not count.
    const res = await complete(ride.id, driverCookie, { meterFareCents: 2890, paymentMethod: 'card' });
    expect(res.json().ride).toMatchObject({ finalFareCents: 1500, fareSource: 'fixed', paymentMethod: 'card' });
    const onlyPayment = await takenRide({ pickup: station, dropoff: hospital });
    const paid = await complete(onlyPayment.ride.id, onlyPayment.driverCookie, { paymentMethod: 'cash' });
    expect(paid.json().ride).toMatchObject({ finalFareCents: 1500, fareSource: 'fixed' });
  });

  it('lists, edits and removes routes; a removed route is no longer quoted', async () => {
    const cookie = await admin();
    const created = (await t.app.inject({ method: 'POST', url: '/api/admin/fixed-routes', headers: { cookie }, payload: route })).json();
    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/fixed-routes/${created.id}`, headers: { cookie }, payload: { ...route, amountCents: 1700 } });
    expect(edited.json()).toMatchObject({ amountCents: 1700 });
    expect((await quote({ pickup: station, dropoff: hospital })).estimatedFare).toBe(15); // the earlier test's route is cheaper
    const list = (await t.app.inject({ url: '/api/admin/fixed-routes', headers: { cookie } })).json();
    for (const r of list) await t.app.inject({ method: 'DELETE', url: `/api/admin/fixed-routes/${r.id}`, headers: { cookie } });
    expect((await quote({ pickup: station, dropoff: hospital })).fixedRoute).toBeNull();
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/fixed-routes', headers: { cookie }, payload: { ...route, a: { ...station, radiusMeters: 5 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Raggio non valido: da 20 a 5.000 metri');
  });
});
