import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PublicConfig } from '../../../shared/public-config.schemas';
import {
  ENDED_STATUSES,
  type RideActorRole,
  type RideStatus,
  statusesIn,
  statusesLeadingTo,
  UNDER_WAY_STATUSES,
} from '../../../shared/ride-states';
import { alias } from 'drizzle-orm/pg-core';
import { SCHEDULED_VISIBLE_AFTER_MS, SCHEDULED_VISIBLE_BEFORE_MS } from '../../../shared/visibility';
import { rides } from '../../db/schema';
import { idsOf, isParty, type PersonIds } from '../../http/principal';
import type { RideChanger } from '../auth/session.service';
import type { RideRow } from './rides.queries';

/**
 * The SQL side of src/shared/ride-states.ts: every condition on a ride's status that a query needs, built from
 * the shared tables and nowhere else, so that a new status changes them all at once. (The partial unique index
 * in db/schema.ts is the one literal left: an index is migrated, not derived.)
 */

export const statusIn = (statuses: readonly RideStatus[]): SQL => inArray(rides.status, [...statuses]);

const SEARCHING = statusesIn('searching');
/** The statuses a driver may take a ride from: only drivers accept (design §4). */
const AWAITING_DRIVER = statusesLeadingTo('accepted', 'driver');

/** A driver is bound to the ride: one such ride per driver, and only then is the driver's position shared. */
export const underWay = (): SQL => statusIn(UNDER_WAY_STATUSES);

export const ended = (): SQL => statusIn(ENDED_STATUSES);

/** Still waiting for a driver, whether or not the drivers can see it yet. */
export const awaitingDriver = (): SQL => statusIn(AWAITING_DRIVER);

/** shared `isCurrentForCustomer`: an immediate request still searching, or any ride under way. */
export const currentForCustomer = (): SQL =>
  or(underWay(), and(statusIn(SEARCHING), eq(rides.requestType, 'immediate')))!;

/** Booked for later and not yet taken. */
export const upcomingForCustomer = (): SQL => and(statusIn(SEARCHING), eq(rides.requestType, 'scheduled'))!;

/** The office's "Corse Attive": under way, or an immediate request still searching and not yet expired. */
export const activeAt = (now: Date): SQL =>
  or(underWay(), and(statusIn(SEARCHING), eq(rides.requestType, 'immediate'), gt(rides.expiresAt, now)))!;

/**
 * What drivers may bid on (design §4, spec §5): shared by their list and the bid itself. Immediate requests
 * until they expire; scheduled ones from 30 minutes before to 5 minutes after departure.
 */
export function biddableAt(now: Date): SQL {
  return and(
    awaitingDriver(),
    gt(rides.expiresAt, now),
    or(
      eq(rides.requestType, 'immediate'),
      and(
        lte(rides.scheduledTime, new Date(now.getTime() + SCHEDULED_VISIBLE_BEFORE_MS)),
        gte(rides.scheduledTime, new Date(now.getTime() - SCHEDULED_VISIBLE_AFTER_MS)),
      ),
    ),
  )!;
}

/** Dropped `DROP_LIMIT` times, the ride waits for the office (design §4): no driver sees it or bids on it. */
export const notHeldForOffice = (): SQL => isNull(rides.heldAt);

/** Completed within [from, to): what the day's takings count. */
export const completedBetween = (from: Date, to: Date): SQL =>
  and(statusIn(['completed']), gte(rides.completedAt, from), lt(rides.completedAt, to))!;

/** Requests nobody took in time: the statuses the server itself may expire, past `expiresAt`. */
export const dueToExpireAt = (now: Date): SQL =>
  and(statusIn(statusesLeadingTo('expired', 'system')), lte(rides.expiresAt, now))!;

/** The deployment's rules on top of the transition table (`NO_SHOW_WAIT_MINUTES`). */
export type RideRules = PublicConfig['rides'];

/**
 * The ride may be moved to `to` by `role` at `now`: its status is one the shared table moves from, and for a
 * no-show the driver has waited at the pickup (`noShowAllowedAt`, written here the other way round so that the
 * column stays bare).
 */
export function mayMoveTo(to: RideStatus, role: RideActorRole, now: Date, rules?: RideRules): SQL {
  const from = statusIn(statusesLeadingTo(to, role));
  // The office's 'Ridistribuisci' sends out a ride nobody took, or one held after its drops, not one still searching.
  if (to === 'pending' && role === 'admin') return and(from, or(statusIn(['expired']), isNotNull(rides.heldAt)))!;
  if (to !== 'no_show') return from;
  if (!rules) throw new Error('A no-show is timed by NO_SHOW_WAIT_MINUTES: pass the rides rules');
  return and(from, lte(rides.arrivedAt, new Date(now.getTime() - rules.noShowWaitMinutes * 60_000)))!;
}

/** A ride's people: its customer and its accepted driver (design §4). */
const partiesOf = (ride: Pick<RideRow, 'customerId' | 'acceptedDriverId'>): PersonIds => ({
  customerId: ride.customerId,
  driverId: ride.acceptedDriverId,
});

/** The ride belongs to this party, its customer or its accepted driver; the office acts on every ride. */
export const isOwnedBy = (ride: Pick<RideRow, 'customerId' | 'acceptedDriverId'>, actor: RideChanger): boolean =>
  actor.role === 'admin' || isParty(actor, partiesOf(ride));

/** `isOwnedBy` in SQL, for the WHERE of a statement that checks and writes at once. */
export function ownedBy(actor: RideChanger): SQL {
  if (actor.role === 'admin') return sql`true`;
  const own = idsOf(actor);
  return or(
    own.customerId === null ? undefined : eq(rides.customerId, own.customerId),
    own.driverId === null ? undefined : eq(rides.acceptedDriverId, own.driverId),
  )!;
}

/** The driver's ride under way (at most one). */
export const underWayFor = (driverId: string): SQL => and(eq(rides.acceptedDriverId, driverId), underWay())!;

/**
 * "This driver has a ride under way", for the WHERE of a statement on another row (going offline, being
 * deleted, taking another ride) so that the check and the write are one statement. The alias keeps it
 * correct inside an UPDATE of `rides` itself.
 */
export function driverHasRideUnderWay(driverId: string): SQL {
  const busy = alias(rides, 'busy');
  const busyWith = and(eq(busy.acceptedDriverId, driverId), inArray(busy.status, UNDER_WAY_STATUSES));
  return sql`exists (select 1 from ${rides} as ${sql.identifier('busy')} where ${busyWith})`;
}

/**
 * The ride's own time before `cutoff`: its departure for a booking, else its request (design §13 retention). A
 * booking made long ago for yesterday is yesterday's ride. `created_at` is tested too, which a booking's departure
 * never precedes, so that the partial index on it (`rides_not_anonymised_created_idx`) narrows the scan.
 */
export const rideTimeBefore = (cutoff: Date): SQL =>
  and(lt(rides.createdAt, cutoff), lt(sql`coalesce(${rides.scheduledTime}, ${rides.createdAt})`, cutoff))!;
