import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rideAlerts } from '../../db/schema';
import { rooms } from '../../live/rooms';
import { insertRide } from '../../testing/fixtures';
import { LiveTestClient, publishMarker } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { checkRideAlerts } from './console-alerts.service';

/** Two instances on one PostgreSQL, as behind a balancer: each runs the alert job on its own timer. */
const first = useTestApp();
const second = useTestApp({}, { alongside: first });

describe('ride alerts across instances', () => {
  it('raises each alert once when every instance checks at the same instant: one row, one ride_alert on each console', async () => {
    const consoles = await Promise.all(
      [first, second].map(async (instance) => {
        const live = await LiveTestClient.connect(instance.baseUrl, { cookie: await loginAdmin(instance.app) });
        await live.identify('admin');
        return live;
      }),
    );
    const rides = await Promise.all(Array.from({ length: 20 }, () => insertRide(first.app, { status: 'expired', expiresAt: new Date(Date.now() - 1_000) })));

    for (let round = 0; round < 5; round++) {
      const raised = await Promise.all([checkRideAlerts(first.app), checkRideAlerts(second.app), checkRideAlerts(first.app), checkRideAlerts(second.app)]);
      expect(raised.reduce((a, b) => a + b, 0)).toBe(round === 0 ? rides.length : 0);
    }
    for (const ride of rides) expect(await first.app.db.select().from(rideAlerts).where(eq(rideAlerts.rideId, ride.id))).toHaveLength(1);
    for (const live of consoles) {
      const alerts = await live.receivedBefore('ride_alert', await publishMarker(first.app, rooms.admins), 0, 10_000);
      expect(alerts.map((a) => a.alert.rideId).sort()).toEqual(rides.map((r) => r.id).sort());
      live.close();
    }
  });
});
