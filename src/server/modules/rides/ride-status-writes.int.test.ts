import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canTransition, RIDE_ACTOR_ROLES, RIDE_STATUSES } from '../../../shared/ride-states';
import { rides } from '../../db/schema';
import { insertRide } from '../../testing/fixtures';
import { useTestApp } from '../../testing/use-test-app';
import { writeRideStatus } from './rides.queries';

/**
 * The one statement that writes a ride's status (ADR 228) follows the shared transition table whatever the caller
 * asks: every status, every target, every role — the write happens exactly where the table allows that role the
 * move, even when the caller's own conditions match the ride.
 */
const t = useTestApp();

describe('writeRideStatus', () => {
  it('writes a status exactly where the shared table lets the role make that move', async () => {
    const longAgo = new Date(t.app.clock.now().getTime() - 60 * 60_000);
    const refused: string[] = [];
    const allowedButNotWritten: string[] = [];
    for (const from of RIDE_STATUSES) {
      for (const to of RIDE_STATUSES) {
        for (const role of RIDE_ACTOR_ROLES) {
          // Waited long enough at the pickup for a no-show, held for the office after its drops (so the office may send
          // a searching ride out again); no driver, so the one-ride-per-driver index stays out of it.
          const ride = await insertRide(t.app, { status: from, arrivedAt: longAgo, heldAt: longAgo });
          const written = await writeRideStatus(t.app.db, {
            to,
            role,
            at: t.app.clock.now(),
            where: eq(rides.id, ride.id),
            rules: t.app.config.public.rides,
          });
          const move = `${from} → ${to} by ${role}`;
          if (canTransition(from, to, role) && written.length !== 1) allowedButNotWritten.push(move);
          if (!canTransition(from, to, role) && written.length !== 0) refused.push(move);
        }
      }
    }
    expect(allowedButNotWritten).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('leaves a no-show to its time rule: not before the driver has waited at the pickup', async () => {
    const ride = await insertRide(t.app, { status: 'arrived', arrivedAt: t.app.clock.now() });
    const move = { to: 'no_show', role: 'driver', where: eq(rides.id, ride.id), rules: t.app.config.public.rides } as const;
    expect(await writeRideStatus(t.app.db, { ...move, at: t.app.clock.now() })).toHaveLength(0);
    const waited = new Date(t.app.clock.now().getTime() + t.app.config.public.rides.noShowWaitMinutes * 60_000);
    expect(await writeRideStatus(t.app.db, { ...move, at: waited })).toHaveLength(1);
  });

  it("leaves the office's 'Ridistribuisci' of a searching ride to its rule: only one held after its drops (design §4)", async () => {
    const move = { to: 'pending', role: 'admin', at: t.app.clock.now(), rules: t.app.config.public.rides } as const;
    const searching = await insertRide(t.app);
    expect(await writeRideStatus(t.app.db, { ...move, where: eq(rides.id, searching.id) })).toHaveLength(0);
    const held = await insertRide(t.app, { heldAt: t.app.clock.now() });
    expect(await writeRideStatus(t.app.db, { ...move, where: eq(rides.id, held.id) })).toHaveLength(1);
  });
});
