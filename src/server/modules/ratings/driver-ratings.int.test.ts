import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, ratings } from '../../db/schema';
import { cookieFor, insertCustomer, insertDriver, insertRide } from '../../testing/fixtures';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();
let driverId: string;
let quietDriverId: string;

beforeAll(async () => {
  const driver = await insertDriver(t.app, { name: 'Sara Galli' });
  driverId = driver.id;
  quietDriverId = (await insertDriver(t.app)).id;
  const reviews = [
    { rating: 5, reviewText: 'Gentilissima', createdAt: new Date('2026-04-01T10:00:00Z') },
    { rating: 3, reviewText: null, createdAt: new Date('2026-04-03T10:00:00Z') },
    { rating: 4, reviewText: 'Auto pulita', createdAt: new Date('2026-04-02T10:00:00Z') },
  ];
  for (const review of reviews) {
    const ride = await insertRide(t.app, { status: 'completed', acceptedDriverId: driverId, completedAt: review.createdAt });
    await t.app.db.insert(ratings).values({ rideId: ride.id, customerId: ride.customerId, driverId, ...review });
  }
  await t.app.db.update(drivers).set({ averageRating: '4.00', totalRatings: 3 }).where(eq(drivers.id, driverId));
});

const get = (id: string, cookie?: string, query = '') =>
  t.app.inject({ url: `/api/drivers/${id}/ratings${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/drivers/:id/ratings', () => {
  it('gives the office the average, the count and the reviews newest first', async () => {
    const res = await get(driverId, await loginAdmin(t.app));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.driver).toEqual({ id: driverId, name: 'Sara Galli', averageRating: 4, totalRatings: 3 });
    expect(body.ratings.map((r: { rating: number }) => r.rating)).toEqual([3, 4, 5]);
    expect(body.ratings[0]).toEqual({
      id: expect.any(String),
      rating: 3,
      reviewText: null,
      createdAt: '2026-04-03T10:00:00.000Z',
    });
    expect((await get(driverId, await loginAdmin(t.app), '?limit=1')).json().ratings).toHaveLength(1);
  });

  it('answers an empty list for a driver without reviews', async () => {
    const body = (await get(quietDriverId, await loginAdmin(t.app))).json();
    expect(body).toMatchObject({ driver: { totalRatings: 0, averageRating: 0 }, ratings: [] });
  });

  it('lets a driver read only their own reviews', async () => {
    const own = await cookieFor(t.app, { role: 'driver', driverId });
    expect((await get(driverId, own)).statusCode).toBe(200);
    const other = await cookieFor(t.app, { role: 'driver', driverId: quietDriverId });
    const res = await get(driverId, other);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Operazione non consentita');
  });

  it('answers 401 without a driver or admin session, including to customers', async () => {
    expect((await get(driverId)).statusCode).toBe(401);
    const customer = await cookieFor(t.app, { role: 'customer', customerId: (await insertCustomer(t.app)).id });
    expect((await get(driverId, customer)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown driver', async () => {
    const admin = await loginAdmin(t.app);
    expect((await get('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    expect((await get('non-esiste', admin)).statusCode).toBe(404);
  });
});
