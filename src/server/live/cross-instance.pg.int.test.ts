import { describe, expect, it } from 'vitest';
import { LiveTestClient } from '../testing/live-client';
import { loginAdmin } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';
import { rooms } from './rooms';

/**
 * Two app instances on one PostgreSQL, as behind a load balancer: an event published on one reaches a
 * socket held by the other through LISTEN/NOTIFY. PGlite is single-process by nature, so this runs in
 * the PostgreSQL pass of the suite only (`*.pg.int.test.ts`, TEST_DATABASE_URL), which CI always runs.
 */
describe('live channel across instances (PostgreSQL)', () => {
  const first = useTestApp();
  const second = useTestApp({}, { alongside: first });

  it('delivers an event published on one instance to a socket of the other', async () => {
    const cookie = await loginAdmin(first.app); // a session made on one instance is valid on both
    const client = await LiveTestClient.connect(second.baseUrl, { cookie });
    await client.identify('admin');
    await first.app.live.publish(rooms.admins, 'driver_deleted', { driverId: 'd-1' });
    expect(await client.next('driver_deleted')).toEqual({ driverId: 'd-1' });
    client.close();
  });

  it('closes a socket on the other instance when its session ends', async () => {
    const cookie = await loginAdmin(first.app);
    const client = await LiveTestClient.connect(second.baseUrl, { cookie });
    await client.identify('admin');
    const closed = client.closed();
    await first.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect((await closed).code).toBe(4401);
  });
});
