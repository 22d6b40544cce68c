import type { FastifyInstance } from 'fastify';
import {
  hasEnded,
  noShowAllowedAt,
  RIDE_ACTOR_ROLES,
  type RideActorRole,
  statusesLeadingTo,
} from '../../../shared/ride-states';
import { settleFare } from '../../../shared/fare';
import { type Completion, type Ride, type RideEventType, type SettableRideStatus } from '../../../shared/rides.schemas';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { type ServerText, serverText, serverTextList } from '../../i18n/server-text';
import { rideStatusRefusal } from '../../i18n/shared-texts';
import { principalId } from '../../http/principal';
import type { Publication } from '../../live/hub';
import { rooms } from '../../live/rooms';
import type { RideChanger } from '../auth/session.service';
import { toAcceptedDriver } from '../drivers/driver.dto';
import { findActiveDriver, markDriverIdleSince } from '../drivers/drivers.queries';
import { newReceiptLink, receiptText } from '../receipts/receipt-link.rules';
import { arrivedText, textOfficeCaller } from './office-ride-sms.service';
import { toRideDto } from './ride.dto';
import { appendRideEvents } from './ride-events.queries';
import { isOwnedBy } from './rides.conditions';
import { changeRideStatus, findRide, lockRide, type RideChanges, type RideRow } from './rides.queries';

export const RIDE_NOT_FOUND = serverText('rides.notFound');
const ALREADY_SEARCHING = serverText('rides.alreadySearching');
const PAYMENT_REQUIRED = serverText('rides.paymentRequired');
const METER_REQUIRED = serverText('rides.meterRequired');

/** A ride and the party acting on it (what `requireRideOwner` resolved), or the office. */
export interface OwnedRide {
  ride: RideRow;
  actor: RideChanger;
}

/**
 * What a ride's own customer or driver may ask of it: `PATCH /api/rides/{id}` and the cancel (a driver's cancel is a
 * drop, `pending`), and the office's 'Ridistribuisci' (`pending` too).
 */
type OwnerChange = SettableRideStatus | 'cancelled' | 'pending';

/** What runs in the change's transaction once the ride moved: the next dispatch step, an alert… */
export type WithinChange = (tx: Db, row: RideRow, at: Date) => Promise<Publication[]>;

export interface StatusChange {
  to: OwnerChange;
  /** What the change writes besides the status, at the instant it is made. */
  set: (at: Date) => RideChanges;
  /** Kept with the history row (a cancel's reason). */
  details?: Record<string, unknown>;
  /** The history row's type when it is not the new status ('dropped', 'redispatched'). */
  eventType?: RideEventType;
  within?: WithinChange;
}

/** The `code` of the 409 when the ride's status does not allow the change. */
const REFUSAL_CODES: Record<OwnerChange, string> = {
  arrived: 'ride_not_arrivable',
  on_board: 'ride_not_boardable',
  completed: 'ride_not_completable',
  no_show: 'ride_not_no_show',
  cancelled: 'ride_not_cancellable',
  pending: 'ride_not_droppable',
};

/** Null when the shared table lets `role` make this change from some status; else why not ("Solo il taxista può …"). */
function roleRefusal(to: OwnerChange, role: RideActorRole): ServerText | null {
  if (statusesLeadingTo(to, role).length > 0) return null;
  const roles = RIDE_ACTOR_ROLES.filter((r) => r !== 'system' && statusesLeadingTo(to, r).length > 0) as Exclude<RideActorRole, 'system'>[];
  const who = serverTextList(roles.map((r) => serverText(`rides.role.${r}`)), 'or');
  return serverText('rides.onlyRoleMay', { who, count: roles.length, action: serverText(`rides.action.${to}`) });
}

/** "tra 3 minuti", "tra 1 minuto", "tra 20 secondi": how long the driver still has to wait at the pickup. */
function noShowTooEarly(ms: number): ServerText {
  if (ms < 60_000) return serverText('rides.noShowTooEarlySeconds', { seconds: Math.max(1, Math.ceil(ms / 1000)) });
  return serverText('rides.noShowTooEarlyMinutes', { minutes: Math.ceil(ms / 60_000) });
}

/** Why `latest` did not take the change: its status's reason, or for a no-show, how long is left to wait. */
function refusal(app: FastifyInstance, latest: RideRow, change: StatusChange, at: Date) {
  if (change.to === 'no_show' && latest.status === 'arrived' && latest.arrivedAt) {
    const left = noShowAllowedAt(latest.arrivedAt, app.config.public.rides.noShowWaitMinutes).getTime() - at.getTime();
    if (left > 0) {
      return conflict(noShowTooEarly(left), 'no_show_too_early');
    }
  }
  if (change.to === 'pending' && latest.status === 'pending') return conflict(ALREADY_SEARCHING, 'ride_already_searching');
  return conflict(rideStatusRefusal(latest.status), REFUSAL_CODES[change.to]);
}

/**
 * Moves the actor's ride to `change.to` as one conditional UPDATE, from the statuses the shared transition
 * table allows for that role (src/shared/ride-states.ts, with its no-show wait), and appends the history row in
 * the same transaction. When nothing matched: a ride already in the target status is answered as it is (a
 * retried tap, or both sides completing at once: `changed: false`, nothing to announce); a ride that is no
 * longer the actor's is not found; any other status is a 409 saying why, in Italian.
 */
export async function moveRide(
  app: FastifyInstance,
  { ride, actor }: OwnedRide,
  change: StatusChange,
): Promise<{ row: RideRow; changed: boolean; publications: Publication[] }> {
  const notAllowed = roleRefusal(change.to, actor.role);
  if (notAllowed) throw conflict(notAllowed, 'not_allowed_for_role');

  // The time of the change is read once the ride is locked: a change that waited for another is dated after it.
  let at = app.clock.now();
  const moved = await app.db.transaction(async (tx) => {
    await lockRide(tx, ride.id);
    at = app.clock.now();
    const row = await changeRideStatus(tx, ride.id, { to: change.to, actor, at, set: change.set(at) }, app.config.public.rides);
    if (!row) return null;
    const details = change.details ?? null;
    const type: RideEventType = change.eventType ?? (change.to === 'pending' ? 'dropped' : change.to);
    await appendRideEvents(tx, [{ rideId: ride.id, at, type, actorRole: actor.role, actorId: principalId(actor), details }]);
    if (row.status === 'completed' && row.acceptedDriverId) await markDriverIdleSince(tx, row.acceptedDriverId, at);
    return { row, publications: change.within ? await change.within(tx, row, at) : [] };
  });
  if (moved) {
    app.metrics.countRideStatus(moved.row.status);
    // Who may see the driver's position changes with the ride (design §5): this instance forgets at once.
    for (const driverId of new Set([moved.row.acceptedDriverId, ride.acceptedDriverId])) if (driverId) app.driverRideCache.invalidate(driverId);
    return { ...moved, changed: true };
  }
  const latest = (await findRide(app.db, ride.id)) ?? ride;
  if (!isOwnedBy(latest, actor)) throw notFound(RIDE_NOT_FOUND, 'ride_not_found');
  if (latest.status === change.to && change.to !== 'pending') return { row: latest, changed: false, publications: [] };
  throw refusal(app, latest, change, at);
}

/** design §8: every change of a ride reaches its customer, its driver and the office as `ride_updated`. */
export function rideUpdated(row: RideRow, ride: Ride = toRideDto(row)): Publication[] {
  return [
    [rooms.customer(row.customerId), 'ride_updated', { ride }],
    ...(row.acceptedDriverId ? [[rooms.driver(row.acceptedDriverId), 'ride_updated', { ride }] as const] : []),
    [rooms.admins, 'ride_updated', { ride }],
  ];
}

/** design §8 `driver_status`: a ride that ended leaves its driver free, and the office's fleet map follows. */
export function driverFreed(row: RideRow): Publication[] {
  if (!row.acceptedDriverId || !hasEnded(row.status)) return [];
  return [[rooms.admins, 'driver_status', { driverId: row.acceptedDriverId, status: 'free', rideId: null }]];
}

/**
 * Cancel (design §4): the customer while searching or once a driver is on the way, the driver once on the way.
 * The other side is told at once: the driver must stop driving there; while searching, drivers drop the
 * request's card.
 */
export async function cancelRide(app: FastifyInstance, owned: OwnedRide, reason: string | null): Promise<Ride> {
  const cancelledBy = owned.actor.role;
  const { row, changed } = await moveRide(app, owned, {
    to: 'cancelled',
    set: (at) => ({ cancelledAt: at, cancelReason: reason, cancelledBy }),
    details: reason ? { reason } : undefined,
  });
  const ride = toRideDto(row);
  if (!changed) return ride;
  const message = { ride, reason, cancelledBy };
  const publications: Publication[] = [
    ...rideUpdated(row, ride),
    [rooms.customer(row.customerId), 'ride_cancelled', message],
    ...driverFreed(row),
  ];
  if (row.acceptedDriverId) publications.push([rooms.driver(row.acceptedDriverId), 'ride_cancelled', message]);
  else publications.push([rooms.driversOnline, 'ride_taken', { rideId: row.id }]);
  await app.live.publishAll(publications);
  return ride;
}

const SETS: Record<Exclude<SettableRideStatus, 'completed'>, (at: Date) => RideChanges> = {
  arrived: (at) => ({ arrivedAt: at }),
  on_board: (at) => ({ onBoardAt: at }),
  // When the ride ended is its history row's `at`.
  no_show: () => ({}),
};

const withLink = (set: (at: Date) => RideChanges, tokenHash: string | undefined) =>
  tokenHash ? (at: Date) => ({ ...set(at), receiptTokenHash: tokenHash }) : set;

/**
 * design §15: the fare a completion writes, in the completing UPDATE. The driver must say how the customer paid,
 * and the meter's amount unless the ride has a fixed fare; the office may; the customer's auto-complete cannot (the
 * ride ends with its estimate). The estimate, maximum and route are fixed at booking, so the row the guard read
 * settles the same as the one the UPDATE changes.
 */
function completionOf(owned: OwnedRide, completion: Completion): (at: Date) => RideChanges {
  const { ride, actor } = owned;
  const fromParty = actor.role === 'customer' ? {} : completion;
  if (actor.role === 'driver') {
    if (!fromParty.paymentMethod) throw badRequest(PAYMENT_REQUIRED, 'payment_required', [{ path: 'paymentMethod', message: PAYMENT_REQUIRED }]);
    if (fromParty.meterFareCents === undefined && !ride.fixedRouteId) {
      throw badRequest(METER_REQUIRED, 'meter_fare_required', [{ path: 'meterFareCents', message: METER_REQUIRED }]);
    }
  }
  const settled = settleFare(
    { estimatedFareCents: ride.estimatedFareCents, maxFareCents: ride.maxFareCents, fixedFare: ride.fixedRouteId !== null },
    fromParty.meterFareCents ?? null,
  );
  return (at) => ({ completedAt: at, ...settled, paymentMethod: fromParty.paymentMethod ?? null });
}

/**
 * `PATCH /api/rides/{id}` (design §4): the driver's 'Sono arrivato', 'Passeggero a bordo', 'Corsa completata' and
 * 'Cliente assente'; the customer's screen completes the ride too (the spec's auto-complete).
 */
export async function setRideStatus(
  app: FastifyInstance,
  owned: OwnedRide,
  to: SettableRideStatus,
  completion: Completion = {},
): Promise<Ride> {
  const completing = to === 'completed';
  // design §15: the caller booked by phone gets the receipt's link by SMS; its token's hash is written with the fare.
  const link = completing && owned.ride.source === 'office' ? newReceiptLink(app.config.publicUrl, owned.ride.id) : null;
  const set = completing ? withLink(completionOf(owned, completion), link?.tokenHash) : SETS[to as Exclude<SettableRideStatus, 'completed'>];
  // The amount typed stays in the history (what a capped fare was capped from); a customer's page types none.
  const typed = completing && owned.actor.role !== 'customer' ? completion.meterFareCents : undefined;
  const details = typed !== undefined ? { meterFareCents: typed } : undefined;
  const { row, changed } = await moveRide(app, owned, { to, set, details });
  const ride = toRideDto(row);
  if (changed) {
    await app.live.publishAll([...rideUpdated(row, ride), ...(await announcementsOf(app, row, ride)), ...driverFreed(row)]);
    if (link) void textOfficeCaller(app, row, receiptText(link.url));
  }
  return ride;
}

/** The messages the web already listens for on top of `ride_updated`. */
async function announcementsOf(app: FastifyInstance, row: RideRow, ride: Ride): Promise<Publication[]> {
  if (row.status === 'completed') {
    return [
      [rooms.customer(row.customerId), 'ride_completed', { ride }],
      ...(row.acceptedDriverId ? [[rooms.driver(row.acceptedDriverId), 'ride_completed', { ride }] as const] : []),
      [rooms.admins, 'ride_completed', { ride }],
    ];
  }
  if (row.status === 'arrived' && row.acceptedDriverId) {
    // The customer's card names the taxi at the kerb (plate, car); push and SMS follow this message (design §12).
    const driver = await findActiveDriver(app.db, row.acceptedDriverId);
    if (driver) {
      void textOfficeCaller(app, row, arrivedText(driver));
      return [[rooms.customer(row.customerId), 'ride_arrived', { ride, driver: toAcceptedDriver(driver) }]];
    }
  }
  return [];
}
