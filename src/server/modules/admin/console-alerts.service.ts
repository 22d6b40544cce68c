import type { FastifyInstance } from 'fastify';
import type { RideAlert } from '../../../shared/console.schemas';
import { isUuid } from '../../db/ids';
import { notFound } from '../../http/errors';
import { rooms } from '../../live/rooms';
import { toRideDto } from '../rides/ride.dto';
import type { RideRow } from '../rides/rides.queries';
import { alertsWithRides, markAlertHandled, raiseDueAlerts, resolveAnsweredAlerts, type RideAlertRow, TIMED_ALERT_KINDS } from './console-alerts.queries';
import { serverText } from '../../i18n/server-text';

const ALERT_NOT_FOUND = serverText('admin.alertNotFound');

export const toRideAlertDto = ({ alert, ride }: { alert: RideAlertRow; ride: RideRow }): RideAlert => ({
  id: alert.id,
  kind: alert.kind,
  rideId: alert.rideId,
  raisedAt: alert.raisedAt.toISOString(),
  handledAt: alert.handledAt ? alert.handledAt.toISOString() : null,
  ride: toRideDto(ride),
});

/**
 * One pass of design §10's alerts: raises what became due (each once, whichever instance gets there first, and only
 * that one announces it), and lets go of those the ride's own change answered. Returns how many were raised.
 */
export async function checkRideAlerts(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const raised: RideAlertRow[] = [];
  const rules = { ...app.config.alerts, officeRideTimeoutMinutes: app.config.rideRecovery.officeRideTimeoutMinutes };
  for (const kind of TIMED_ALERT_KINDS) raised.push(...(await raiseDueAlerts(app.db, kind, now, rules)));
  const resolved = await resolveAnsweredAlerts(app.db, now);
  const alerts = await alertsWithRides(app.db, { ids: raised.map((a) => a.id) });
  await app.live.publishAll([
    ...alerts.map((found) => [rooms.admins, 'ride_alert', { alert: toRideAlertDto(found) }] as const),
    ...resolved.map((alert) => [rooms.admins, 'ride_alert_handled', { alertId: alert.id }] as const),
  ]);
  return raised.length;
}

/** `GET /api/admin/alerts`: what still asks for the office, oldest first. */
export async function openAlerts(app: FastifyInstance): Promise<RideAlert[]> {
  return (await alertsWithRides(app.db, { open: true })).map(toRideAlertDto);
}

/** An operator handled it: it leaves every console. Asked again, it is answered as it is. */
export async function handleAlert(app: FastifyInstance, alertId: string): Promise<RideAlert> {
  const handled = await markAlertHandled(app.db, alertId, app.clock.now());
  const [found] = await alertsWithRides(app.db, { ids: handled ? [handled.id] : isUuid(alertId) ? [alertId] : [] });
  if (!found) throw notFound(ALERT_NOT_FOUND, 'alert_not_found');
  if (handled) await app.live.publish(rooms.admins, 'ride_alert_handled', { alertId: handled.id });
  return toRideAlertDto(found);
}
