import { and, asc, eq, gt, inArray, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { RideAlertKind } from '../../../shared/console.schemas';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { rideAlerts, rides } from '../../db/schema';
import { awaitingDriver, statusIn } from '../rides/rides.conditions';
import type { RideRow } from '../rides/rides.queries';

export type RideAlertRow = typeof rideAlerts.$inferSelect;

export interface AlertRules {
  unassignedMinutes: number;
  driverLateMinutes: number;
}

const MINUTE_MS = 60_000;
/** An immediate request that expired longer ago than this is history, not news (e.g. when the job was off). */
const EXPIRED_NEWS_MS = 15 * MINUTE_MS;

/** design §10: when each kind of alert is due, as a condition on the ride. */
function dueFor(kind: RideAlertKind, now: Date, rules: AlertRules): SQL {
  switch (kind) {
    case 'unassigned_scheduled':
      return and(
        awaitingDriver(),
        eq(rides.requestType, 'scheduled'),
        lte(rides.scheduledTime, new Date(now.getTime() + rules.unassignedMinutes * MINUTE_MS)),
        gt(rides.expiresAt, now),
      )!;
    case 'expired_immediate':
      return and(statusIn(['expired']), eq(rides.requestType, 'immediate'), gt(rides.expiresAt, new Date(now.getTime() - EXPIRED_NEWS_MS)))!;
    case 'driver_late':
      // Accepted, not arrived, its ETA plus the margin gone by.
      return and(
        statusIn(['accepted']),
        sql`${rides.acceptedAt} + (coalesce(${rides.estimatedArrivalMinutes}, 0) + ${rules.driverLateMinutes}::double precision) * interval '1 minute' <= ${now.toISOString()}::timestamptz`,
      )!;
  }
}

/**
 * Raises every alert of `kind` now due, once per ride and kind across every instance: the insert skips what the
 * unique index already holds, so of two instances raising at once only one gets the row back (and announces it).
 */
export async function raiseDueAlerts(db: Db, kind: RideAlertKind, now: Date, rules: AlertRules): Promise<RideAlertRow[]> {
  // Every column of the table, in its order (Drizzle's insert … select asks for it).
  const due = db
    .select({
      id: sql<string>`gen_random_uuid()`.as('id'),
      rideId: rides.id,
      kind: sql<RideAlertKind>`${kind}::ride_alert_kind`.as('kind'),
      raisedAt: sql<Date>`${now.toISOString()}::timestamptz`.as('raised_at'),
      handledAt: sql<Date | null>`null::timestamptz`.as('handled_at'),
    })
    .from(rides)
    .where(dueFor(kind, now, rules));
  return db.insert(rideAlerts).select(due).onConflictDoNothing().returning();
}

/**
 * Open alerts the ride's own change has answered: the booking found a driver or was cancelled; the late driver
 * arrived or the ride ended. An expired request's alert waits for an operator (nothing else answers it).
 */
export async function resolveAnsweredAlerts(db: Db, now: Date): Promise<RideAlertRow[]> {
  const answered = db
    .select({ id: rideAlerts.id })
    .from(rideAlerts)
    .innerJoin(rides, eq(rides.id, rideAlerts.rideId))
    .where(
      and(
        isNull(rideAlerts.handledAt),
        or(
          and(eq(rideAlerts.kind, 'unassigned_scheduled'), not(statusIn(['pending', 'expired']))),
          and(eq(rideAlerts.kind, 'driver_late'), not(statusIn(['accepted']))),
        ),
      ),
    );
  return db
    .update(rideAlerts)
    .set({ handledAt: now })
    .where(and(inArray(rideAlerts.id, answered), isNull(rideAlerts.handledAt)))
    .returning();
}

/** Alerts with their rides, oldest first: the open ones, or the given ones. */
export async function alertsWithRides(db: Db, which: { open: true } | { ids: string[] }): Promise<Array<{ alert: RideAlertRow; ride: RideRow }>> {
  if ('ids' in which && which.ids.length === 0) return [];
  return db
    .select({ alert: rideAlerts, ride: rides })
    .from(rideAlerts)
    .innerJoin(rides, eq(rides.id, rideAlerts.rideId))
    .where('ids' in which ? inArray(rideAlerts.id, which.ids) : isNull(rideAlerts.handledAt))
    .orderBy(asc(rideAlerts.raisedAt), asc(rideAlerts.id));
}

/** Marks the alert handled, once; null when it was already handled (or does not exist). */
export async function markAlertHandled(db: Db, alertId: string, now: Date): Promise<RideAlertRow | null> {
  if (!isUuid(alertId)) return null;
  const [row] = await db
    .update(rideAlerts)
    .set({ handledAt: now })
    .where(and(eq(rideAlerts.id, alertId), isNull(rideAlerts.handledAt)))
    .returning();
  return row ?? null;
}
