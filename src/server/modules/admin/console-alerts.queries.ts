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
  /** `OFFICE_RIDE_TIMEOUT_MINUTES`: a phone booking's expiry is this long after it was (last) sent out. */
  officeRideTimeoutMinutes: number;
}

/** design §10: a phone booking still without a driver this long after it was sent out alerts the office. */
export const OFFICE_UNASSIGNED_ALERT_SECONDS = 90;

const MINUTE_MS = 60_000;
/** An immediate request that expired longer ago than this is history, not news (e.g. when the job was off). */
const EXPIRED_NEWS_MS = 15 * MINUTE_MS;

/**
 * The kinds the background check raises when their time comes; the others are raised by the event itself
 * (`raiseAlertNow`), so the check spends no statement on them.
 */
export const TIMED_ALERT_KINDS = ['unassigned_scheduled', 'expired_immediate', 'driver_late', 'office_unassigned'] as const satisfies readonly RideAlertKind[];
export type TimedAlertKind = (typeof TIMED_ALERT_KINDS)[number];

/** design §10: when each kind of alert is due, as a condition on the ride. */
function dueFor(kind: TimedAlertKind, now: Date, rules: AlertRules): SQL {
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
    case 'office_unassigned': {
      // Sent out (booked, dropped, redispatched) at its expiry less the office's timeout: no column of its own.
      const alertAt = new Date(now.getTime() + (rules.officeRideTimeoutMinutes * 60 - OFFICE_UNASSIGNED_ALERT_SECONDS) * 1000);
      return and(
        awaitingDriver(),
        eq(rides.source, 'office'),
        eq(rides.requestType, 'immediate'),
        isNull(rides.heldAt),
        gt(rides.expiresAt, now),
        lte(rides.expiresAt, alertAt),
      )!;
    }
  }
}

/**
 * An alert raised by what just happened to the ride rather than by time: a driver dropped it (design §4, in the drop's
 * transaction), or it was booked or sent out again with requirements no taxi online has (design §14). Raised again,
 * it opens again (one row per ride and kind), so the office hears of every drop and every new round.
 */
export async function raiseAlertNow(db: Db, rideId: string, kind: Exclude<RideAlertKind, TimedAlertKind>, now: Date): Promise<RideAlertRow> {
  const [row] = await db
    .insert(rideAlerts)
    .values({ rideId, kind, raisedAt: now })
    .onConflictDoUpdate({ target: [rideAlerts.rideId, rideAlerts.kind], set: { raisedAt: now, handledAt: null } })
    .returning();
  return row!;
}

/**
 * 'Ridistribuisci': the ride goes out afresh, so what was said of its last round (expired, no driver for a phone
 * booking, dropped) is closed, and may be raised again by the new round. Returns the alerts that were open.
 */
export async function closeAlertsOfRide(db: Db, rideId: string, now: Date): Promise<RideAlertRow[]> {
  const open = await db
    .update(rideAlerts)
    .set({ handledAt: now })
    .where(and(eq(rideAlerts.rideId, rideId), isNull(rideAlerts.handledAt)))
    .returning();
  await db
    .delete(rideAlerts)
    .where(and(eq(rideAlerts.rideId, rideId), inArray(rideAlerts.kind, ['expired_immediate', 'office_unassigned'])));
  return open;
}

/**
 * Raises every alert of `kind` now due, once per ride and kind across every instance: the insert skips what the
 * unique index already holds, so of two instances raising at once only one gets the row back (and announces it).
 */
export async function raiseDueAlerts(db: Db, kind: TimedAlertKind, now: Date, rules: AlertRules): Promise<RideAlertRow[]> {
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
 * arrived or the ride ended; the ride no taxi online could serve was taken. An expired request's alert waits for an operator (nothing else answers it).
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
          and(inArray(rideAlerts.kind, ['unassigned_scheduled', 'office_unassigned']), not(statusIn(['pending', 'expired']))),
          and(eq(rideAlerts.kind, 'driver_late'), not(statusIn(['accepted']))),
          // A dropped ride that found its next driver, or ended, needs the office no more; one held for it does. So
          // does a ride no taxi online could serve (design §14) once a driver has it.
          and(inArray(rideAlerts.kind, ['driver_dropped', 'no_fitting_taxi']), not(statusIn(['pending', 'expired']))),
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
