import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rideEvents, rides } from '../../db/schema';
import { cookieFor, insertCustomer, insertRide } from '../../testing/fixtures';
import { useTestApp } from '../../testing/use-test-app';
import { lockRide } from './rides.queries';

/**
 * design §4 on PostgreSQL: a change that waited for another change of the same ride is dated after it. The time is
 * read once the ride is locked, not when the request arrived, so `cancelled_at` can never come before `accepted_at`.
 */
const t = useTestApp();

/**
 * Sessions of this test's own database waiting for a lock: other test files run beside this one on the same server
 * (the race tests wait on locks by design), so the whole server's `pg_locks` says nothing here.
 */
async function waitingLocks(): Promise<number> {
  const { rows } = (await t.app.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: Array<{ n: number }> };
  return rows[0]!.n;
}

describe('ride event times', () => {
  it('dates a cancellation that waited on the ride’s lock from when it got the lock, not from when it arrived', async () => {
    t.clock.set('2026-06-10T10:00:00Z');
    const customer = await insertCustomer(t.app);
    const cookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
    const ride = await insertRide(t.app, { customerId: customer.id });
    const arrived = t.clock.now();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Another change of the ride holds its lock (as a bid being decided would).
    const holder = t.app.db.transaction(async (tx) => {
      await lockRide(tx, ride.id);
      await held;
    });
    await expect.poll(waitingLocks).toBe(0);
    const cancel = t.app.inject({ method: 'POST', url: `/api/rides/${ride.id}/cancel`, headers: { cookie }, payload: {} });
    await expect.poll(waitingLocks).toBeGreaterThan(0);
    t.clock.advance(5_000);
    release();
    await holder;
    expect((await cancel).statusCode).toBe(200);

    const [row] = await t.app.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(row!.cancelledAt).toEqual(new Date(arrived.getTime() + 5_000));
    const [event] = await t.app.db.select().from(rideEvents).where(eq(rideEvents.rideId, ride.id));
    expect(event).toMatchObject({ type: 'cancelled', at: new Date(arrived.getTime() + 5_000) });
  });
});
