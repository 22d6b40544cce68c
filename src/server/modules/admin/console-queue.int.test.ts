import { describe, expect, it } from 'vitest';
import { insertDriver, insertRide, signedInDriver } from '../../testing/fixtures';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();

describe('GET /api/admin/rides/open (the console’s queue)', () => {
  it('lists every ride not ended, waiting or under way, with its driver’s name, soonest first', async () => {
    const admin = await loginAdmin(t.app);
    const now = t.clock.now().getTime();
    const driver = await insertDriver(t.app, { name: 'Franco Rossi', isAvailable: true });
    const later = await insertRide(t.app, { requestType: 'scheduled', scheduledTime: new Date(now + 2 * 3_600_000), createdAt: new Date(now - 60_000) });
    const waiting = await insertRide(t.app, { createdAt: new Date(now - 30_000) });
    const underWay = await insertRide(t.app, {
      status: 'arrived',
      acceptedDriverId: driver.id,
      acceptedAt: new Date(now - 100_000),
      createdAt: new Date(now - 120_000),
    });
    for (const status of ['completed', 'cancelled', 'no_show'] as const) await insertRide(t.app, { status });
    // An immediate request that expired long ago is history; one that expired in the last 15 minutes stays, for
    // 'Ridistribuisci' (issue 21).
    await insertRide(t.app, { status: 'expired', createdAt: new Date(now - 20 * 60_000), expiresAt: new Date(now - 16 * 60_000) });
    const expired = await insertRide(t.app, { status: 'expired', createdAt: new Date(now - 200_000), expiresAt: new Date(now - 110_000) });

    const res = await t.app.inject({ url: '/api/admin/rides/open', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const rides = res.json() as Array<{ id: string; status: string; driverName: string | null }>;
    expect(rides.map((r) => r.id)).toEqual([expired.id, underWay.id, waiting.id, later.id]);
    expect(rides[1]).toMatchObject({ status: 'arrived', driverName: 'Franco Rossi' });
    expect(rides[2]).toMatchObject({ status: 'pending', driverName: null });

    const { cookie } = await signedInDriver(t.app);
    expect((await t.app.inject({ url: '/api/admin/rides/open', headers: { cookie } })).statusCode).toBe(401);
    // A ride's own page still answers by id.
    expect((await t.app.inject({ url: `/api/admin/rides/${waiting.id}`, headers: { cookie: admin } })).json().id).toBe(waiting.id);
  });
});
