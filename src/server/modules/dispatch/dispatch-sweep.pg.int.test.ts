import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, rideEvents, rideOffers } from '../../db/schema';
import { insertDriver, insertRide } from '../../testing/fixtures';
import { useTestApp } from '../../testing/use-test-app';
import { offerToNextDriver, sweepOffers } from './dispatch.service';

/**
 * Two instances on one PostgreSQL sweep the same timed-out offers at the same instant (design §11): each offer is
 * ended once, with one 'offer_expired' row, and its ride has exactly one next offer — never two drivers at once.
 */
const env = { DISPATCH_POLICY: 'nearest' };
const first = useTestApp({ env });
const second = useTestApp({ env }, { alongside: first });

const NOW = new Date('2026-06-10T10:00:00Z');
const PICKUP = { lat: 41.64, lon: 13.34 };
const RIDES = 12;

describe('offers swept by two instances (PostgreSQL)', () => {
  it(`${RIDES} timed-out offers swept by both at once: each moves on exactly once`, async () => {
    first.clock.set(NOW);
    second.clock.set(NOW);
    // Two drivers per ride, so that every ride has a next driver to go to.
    for (let i = 0; i < RIDES * 2; i++) {
      await insertDriver(first.app, {
        isAvailable: true,
        onlineSince: new Date(NOW.getTime() - 3_600_000 + i * 1_000),
        lastLatitude: PICKUP.lat + (i * 1.5) / 111.2,
        lastLongitude: PICKUP.lon,
        locationUpdatedAt: NOW,
      });
    }
    const rides = [];
    for (let i = 0; i < RIDES; i++) {
      const ride = await insertRide(first.app, { pickupLatitude: PICKUP.lat, pickupLongitude: PICKUP.lon, createdAt: NOW });
      const step = await first.app.db.transaction((tx) => offerToNextDriver(first.app, tx, ride, NOW));
      expect(step.kind).toBe('offer');
      rides.push(ride);
    }

    first.clock.advance(20_000);
    second.clock.advance(20_000);
    const [a, b] = await Promise.all([sweepOffers(first.app), sweepOffers(second.app)]);
    expect(a + b).toBe(RIDES);

    for (const ride of rides) {
      const offers = await first.app.db.select().from(rideOffers).where(eq(rideOffers.rideId, ride.id));
      expect(offers.map((o) => o.outcome ?? 'running').sort()).toEqual(['running', 'timed_out']);
      const expired = await first.app.db
        .select()
        .from(rideEvents)
        .where(and(eq(rideEvents.rideId, ride.id), eq(rideEvents.type, 'offer_expired')));
      expect(expired).toHaveLength(1);
    }
    // No driver holds two offers.
    const running = await first.app.db.select({ driverId: rideOffers.driverId }).from(rideOffers).where(isNull(rideOffers.endedAt));
    expect(new Set(running.map((r) => r.driverId)).size).toBe(RIDES);
    await first.app.db.update(drivers).set({ isAvailable: false });
  });
});
