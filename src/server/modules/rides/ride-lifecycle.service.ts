import type { FastifyInstance } from 'fastify';
import { RIDE_STATUS_REFUSALS, type RideStatus, statusesLeadingTo } from '../../../shared/ride-states';
import type { Ride } from '../../../shared/rides.schemas';
import { conflict } from '../../http/errors';
import type { Publication } from '../../live/hub';
import { rooms } from '../../live/rooms';
import type { RideActor } from '../auth/session.service';
import { toRideDto } from './ride.dto';
import { changeRideStatus, findRide, type RideChanges, type RideRow } from './rides.queries';

/** A ride and the party acting on it (what `requireRideOwner` resolved). */
export interface OwnedRide {
  ride: RideRow;
  actor: RideActor;
}

interface StatusChange {
  to: RideStatus;
  set: RideChanges;
  /** The `code` of the 409 when the ride's status does not allow the change. */
  refusalCode: string;
}

/**
 * Moves the actor's ride to `change.to` as one conditional UPDATE, from the statuses the shared transition
 * table allows for that role (src/shared/ride-states.ts). When nothing matched: a ride already in the target
 * status is answered as it is (a retried tap, or both sides completing at once: `changed: false`, nothing to
 * announce); any other status is a 409 saying why, in Italian.
 */
export async function moveRide(
  app: FastifyInstance,
  { ride, actor }: OwnedRide,
  change: StatusChange,
): Promise<{ row: RideRow; changed: boolean }> {
  const row = await changeRideStatus(app.db, ride.id, {
    from: statusesLeadingTo(change.to, actor.role),
    to: change.to,
    actor,
    set: change.set,
  });
  if (row) {
    app.metrics.countRideStatus(row.status);
    // Who may see the driver's position changes with the ride (DESIGN §5): this instance forgets at once.
    if (row.acceptedDriverId) app.driverRideCache.invalidate(row.acceptedDriverId);
    return { row, changed: true };
  }
  const latest = (await findRide(app.db, ride.id)) ?? ride;
  if (latest.status === change.to) return { row: latest, changed: false };
  throw conflict(RIDE_STATUS_REFUSALS[latest.status], change.refusalCode);
}

/**
 * Cancel (DESIGN §4): the customer while searching or once accepted, the accepted driver once accepted.
 * The other side is told: an accepted ride's driver must stop driving there; while searching, drivers drop
 * the request's card.
 */
export async function cancelRide(app: FastifyInstance, owned: OwnedRide, reason: string | null): Promise<Ride> {
  const cancelledBy = owned.actor.role;
  const { row, changed } = await moveRide(app, owned, {
    to: 'cancelled',
    set: { cancelledAt: app.clock.now(), cancelReason: reason, cancelledBy },
    refusalCode: 'ride_not_cancellable',
  });
  const dto = toRideDto(row);
  if (!changed) return dto;
  const message = { ride: dto, reason, cancelledBy };
  const publications: Publication[] = [
    [rooms.customer(row.customerId), 'ride_cancelled', message],
    [rooms.admins, 'ride_updated', { ride: dto }],
  ];
  if (row.acceptedDriverId) publications.push([rooms.driver(row.acceptedDriverId), 'ride_cancelled', message]);
  else publications.push([rooms.driversOnline, 'ride_taken', { rideId: row.id }]);
  await app.live.publishAll(publications);
  return dto;
}

/** Complete (SPEC §4: the customer's screen does it 30 s after acceptance; DESIGN: the driver may too). */
export async function completeRide(app: FastifyInstance, owned: OwnedRide): Promise<Ride> {
  const { row, changed } = await moveRide(app, owned, {
    to: 'completed',
    set: { completedAt: app.clock.now() },
    refusalCode: 'ride_not_completable',
  });
  const dto = toRideDto(row);
  if (!changed) return dto;
  await app.live.publishAll([
    [rooms.customer(row.customerId), 'ride_completed', { ride: dto }],
    ...(row.acceptedDriverId ? [[rooms.driver(row.acceptedDriverId), 'ride_completed', { ride: dto }] as const] : []),
    [rooms.admins, 'ride_completed', { ride: dto }],
  ]);
  return dto;
}
