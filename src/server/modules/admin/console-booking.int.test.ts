import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, rideEvents, rides } from '../../db/schema';
import { cookieFor, insertCustomer, insertRide, nextMobile, signedInDriver, smsOutbox } from '../../testing/fixtures';
import { LiveTestClient } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

const PICKUP = { lat: 41.6396, lon: 13.3511 };
const DROPOFF = { lat: 41.6301, lon: 13.3202 };
const booking = (overrides: Record<string, unknown> = {}) => ({
  customerPhone: nextMobile(),
  pickupAddress: 'Piazza della Libertà 1, Frosinone',
  pickup: PICKUP,
  dropoffAddress: 'Stazione di Frosinone',
  dropoff: DROPOFF,
  requestType: 'immediate',
  ...overrides,
});
const book = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/admin/rides', headers: { cookie: admin, ...headers }, payload });

describe('POST /api/admin/rides (phone booking)', () => {
  it('books for a new caller with no SMS code: customer created by the normalised number, source office, dispatched like any ride', async () => {
    const phone = nextMobile();
    const driver = await signedInDriver(t.app);
    const driverLive = await LiveTestClient.connect(t.baseUrl, { cookie: driver.cookie });
    await driverLive.identify('driver', driver.driver.id);
    const office = await LiveTestClient.connect(t.baseUrl, { cookie: admin });
    await office.identify('admin');

    const res = await book(booking({ customerPhone: `${phone.slice(3, 6)} ${phone.slice(6)}`, notes: ' Citofono Rossi ', passengers: 3 }));
    expect(res.statusCode).toBe(201);
    const { ride } = res.json();
    expect(ride).toMatchObject({
      customerPhone: phone,
      pickupAddress: 'Piazza della Libertà 1, Frosinone',
      pickupLat: PICKUP.lat,
      dropoffAddress: 'Stazione di Frosinone',
      requestType: 'immediate',
      status: 'pending',
      source: 'office',
      notes: 'Citofono Rossi',
      passengers: 3,
    });
    expect(ride.estimatedFare).toBeGreaterThan(0);
    const [customer] = await t.app.db.select().from(customers).where(eq(customers.phoneNumber, phone));
    expect(ride.customerId).toBe(customer!.id);
    // No code was sent to the caller.
    expect(await smsOutbox(t.app, phone)).toEqual([]);
    // The same announcements as a customer's booking.
    expect((await driverLive.next('new_ride_request')).id).toBe(ride.id);
    expect((await office.next('new_ride_request')).id).toBe(ride.id);
    // The office is the author in the history.
    const events = await t.app.db.select().from(rideEvents).where(eq(rideEvents.rideId, ride.id));
    expect(events).toMatchObject([{ type: 'created', actorRole: 'admin', actorId: null }]);
    // The customer, signing in later on the booking page, sees the ride as theirs.
    const mine = await t.app.inject({
      url: '/api/customers/me/rides?scope=current',
      headers: { cookie: await cookieFor(t.app, { role: 'customer', customerId: customer!.id }) },
    });
    expect(mine.json().rides.map((r: { ride: { id: string } }) => r.ride.id)).toEqual([ride.id]);
    driverLive.close();
    office.close();
  });

  it('books for a known caller (found by the number), with the destination left out: no fare, shown as not specified', async () => {
    const caller = await insertCustomer(t.app);
    const res = await book(booking({ customerPhone: caller.phoneNumber, dropoffAddress: '', dropoff: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json().ride).toMatchObject({
      customerId: caller.id,
      dropoffAddress: null,
      dropoffLat: null,
      estimatedFare: null,
      estimatedDistance: null,
    });
  });

  it('books a scheduled ride with the customer page’s rules', async () => {
    t.clock.set('2026-11-23T10:05:00Z');
    const tooSoon = await book(booking({ requestType: 'scheduled', scheduledTime: '2026-11-23T10:30:00Z' }));
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().error).toBe('La prenotazione deve essere almeno 1 ora nel futuro');
    const ok = await book(booking({ requestType: 'scheduled', scheduledTime: '2026-11-23T13:00:00Z' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().ride).toMatchObject({ requestType: 'scheduled', scheduledTime: '2026-11-23T13:00:00.000Z', source: 'office' });
  });

  it('books one ride for a double click (same Idempotency-Key), the second answer is the first ride', async () => {
    const payload = booking();
    const headers = { 'idempotency-key': `office-${Date.now()}-double` };
    const [a, b] = await Promise.all([book(payload, headers), book(payload, headers)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().ride.id).toBe(b.json().ride.id);
    const [customer] = await t.app.db.select().from(customers).where(eq(customers.phoneNumber, payload.customerPhone));
    expect(await t.app.db.select().from(rides).where(eq(rides.customerId, customer!.id))).toHaveLength(1);
  });

  it('refuses a second immediate ride while the caller has one under way (409, Italian)', async () => {
    const caller = await insertCustomer(t.app);
    await insertRide(t.app, { customerId: caller.id, status: 'pending' });
    const res = await book(booking({ customerPhone: caller.phoneNumber }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ride_in_progress', error: expect.stringContaining('Questo cliente ha già una corsa in corso') });
  });

  it('refuses what is missing or wrong (400, Italian) and anyone but the office (401)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ customerPhone: 'abc' }, 'Numero di telefono non valido'],
      [{ pickupAddress: '  ' }, 'Inserisci l’indirizzo di partenza'],
      [{ passengers: 9 }, 'Passeggeri: da 1 a 8'],
      [{ requestType: 'scheduled', scheduledTime: null }, 'Seleziona data e ora per la prenotazione'],
    ];
    for (const [override, message] of cases) {
      const res = await book(booking(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().error).toContain(message);
    }
    const { cookie } = await signedInDriver(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/rides', headers: { cookie }, payload: booking() });
    expect(res.statusCode).toBe(401);
  });
});
