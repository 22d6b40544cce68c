import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Publication } from '../../live/hub';
import { rooms } from '../../live/rooms';
import { raiseAlertNow } from '../admin/console-alerts.queries';
import { toRideAlertDto } from '../admin/console-alerts.service';
import type { RideRow } from '../rides/rides.queries';
import { countTaxisOnlineFor, needsOf } from './dispatch.queries';
import { anyTaxiFits } from './dispatch.rules';

/**
 * design §14: how many taxis online could serve the ride now (`matchingTaxisOnline`, what the booking answers). With
 * none, a ride that asks something of its taxi — features, more seats than a saloon's — still waits, and the office
 * is told (`no_fitting_taxi`, raised again by each new round). A ride any taxi can serve raises nothing: with nobody
 * online at all, the office hears of it from the expiry alerts as before.
 */
export async function fittingTaxisOnline(
  app: FastifyInstance,
  db: Db,
  ride: RideRow,
  at: Date,
): Promise<{ count: number; alertId: string | null; publications: Publication[] }> {
  const count = await countTaxisOnlineFor(db, needsOf(ride), at, app.config.driverUnreachableSeconds);
  if (count > 0 || anyTaxiFits(ride)) return { count, alertId: null, publications: [] };
  const alert = await raiseAlertNow(db, ride.id, 'no_fitting_taxi', at);
  return { count, alertId: alert.id, publications: [[rooms.admins, 'ride_alert', { alert: toRideAlertDto({ alert, ride }) }]] };
}
