import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, ratings, rides } from '../../db/schema';
import { insertDriver, insertRide } from '../../testing/fixtures';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await loginAdmin(t.app);
});
beforeEach(async () => {
  await t.app.db.delete(ratings);
  await t.app.db.delete(rides);
  await t.app.db.delete(drivers);
});

const stats = async () => {
  const res = await t.app.inject({ url: '/api/admin/stats', headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const at = (iso: string) => new Date(iso);
const createdAt = (iso: string, extra: Parameters<typeof insertRide>[1] = {}) =>
  insertRide(t.app, { createdAt: at(iso), ...extra });
/** A completed ride paid `cents` (design §15): its estimate was something else, which the figures must not add. */
const completed = (createdIso: string, completedIso: string, cents: number) =>
  insertRide(t.app, {
    createdAt: at(createdIso),
    status: 'completed',
    completedAt: at(completedIso),
    estimatedFareCents: cents + 333,
    finalFareCents: cents,
    fareSource: 'meter',
  });

describe('admin stats: the Europe/Rome day', () => {
  it('answers the spec’s defaults on an empty day', async () => {
    t.clock.set('2026-06-10T10:00:00Z');
    expect(await stats()).toEqual({
      ridesToday: 0,
      ridesChange: '+0%',
      ridesYesterday: 0,
      activeRides: 0,
      revenueToday: '0.00',
      revenueChange: '+0%',
      revenueYesterday: '0.00',
      activeDrivers: 0,
      totalDrivers: 0,
    });
  });

  it('starts the day at midnight in Rome, not UTC, and compares with yesterday up to the same clock time', async () => {
    t.clock.set('2026-03-28T22:30:00Z'); // Saturday 28 March, 23:30 in Rome (UTC+1)
    await createdAt('2026-03-27T23:00:00Z'); // Sat 00:00 Rome: today
    await createdAt('2026-03-28T12:00:00Z'); // today
    await createdAt('2026-03-28T22:30:00Z'); // exactly now: today
    await createdAt('2026-03-27T22:00:00Z'); // Fri 23:00: yesterday, before 23:30
    await createdAt('2026-03-27T22:45:00Z'); // Fri 23:45: yesterday but after the same clock time
    await createdAt('2026-03-26T22:59:00Z'); // Thu 23:59: neither
    await createdAt('2026-03-28T22:31:00Z'); // a minute ahead of the clock: not yet
    let s = await stats();
    expect(s.ridesToday).toBe(3);
    expect(s.ridesChange).toBe('+200%');
    expect(s.ridesYesterday).toBe(1);

    // An hour later it is Sunday 00:30 in Rome: a new day, compared with Saturday 00:00–00:30.
    t.clock.set('2026-03-28T23:30:00Z');
    await createdAt('2026-03-28T23:15:00Z'); // Sun 00:15
    s = await stats();
    expect(s.ridesToday).toBe(1);
    expect(s.ridesChange).toBe('+0%');
  });

  it('keeps to the clock on the DST Sunday (23-hour day) and the Monday after it', async () => {
    t.clock.set('2026-03-29T08:00:00Z'); // Sunday 29 March, 10:00 CEST (clocks went forward at 02:00)
    await createdAt('2026-03-28T23:00:00Z'); // Sun 00:00 CET: today
    await createdAt('2026-03-29T01:30:00Z'); // Sun 03:30 CEST: today
    await createdAt('2026-03-29T07:59:00Z'); // Sun 09:59: today
    await createdAt('2026-03-27T23:00:00Z'); // Sat 00:00: yesterday
    await createdAt('2026-03-28T08:59:00Z'); // Sat 09:59 CET: yesterday, before 10:00
    await createdAt('2026-03-28T09:01:00Z'); // Sat 10:01 CET: after the same clock time (a 24 h look-back would count it)
    let s = await stats();
    expect(s.ridesToday).toBe(3);
    expect(s.ridesChange).toBe('+50%');

    await t.app.db.delete(rides);
    t.clock.set('2026-03-30T06:00:00Z'); // Monday 30 March, 08:00 CEST (UTC+2)
    await createdAt('2026-03-29T22:05:00Z'); // Mon 00:05 CEST: today (a UTC+1 midnight would miss it)
    await createdAt('2026-03-28T22:30:00Z'); // Sat 23:30: not yesterday (midnight minus 24 h would take it)
    await createdAt('2026-03-28T23:10:00Z'); // Sun 00:10 CET: yesterday
    await createdAt('2026-03-29T05:59:00Z'); // Sun 07:59 CEST: yesterday, before 08:00
    await createdAt('2026-03-29T06:01:00Z'); // Sun 08:01: after the same clock time
    s = await stats();
    expect(s.ridesToday).toBe(1);
    expect(s.ridesChange).toBe('-50%');
  });

  it('sums the final fares (not the estimates) of rides completed today and compares with yesterday until the same time', async () => {
    t.clock.set('2026-03-28T22:30:00Z'); // Sat 23:30 Rome
    await completed('2026-03-28T09:40:00Z', '2026-03-28T10:00:00Z', 2550);
    await completed('2026-03-28T19:40:00Z', '2026-03-28T20:00:00Z', 1200);
    await completed('2026-03-27T22:50:00Z', '2026-03-27T23:10:00Z', 1000); // requested Fri, completed Sat 00:10
    await createdAt('2026-03-28T21:00:00Z', { status: 'accepted', estimatedFareCents: 9900 }); // not completed: no revenue
    await createdAt('2026-03-28T21:00:00Z', { status: 'cancelled', estimatedFareCents: 9900 });
    await completed('2026-03-27T09:40:00Z', '2026-03-27T10:00:00Z', 5000); // Fri: yesterday
    await completed('2026-03-27T22:30:00Z', '2026-03-27T22:45:00Z', 999); // Fri 23:45: after the same time
    const s = await stats();
    expect(s.revenueToday).toBe('47.50');
    expect(s.revenueChange).toBe('-5%');
    expect(s.revenueYesterday).toBe('50.00');
  });

  it('counts active rides (accepted, and immediate requests still open) and drivers', async () => {
    t.clock.set('2026-05-04T10:00:00Z');
    const now = t.clock.now().getTime();
    await createdAt('2026-05-04T09:50:00Z', { status: 'accepted' });
    await createdAt('2026-05-04T09:59:30Z', { expiresAt: new Date(now + 60_000) }); // open immediate request
    await createdAt('2026-05-04T09:55:00Z', { expiresAt: new Date(now - 1) }); // past its 90 s, not yet swept
    await createdAt('2026-05-04T09:00:00Z', {
      requestType: 'scheduled',
      scheduledTime: new Date(now + 86_400_000),
      expiresAt: new Date(now + 86_400_000 + 300_000),
    }); // tomorrow's booking: not "in questo momento"
    await createdAt('2026-05-04T08:00:00Z', { status: 'completed', completedAt: new Date(now - 3_600_000) });
    await insertDriver(t.app, { isAvailable: true });
    await insertDriver(t.app, { isAvailable: true });
    await insertDriver(t.app, { isAvailable: false });
    await insertDriver(t.app, { isAvailable: true, deletedAt: new Date(now - 1000) });
    const s = await stats();
    expect(s.activeRides).toBe(2);
    expect(s.activeDrivers).toBe(2);
    expect(s.totalDrivers).toBe(3);
  });

  it('counts every ride under way as active: at the pickup and on board too, not a no-show', async () => {
    t.clock.set('2026-05-04T10:00:00Z');
    for (const status of ['accepted', 'arrived', 'on_board', 'no_show', 'completed'] as const) {
      await createdAt('2026-05-04T09:40:00Z', { status, acceptedDriverId: (await insertDriver(t.app)).id });
    }
    expect((await stats()).activeRides).toBe(3);
  });
});
