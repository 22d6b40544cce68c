import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '../../db/schema';
import { useTestApp } from '../../testing/use-test-app';
import { insertRide, signedInDriver } from '../../testing/fixtures';

const t = useTestApp();

// 00:30 in Rome on 10 June (CEST, UTC+2): still 9 June in UTC.
beforeEach(() => t.clock.set('2026-06-09T22:30:00Z'));

describe('GET /api/drivers/:id/stats', () => {
  it('counts today’s completed rides and their final fares (not the estimates) in the Rome day, averages the offered ETA, and reads the rating', async () => {
    const { driver, cookie } = await signedInDriver(t.app);
    const { driver: other } = await signedInDriver(t.app);
    const at = (iso: string) => new Date(iso);
    // Completed today in Rome (one just after Rome midnight, which is yesterday in UTC).
    await insertRide(t.app, { status: 'completed', acceptedDriverId: driver.id, estimatedArrivalMinutes: 4, acceptedAt: at('2026-06-09T22:05:00Z'), completedAt: at('2026-06-09T22:10:00Z'), estimatedFareCents: 1250, finalFareCents: 1400 });
    await insertRide(t.app, { status: 'completed', acceptedDriverId: driver.id, estimatedArrivalMinutes: 9, acceptedAt: at('2026-06-09T22:15:00Z'), completedAt: at('2026-06-09T22:25:00Z'), estimatedFareCents: 2075, finalFareCents: 1980 });
    // Accepted today, not completed: counts for the ETA only.
    await insertRide(t.app, { status: 'accepted', acceptedDriverId: driver.id, estimatedArrivalMinutes: 10, acceptedAt: at('2026-06-09T22:20:00Z') });
    // Yesterday in Rome (23:50 CEST on 9 June), another driver's ride, a cancelled one: none count.
    await insertRide(t.app, { status: 'completed', acceptedDriverId: driver.id, estimatedArrivalMinutes: 60, acceptedAt: at('2026-06-09T21:40:00Z'), completedAt: at('2026-06-09T21:50:00Z'), estimatedFareCents: 9999, finalFareCents: 9999 });
    await insertRide(t.app, { status: 'completed', acceptedDriverId: other.id, estimatedArrivalMinutes: 2, acceptedAt: at('2026-06-09T22:05:00Z'), completedAt: at('2026-06-09T22:10:00Z'), estimatedFareCents: 5000, finalFareCents: 5000 });
    await t.app.db.update(drivers).set({ averageRating: '4.67', totalRatings: 3 }).where(eq(drivers.id, driver.id));

    const res = await t.app.inject({ url: `/api/drivers/${driver.id}/stats`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ completedToday: 2, earningsToday: 33.8, averageEta: 7.7, averageRating: 4.67, totalRatings: 3 });
  });

  it('answers zeros and a null ETA for a driver with no rides today', async () => {
    const { driver, cookie } = await signedInDriver(t.app);
    const res = await t.app.inject({ url: `/api/drivers/${driver.id}/stats`, headers: { cookie } });
    expect(res.json()).toEqual({ completedToday: 0, earningsToday: 0, averageEta: null, averageRating: 0, totalRatings: 0 });
  });
});
