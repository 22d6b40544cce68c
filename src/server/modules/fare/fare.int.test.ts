import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePhoton, type FakePhoton } from '../../../../tests/fakes/fake-photon';
import { cookieFor, insertCustomer } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const pickup = { lat: 41.64, lon: 13.34 };
const dropoff = { lat: 41.64, lon: 13.46 }; // ≈ 10 km east

let photon: FakePhoton;
beforeAll(async () => {
  photon = await startFakePhoton();
});
afterAll(async () => {
  await photon?.close();
});
const t = useTestApp(() => ({
  env: {
    GEOCODER_URL: photon.url,
    GEOCODER_MIN_INTERVAL_MS: '0',
    ROAD_FACTOR: '1',
    TARIFF_BASE_CENTS: '500',
    TARIFF_PER_KM_CENTS: '150',
    TARIFF_MINIMUM_CENTS: '800',
  },
}));
// The same app with the geocoder and the router both unreachable.
const down = useTestApp({ env: { ROUTER_URL: 'http://127.0.0.1:9/osrm' } }, { alongside: t });

const calculate = (app: TestApp, payload: object) =>
  app.app.inject({ method: 'POST', url: '/api/fare/calculate', payload });

describe('POST /api/fare/calculate', () => {
  it('answers spec §3 fields with the breakdown in euros', async () => {
    t.clock.set('2026-06-10T10:00:00Z'); // Wednesday noon in Rome
    const res = await calculate(t, { pickupAddress: 'A', dropoffAddress: 'B', pickup, dropoff });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, fareDetails: { baseFare: 5, nightSupplement: 0, weekendSupplement: 0 } });
    expect(body.estimatedDistance).toBeCloseTo(9.98, 1);
    expect(body.estimatedFare).toBeCloseTo(5 + body.fareDetails.distanceFare, 2);
  });

  it('applies the night and weekend supplements of the scheduled time, not of now', async () => {
    t.clock.set('2026-06-10T10:00:00Z');
    // Saturday 13 June 2026 at 23:00 in Rome.
    const res = await calculate(t, { pickupAddress: 'A', dropoffAddress: 'B', pickup, dropoff, scheduledTime: '2026-06-13T21:00:00Z' });
    const { fareDetails, estimatedFare } = res.json();
    const metered = fareDetails.baseFare + fareDetails.distanceFare;
    expect(fareDetails.nightSupplement).toBeCloseTo(metered * 0.2, 2);
    expect(fareDetails.weekendSupplement).toBeCloseTo(metered * 0.15, 2);
    expect(estimatedFare).toBeCloseTo(metered * 1.35, 1);
  });

  it('geocodes free text on the server', async () => {
    const res = await calculate(t, { pickupAddress: 'Stazione di Frosinone', dropoffAddress: 'Roma Termini' });
    expect(res.statusCode).toBe(200);
    expect(res.json().estimatedDistance).toBeGreaterThan(50);
  });

  it('needs both addresses, with the spec’s wording', async () => {
    const res = await calculate(t, { pickupAddress: '', dropoffAddress: 'B' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Inserisci entrambi gli indirizzi per calcolare la tariffa');
  });

  it('answers 503 with an Italian message when the geocoder is down', async () => {
    const res = await calculate(down, { pickupAddress: 'Via Roma', dropoffAddress: 'Via Milano' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('Servizio indirizzi non disponibile, riprova tra poco');
  });

  it('answers 503 with an Italian message when the router is down; a booking goes through without an estimate', async () => {
    const res = await calculate(down, { pickupAddress: 'A', dropoffAddress: 'B', pickup, dropoff });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/^Impossibile calcolare la tariffa/);
    const customer = await insertCustomer(down.app);
    const cookie = await cookieFor(down.app, { role: 'customer', customerId: customer.id });
    const booking = await down.app.inject({
      method: 'POST',
      url: '/api/rides',
      headers: { cookie },
      payload: { pickupAddress: 'A', dropoffAddress: 'B', pickup, dropoff, requestType: 'immediate' },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    expect(booking.json().rideRequest).toMatchObject({ pickupLat: pickup.lat, estimatedFare: null, estimatedDistance: null });
  });

  it('books by the typed address with the geocoder down, for the customer and for the office (issue 21)', async () => {
    const customer = await insertCustomer(down.app);
    const cookie = await cookieFor(down.app, { role: 'customer', customerId: customer.id });
    const booking = await down.app.inject({
      method: 'POST',
      url: '/api/rides',
      headers: { cookie },
      payload: { pickupAddress: 'Via Aldo Moro 12, Frosinone', dropoffAddress: 'Stazione di Frosinone', requestType: 'immediate' },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    expect(booking.json().rideRequest).toMatchObject({ pickupAddress: 'Via Aldo Moro 12, Frosinone', pickupLat: null, dropoffLat: null, estimatedFare: null });

    const office = await cookieFor(down.app, { role: 'admin' });
    const typed = await down.app.inject({
      method: 'POST',
      url: '/api/admin/rides',
      headers: { cookie: office },
      payload: { customerPhone: '0775 123456', pickupAddress: 'Via Marittima 5, Frosinone', requestType: 'immediate' },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().ride).toMatchObject({ pickupAddress: 'Via Marittima 5, Frosinone', pickupLat: null, customerPhone: '+390775123456' });
    // A point the operator clicked on the map is kept with the typed text.
    const clicked = await down.app.inject({
      method: 'POST',
      url: '/api/admin/rides',
      headers: { cookie: office },
      payload: { customerPhone: '347 555 0101', pickupAddress: 'Davanti al bar', pickup: { lat: 41.64, lon: 13.34 }, requestType: 'immediate' },
    });
    expect(clicked.statusCode, clicked.body).toBe(201);
    expect(clicked.json().ride).toMatchObject({ pickupAddress: 'Davanti al bar', pickupLat: 41.64, pickupLon: 13.34 });
  });
});
