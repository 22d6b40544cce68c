import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDevices, phoneVerifications, ratings, rides } from '../../db/schema';
import { cookieFor, insertDriver, insertRide, nextMobile } from '../../testing/fixtures';
import { loginAdmin, startTestApp, type TestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { runRetentionIfDue } from './retention.job';
import { runRetention } from './retention.service';

const t = useTestApp();
const DAY = 86_400_000;
const NOW = Date.parse('2026-06-10T10:00:00Z'); // Wednesday, 12:00 in Rome
beforeEach(async () => {
  t.clock.set(new Date(NOW));
  await t.app.db.delete(ratings);
  await t.app.db.delete(rides);
});

const daysAgo = (days: number, ms = NOW) => new Date(ms - days * DAY);
const row = async (id: string) => (await t.app.db.select().from(rides).where(eq(rides.id, id)))[0]!;

/** A finished ride with everything personal a ride can carry. */
const finished = (createdAt: Date, extra: Parameters<typeof insertRide>[1] = {}) =>
  insertRide(t.app, {
    createdAt,
    status: 'completed',
    completedAt: new Date(createdAt.getTime() + 30 * 60_000),
    notes: 'Citofono Rossi, secondo piano',
    dropoffLatitude: 41.63,
    dropoffLongitude: 13.32,
    estimatedFareCents: 1850,
    ...extra,
  });

describe('the retention job (design §13)', () => {
  it('removes addresses, coordinates, notes and phone from rides older than RETENTION_DAYS, and keeps fares and times', async () => {
    const old = await finished(daysAgo(31));
    const recent = await finished(daysAgo(29));
    const cancelledOld = await insertRide(t.app, { createdAt: daysAgo(40), status: 'cancelled', cancelledAt: daysAgo(40), cancelReason: 'Cliente in Via Roma 3 non trovato', cancelledBy: 'driver' });
    // Booked 35 days ago for 25 days ago: a ride of 25 days ago, not yet due.
    const booked = await finished(daysAgo(35), { requestType: 'scheduled', scheduledTime: daysAgo(25), completedAt: daysAgo(25) });

    const run = await runRetention(t.app);
    expect(run.rides).toBe(2);

    const anonymised = await row(old.id);
    expect(anonymised).toMatchObject({
      customerPhone: null,
      pickupAddress: null,
      pickupLatitude: null,
      pickupLongitude: null,
      dropoffAddress: null,
      dropoffLatitude: null,
      dropoffLongitude: null,
      notes: null,
      cancelReason: null,
      anonymisedAt: new Date(NOW),
    });
    // What the figures are made of stays as it was.
    const { customerPhone: _p, pickupAddress: _a, pickupLatitude: _la, pickupLongitude: _lo, dropoffAddress: _d, dropoffLatitude: _dla, dropoffLongitude: _dlo, notes: _n, cancelReason: _c, anonymisedAt: _at, ...kept } = old;
    expect(anonymised).toMatchObject(kept);
    expect((await row(cancelledOld.id)).cancelReason).toBeNull();
    expect(await row(recent.id)).toEqual(recent);
    expect(await row(booked.id)).toEqual(booked);
  });

  it('removes the text of the reviews of the rides it anonymises, keeping their stars; a review written later keeps none', async () => {
    const driver = await insertDriver(t.app);
    const old = await finished(daysAgo(31), { acceptedDriverId: driver.id });
    const recent = await finished(daysAgo(29), { acceptedDriverId: driver.id });
    const unrated = await finished(daysAgo(40), { acceptedDriverId: driver.id });
    await t.app.db.insert(ratings).values([
      { rideId: old.id, customerId: old.customerId, driverId: driver.id, rating: 2, reviewText: 'Mi ha lasciata sotto casa in Via Roma 3, sono Anna' },
      { rideId: recent.id, customerId: recent.customerId, driverId: driver.id, rating: 5, reviewText: 'Puntuale' },
    ]);

    await runRetention(t.app);

    const admin = await loginAdmin(t.app);
    const reviews = (await t.app.inject({ url: `/api/drivers/${driver.id}/ratings`, headers: { cookie: admin } })).json();
    expect(reviews.ratings.map((r: { rating: number; reviewText: string | null }) => [r.rating, r.reviewText]).sort()).toEqual([
      [2, null],
      [5, 'Puntuale'],
    ]);
    // Rated after the retention took the ride's data: the stars count, the words are not kept.
    const cookie = await cookieFor(t.app, { role: 'customer', customerId: unrated.customerId });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      headers: { cookie },
      payload: { rideRequestId: unrated.id, rating: 4, reviewText: 'Autista Mario, abito in Via Po 1' },
    });
    expect(late.statusCode, late.body).toBeLessThan(300);
    const [stored] = await t.app.db.select().from(ratings).where(eq(ratings.rideId, unrated.id));
    expect(stored).toMatchObject({ rating: 4, reviewText: null });
  });

  it('forgets the office’s browsers not signed in from for 180 days (ADR 231)', async () => {
    await t.app.db.insert(adminDevices).values([
      { tokenHash: 'vecchio', lastSignedInAt: daysAgo(181) },
      { tokenHash: 'recente', lastSignedInAt: daysAgo(179) },
    ]);
    await runRetention(t.app);
    const kept = (await t.app.db.select().from(adminDevices)).map((d) => d.tokenHash);
    expect(kept).toContain('recente');
    expect(kept).not.toContain('vecchio');
  });

  it('never touches a ride that has not ended, however old', async () => {
    const driver = await insertDriver(t.app);
    const underWay = await insertRide(t.app, { createdAt: daysAgo(45), status: 'accepted', acceptedDriverId: driver.id, acceptedAt: daysAgo(45) });
    expect((await runRetention(t.app)).rides).toBe(0);
    expect(await row(underWay.id)).toEqual(underWay);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const old = await finished(daysAgo(60));
    await runRetention(t.app);
    const once = await row(old.id);
    t.clock.advance(DAY);
    expect((await runRetention(t.app)).rides).toBe(0);
    expect(await row(old.id)).toEqual(once);
  });

  it('works through more rides than one batch', async () => {
    const { customerId } = await insertRide(t.app, { createdAt: daysAgo(1) });
    await t.app.db.insert(rides).values(
      Array.from({ length: 1_203 }, (_, i) => {
        const createdAt = daysAgo(31 + (i % 30));
        return {
          customerId,
          customerPhone: '+393471234567',
          pickupAddress: 'Via Aldo Moro 10, Frosinone',
          dropoffAddress: 'Stazione di Frosinone',
          requestType: 'immediate' as const,
          status: 'expired' as const,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + 90_000),
        };
      }),
    );
    expect((await runRetention(t.app)).rides).toBe(1_203);
    expect((await runRetention(t.app)).rides).toBe(0);
  });

  it('deletes SMS codes (numbers and asking addresses) older than RETENTION_DAYS', async () => {
    const phone = nextMobile();
    const code = (createdAt: Date) => ({ phoneNumber: phone, purpose: 'customer' as const, codeHash: 'x', requestIp: '198.51.100.7', createdAt, expiresAt: createdAt });
    await t.app.db.insert(phoneVerifications).values([code(daysAgo(31)), code(daysAgo(2))]);
    expect((await runRetention(t.app)).codes).toBe(1);
    const left = await t.app.db.select().from(phoneVerifications).where(eq(phoneVerifications.phoneNumber, phone));
    expect(left.map((c) => c.createdAt)).toEqual([daysAgo(2)]);
  });
});

describe('what the office sees after the retention', () => {
  let shortRetention: TestApp;
  beforeAll(async () => {
    shortRetention = await startTestApp(await t.database.open(), { env: { RETENTION_DAYS: '1' } });
  });
  afterAll(async () => {
    await shortRetention?.close();
  });

  it('keeps the stats that compare with past days, and shows the rides without their personal data', async () => {
    shortRetention.clock.set(new Date(NOW));
    // Yesterday's rides (what "today vs yesterday" compares with) are older than one day by now.
    await finished(new Date(NOW - DAY - 60 * 60_000), { completedAt: new Date(NOW - DAY - 30 * 60_000), estimatedFareCents: 2400, finalFareCents: 2400 });
    await finished(new Date(NOW - DAY - 2 * 60 * 60_000), { completedAt: new Date(NOW - DAY - 90 * 60_000), estimatedFareCents: 1600, finalFareCents: 1600 });
    await finished(new Date(NOW - 60 * 60_000), { estimatedFareCents: 3000, finalFareCents: 3000 });
    const admin = await loginAdmin(shortRetention.app);
    const read = async (url: string) => (await shortRetention.app.inject({ url, headers: { cookie: admin } })).json();
    const statsBefore = await read('/api/admin/stats');
    const listBefore = await read('/api/admin/rides');
    expect(statsBefore).toMatchObject({ ridesToday: 1, ridesChange: '-50%', revenueToday: '30.00', revenueChange: '-25%' });

    expect((await runRetention(shortRetention.app)).rides).toBe(2);

    expect(await read('/api/admin/stats')).toEqual(statsBefore);
    const listAfter = await read('/api/admin/rides');
    expect(listAfter.total).toBe(listBefore.total);
    const removed = (listAfter.rides as Array<Record<string, unknown>>).filter((ride) => ride.anonymisedAt !== null);
    expect(removed).toHaveLength(2);
    for (const ride of removed) {
      expect(ride).toMatchObject({ pickupAddress: null, dropoffAddress: null, customerPhone: null, pickupLat: null, estimatedFare: expect.any(Number), finalFareCents: expect.any(Number) });
    }
  });
});

describe('once a day across instances', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await startTestApp(await t.database.open());
  });
  afterAll(async () => {
    await other?.close();
  });

  it('runs on one instance only, each day from 03:00 in Rome', async () => {
    const at = (iso: string) => {
      t.clock.set(iso);
      other.clock.set(iso);
    };
    const bothTry = () => Promise.all([runRetentionIfDue(t.app), runRetentionIfDue(other.app)]);
    const ran = (runs: unknown[]) => runs.filter((run) => run !== null).length;

    at('2026-06-11T00:30:00Z'); // 02:30 in Rome: yesterday's run, due since yesterday 03:00, has not happened
    expect(ran(await bothTry())).toBe(1);
    at('2026-06-11T00:50:00Z'); // 02:50: that run is done
    expect(ran(await bothTry())).toBe(0);
    at('2026-06-11T01:00:00Z'); // 03:00 in Rome (UTC+2): today's is due
    expect(ran(await bothTry())).toBe(1);
    at('2026-06-11T20:00:00Z');
    expect(ran(await bothTry())).toBe(0);
    at('2026-06-12T01:15:00Z');
    expect(ran(await bothTry())).toBe(1);
  });
});
