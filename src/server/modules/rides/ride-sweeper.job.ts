import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { RIDE_LIMITS } from '../../../shared/constants';
import { isVisibleToDrivers } from '../../../shared/visibility';
import { rides } from '../../db/schema';
import type { Publication } from '../../live/hub';
import { rooms } from '../../live/rooms';
import { toRideDto } from './ride.dto';

export const SWEEP_INTERVAL_MS = 2_000;

/**
 * Expiry (DESIGN §4): an immediate request nobody accepted within 90 s, or a scheduled one still
 * unaccepted 5 minutes after departure, becomes `expired` — the customer is told, drivers drop the
 * card. Each UPDATE … RETURNING changes a ride once, so several instances may sweep together.
 */
export async function expireDueRides(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const expired = await app.db
    .update(rides)
    .set({ status: 'expired' })
    .where(and(eq(rides.status, 'pending'), lte(rides.expiresAt, now)))
    .returning();
  const publications: Publication[] = expired.flatMap((row): Publication[] => {
    const ride = toRideDto(row);
    return [
      [rooms.customer(row.customerId), 'ride_expired', { ride }],
      [rooms.driversOnline, 'ride_taken', { rideId: row.id }],
      [rooms.admins, 'ride_updated', { ride }],
    ];
  });
  await app.live.publishAll(publications);
  return expired.length;
}

/** Scheduled requests entering the drivers' 30-minute window are pushed to online drivers, once. */
export async function announceScheduledRides(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const windowEnd = new Date(now.getTime() + RIDE_LIMITS.scheduledVisibleBeforeMinutes * 60_000);
  const due = await app.db
    .update(rides)
    .set({ driversNotifiedAt: now })
    .where(
      and(
        eq(rides.status, 'pending'),
        eq(rides.requestType, 'scheduled'),
        isNull(rides.driversNotifiedAt),
        lte(rides.scheduledTime, windowEnd),
        gt(rides.expiresAt, now),
      ),
    )
    .returning();
  const visible = due.filter((row) => isVisibleToDrivers(row, now));
  await app.live.publishAll(
    visible.map((row) => [rooms.driversOnline, 'new_ride_request', toRideDto(row)] as const),
  );
  return visible.length;
}

export async function sweepRides(app: FastifyInstance): Promise<void> {
  await expireDueRides(app);
  await announceScheduledRides(app);
}

/** Runs the sweep in the background; overlapping runs are skipped, failures logged. */
export function startRideSweeper(app: FastifyInstance, intervalMs = SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepRides(app)
      .catch((err: unknown) => app.log.error({ err }, 'ride sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
