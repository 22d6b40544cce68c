import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, rides } from '../../db/schema';
import { cookieFor, insertCustomer, insertDriver } from '../../testing/fixtures';
import { LiveTestClient } from '../../testing/live-client';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();

async function rideOf(status: 'pending' | 'accepted' | 'completed', driverId: string | null) {
  const customer = await insertCustomer(t.app);
  const now = t.clock.now();
  const [ride] = await t.app.db
    .insert(rides)
    .values({
      customerId: customer.id,
      customerPhone: customer.phoneNumber,
      pickupAddress: 'Via Roma 1',
      dropoffAddress: 'Piazza Garibaldi',
      requestType: 'immediate',
      status,
      acceptedDriverId: driverId,
      expiresAt: new Date(now.getTime() + 90_000),
    })
    .returning();
  return { ride: ride!, cookie: await cookieFor(t.app, { role: 'customer', customerId: customer.id }) };
}

const rate = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/ratings', headers: { cookie }, payload });
const driverRow = async (id: string) => (await t.app.db.select().from(drivers).where(eq(drivers.id, id)))[0]!;

describe('POST /api/ratings', () => {
  it('rates a completed ride once and updates the driver average in the same step', async () => {
    const driver = await insertDriver(t.app);
    const first = await rideOf('completed', driver.id);
    const res = await rate(first.cookie, { rideRequestId: first.ride.id, rating: 4, reviewText: '  Puntuale  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().rating).toMatchObject({ rating: 4, reviewText: 'Puntuale' });
    expect(await driverRow(driver.id)).toMatchObject({ totalRatings: 1, averageRating: '4.00' });

    const second = await rideOf('completed', driver.id);
    await rate(second.cookie, { rideRequestId: second.ride.id, rating: 5, reviewText: '   ' });
    expect(await driverRow(driver.id)).toMatchObject({ totalRatings: 2, averageRating: '4.50' });

    const again = await rate(first.cookie, { rideRequestId: first.ride.id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(await driverRow(driver.id)).toMatchObject({ totalRatings: 2 });
  });

  it('sends the new average and count to the driver’s dashboard and the office at once (driver_updated)', async () => {
    const driver = await insertDriver(t.app);
    const own = await LiveTestClient.connect(t.baseUrl, { cookie: await cookieFor(t.app, { role: 'driver', driverId: driver.id }) });
    await own.identify('driver', driver.id);
    const office = await LiveTestClient.connect(t.baseUrl, { cookie: await cookieFor(t.app, { role: 'admin' }) });
    await office.identify('admin');
    const done = await rideOf('completed', driver.id);
    expect((await rate(done.cookie, { rideRequestId: done.ride.id, rating: 3 })).statusCode).toBe(201);
    for (const socket of [own, office]) {
      expect((await socket.next('driver_updated')).driver).toMatchObject({ id: driver.id, averageRating: 3, totalRatings: 1 });
    }
    own.close();
    office.close();
  });

  it('counts both of two customers rating the same driver at once', async () => {
    const driver = await insertDriver(t.app);
    const a = await rideOf('completed', driver.id);
    const b = await rideOf('completed', driver.id);
    const results = await Promise.all([
      rate(a.cookie, { rideRequestId: a.ride.id, rating: 2 }),
      rate(b.cookie, { rideRequestId: b.ride.id, rating: 4 }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await driverRow(driver.id)).toMatchObject({ totalRatings: 2, averageRating: '3.00' });
  });

  it('refuses a ride that is not completed, and another customer’s ride', async () => {
    const driver = await insertDriver(t.app);
    const accepted = await rideOf('accepted', driver.id);
    expect((await rate(accepted.cookie, { rideRequestId: accepted.ride.id, rating: 5 })).statusCode).toBe(409);
    const done = await rideOf('completed', driver.id);
    const stranger = await rideOf('completed', driver.id);
    expect((await rate(stranger.cookie, { rideRequestId: done.ride.id, rating: 5 })).statusCode).toBe(404);
    expect((await rate('', { rideRequestId: done.ride.id, rating: 5 })).statusCode).toBe(401);
  });

  it('needs a whole rating from 1 to 5, with the spec’s wording', async () => {
    const driver = await insertDriver(t.app);
    const done = await rideOf('completed', driver.id);
    for (const rating of [0, 6, 3.5]) {
      const res = await rate(done.cookie, { rideRequestId: done.ride.id, rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Seleziona una valutazione tra 1 e 5 stelle');
    }
  });
});
