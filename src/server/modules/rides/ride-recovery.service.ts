import type { FastifyInstance } from 'fastify';
import type { Ride } from '../../../shared/rides.schemas';
import type { Db } from '../../db/client';
import type { Publication } from '../../live/hub';
import { rooms } from '../../live/rooms';
import { closeAlertsOfRide, raiseAlertNow } from '../admin/console-alerts.queries';
import { dispatchAndTell } from '../dispatch/dispatch.service';
import { fittingTaxisOnline } from '../dispatch/fitting-taxis.service';
import { toRideDto } from './ride.dto';
import { expiryOf } from './ride-expiry.rules';
import { moveRide, type OwnedRide, rideUpdated } from './ride-lifecycle.service';
import { toRideAlertDto } from '../admin/console-alerts.service';
import { dropChanges, hasCurrentRide, type RideRow } from './rides.queries';
import { conflict } from '../../http/errors';
import { serverText } from '../../i18n/server-text';

const CUSTOMER_HAS_ANOTHER_RIDE = serverText('admin.customerHasAnotherRide');

/** The ride goes out again (design §11), unless it is held for the office. */
const sendOut = async (app: FastifyInstance, tx: Db, row: RideRow, at: Date): Promise<Publication[]> =>
  row.heldAt ? [] : dispatchAndTell(app, tx, row, at);

/**
 * design §4: the accepted driver gives the ride back (his 'Annulla corsa', with a reason). The same ride returns
 * to `pending` with a fresh expiry and goes out again without him; the customer's screen goes back to searching
 * (the ride's `drops` says why), the office gets an alert, the history says who dropped it and why. From the
 * `DROP_LIMIT`-th drop on, the ride waits for the office ('Ridistribuisci').
 */
export async function dropRide(app: FastifyInstance, owned: OwnedRide, reason: string | null): Promise<Ride> {
  const driverId = owned.actor.role === 'driver' ? owned.actor.driverId : null;
  if (!driverId) throw new Error('only a driver drops a ride');
  const { dropLimit, officeRideTimeoutMinutes } = app.config.rideRecovery;
  const { row, changed, publications } = await moveRide(app, owned, {
    to: 'pending',
    eventType: 'dropped',
    set: (at) => dropChanges(driverId, at, expiryOf(owned.ride, at, officeRideTimeoutMinutes), dropLimit),
    details: { ...(reason ? { reason } : {}), drops: owned.ride.droppedByDriverIds.length + 1 },
    within: async (tx, moved, at) => {
      const alert = await raiseAlertNow(tx, moved.id, 'driver_dropped', at);
      return [[rooms.admins, 'ride_alert', { alert: toRideAlertDto({ alert, ride: moved }) }], ...(await sendOut(app, tx, moved, at))];
    },
  });
  const ride = toRideDto(row);
  if (!changed) return ride;
  await app.live.publishAll([
    ...rideUpdated(row, ride),
    // His own screens let the ride go: it is no longer his, whatever device he dropped it from.
    [rooms.driver(driverId), 'ride_cancelled', { ride, reason, cancelledBy: 'driver' }],
    [rooms.customer(row.customerId), 'ride_dropped', { ride, reason }],
    [rooms.admins, 'driver_status', { driverId, status: 'free', rideId: null }],
    ...publications,
  ]);
  return ride;
}

/**
 * `POST /api/admin/rides/{id}/redispatch` ('Ridistribuisci', design §10): a ride nobody took (expired) or one held
 * after its drops goes out again as a new round, with a fresh expiry; its open alerts close (the new round may raise
 * them again). Refused when its customer meanwhile has another ride on.
 */
export async function redispatchRide(app: FastifyInstance, ride: RideRow): Promise<Ride> {
  const { officeRideTimeoutMinutes } = app.config.rideRecovery;
  const closed: string[] = [];
  const { row, publications } = await moveRide(app, { ride, actor: { role: 'admin' } }, {
    to: 'pending',
    eventType: 'redispatched',
    set: (at) => ({ expiresAt: expiryOf(ride, at, officeRideTimeoutMinutes), heldAt: null }),
    within: async (tx, moved, at) => {
      if (moved.requestType === 'immediate' && (await otherCurrentRide(tx, moved))) {
        throw conflict(CUSTOMER_HAS_ANOTHER_RIDE, 'ride_in_progress');
      }
      closed.push(...(await closeAlertsOfRide(tx, moved.id, at)).map((a) => a.id));
      const sent = await sendOut(app, tx, moved, at);
      // The new round may again find no taxi online that can serve the ride (design §14): the office is told again,
      // with the alert just closed reopened rather than closed.
      const fitting = await fittingTaxisOnline(app, tx, moved, at);
      const reopened = fitting.alertId === null ? -1 : closed.indexOf(fitting.alertId);
      if (reopened >= 0) closed.splice(reopened, 1);
      return [...sent, ...fitting.publications];
    },
  });
  const dto = toRideDto(row);
  await app.live.publishAll([
    ...rideUpdated(row, dto),
    ...closed.map((alertId) => [rooms.admins, 'ride_alert_handled', { alertId }] as const),
    ...publications,
  ]);
  return dto;
}

/** Whether the customer has a current ride besides this one (at most one: ADR 022). */
const otherCurrentRide = (tx: Db, ride: RideRow): Promise<boolean> => hasCurrentRide(tx, ride.customerId, ride.id);
