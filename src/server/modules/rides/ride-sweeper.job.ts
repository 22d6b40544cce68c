import type { FastifyInstance } from 'fastify';
import { RIDE_LIMITS } from '../../../shared/constants';
import { isVisibleToDrivers } from '../../../shared/visibility';
import type { Publication } from '../../live/hub';
import { rooms } from '../../live/rooms';
import { requestPublications } from '../dispatch/dispatch.service';
import { remindCustomers } from '../push/push.service';
import { toRideDto } from './ride.dto';
import { appendRideEvents } from './ride-events.queries';
import { rideUpdated } from './ride-lifecycle.service';
import { anyRideDueToExpire, expireRidesDueAt, markScheduledRidesAnnounced } from './rides.queries';
import { every, type StopTask } from '../../time/every';

export const SWEEP_INTERVAL_MS = 2_000;

/**
 * Expiry (design §4): an immediate request nobody accepted within 90 s, or a scheduled one still
 * unaccepted 5 minutes after departure, becomes `expired` (with its history row, in the same transaction) — the
 * customer is told, drivers drop the card.
 */
export async function expireDueRides(app: FastifyInstance): Promise<number> {
  const at = app.clock.now();
  // Nothing due, no transaction: an empty one held PGlite's only thread 4–5 ms every sweep (ADR 253).
  if (!(await anyRideDueToExpire(app.db, at))) return 0;
  const expired = await app.db.transaction(async (tx) => {
    const rows = await expireRidesDueAt(tx, at);
    await appendRideEvents(
      tx,
      rows.map((row) => ({ rideId: row.id, at, type: 'expired', actorRole: 'system', actorId: null })),
    );
    return rows;
  });
  app.metrics.countRideStatus('expired', expired.length);
  const publications = expired.flatMap((row): Publication[] => {
    const ride = toRideDto(row);
    return [
      ...rideUpdated(row, ride),
      [rooms.customer(row.customerId), 'ride_expired', { ride }],
      [rooms.driversOnline, 'ride_taken', { rideId: row.id, reason: 'expired' }],
    ];
  });
  await app.live.publishAll(publications);
  return expired.length;
}

/**
 * Scheduled requests entering the drivers' 30-minute window are pushed to the online drivers who may serve them
 * (design §14), once; their customers get the 30-minute reminder (design §12) at the same moment.
 */
export async function announceScheduledRides(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const windowEnd = new Date(now.getTime() + RIDE_LIMITS.scheduledVisibleBeforeMinutes * 60_000);
  const due = await markScheduledRidesAnnounced(app.db, now, windowEnd);
  const visible = due.filter((row) => isVisibleToDrivers(row, now));
  const publications = await Promise.all(visible.map((row) => requestPublications(app.db, row)));
  await app.live.publishAll(publications.flat());
  remindCustomers(app, visible.map(toRideDto));
  return visible.length;
}

export async function sweepRides(app: FastifyInstance): Promise<void> {
  await expireDueRides(app);
  await announceScheduledRides(app);
}

/** Runs the sweep in the background; overlapping runs are skipped, failures logged. Returns the stop. */
export function startRideSweeper(app: FastifyInstance, intervalMs = SWEEP_INTERVAL_MS): StopTask {
  return every(app, { failure: 'ride sweep failed', intervalMs, run: () => sweepRides(app) });
}
