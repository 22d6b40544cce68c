import type { FastifyInstance } from 'fastify';
import type { AssignRideRequest } from '../../../shared/console.schemas';
import { canTransition, isUnderWay } from '../../../shared/ride-states';
import type { Ride } from '../../../shared/rides.schemas';
import { isVisibleToDrivers } from '../../../shared/visibility';
import { drivingMinutes } from '../../../shared/driving-time';
import { badRequest, conflict, notFound } from '../../http/errors';
import { haversineMeters } from '../../integrations/router/great-circle-router';
import { isExcludedBy } from '../customers/excluded-drivers.queries';
import { type DriverRow, findActiveDriver } from '../drivers/drivers.queries';
import { toRideDto } from '../rides/ride.dto';
import { appendRideEvents } from '../rides/ride-events.queries';
import { announceAccepted } from '../rides/ride-accepted.service';
import { RIDE_NOT_FOUND } from '../rides/ride-lifecycle.service';
import { findRideUnderWayFor, isSecondRideUnderWay, lockRide, type RideRow } from '../rides/rides.queries';
import { assignRideTo } from './console-rides.queries';
import { serverText } from '../../i18n/server-text';
import { misfitServerText, rideStatusRefusal } from '../../i18n/shared-texts';

const DRIVER_GONE = serverText('admin.assign.driverGone');
const DRIVER_OFFLINE = serverText('admin.assign.driverOffline');
const DRIVER_BUSY = serverText('admin.assign.driverBusy');
const RIDE_CHANGED = serverText('admin.assign.rideChanged');
const NOT_YET = serverText('admin.assign.notYet');
const EXPIRED = rideStatusRefusal('expired');
const ETA_UNKNOWN = serverText('admin.assign.etaUnknown');
/** design §14: the customer's own choice ('Non voglio più questo taxista'); the office learns no more than this. */
export const EXCLUDED_BY_CUSTOMER = 'Il cliente ha chiesto di non avere questo taxista';
const EXCLUDED_BY_CUSTOMER_TEXT = serverText('admin.assign.excludedByCustomer');

/** Minutes from where the driver last was to the pickup, when both are known (1–60, as a driver's own bid). */
function estimatedMinutes(app: FastifyInstance, driver: DriverRow, ride: RideRow): number | null {
  if (driver.lastLatitude == null || driver.lastLongitude == null || ride.pickupLatitude == null || ride.pickupLongitude == null) {
    return null;
  }
  const meters = haversineMeters({ lat: driver.lastLatitude, lon: driver.lastLongitude }, { lat: ride.pickupLatitude, lon: ride.pickupLongitude });
  return drivingMinutes(meters / 1000, app.config.router.roadFactor);
}

type Outcome =
  | { kind: 'assigned'; row: RideRow; before: RideRow }
  | { kind: 'unchanged'; row: RideRow }
  | { kind: 'refused'; before: RideRow | null };

/**
 * `POST /api/admin/rides/{id}/assign` (design §10): a waiting ride accepted by the driver the office chose, or a ride
 * under way (accepted, arrived) reassigned to another one. The ride is locked first, so a driver's bid and the
 * office's choice are decided one after the other (the bid that waited finds the ride taken; the office that waited
 * finds it accepted and, having said whom it saw, gets a 409 with the ride as it is now). The same driver again is
 * answered as it is.
 */
export async function assignRide(app: FastifyInstance, rideId: string, request: AssignRideRequest): Promise<Ride> {
  const driver = await findActiveDriver(app.db, request.driverId);
  if (!driver) throw conflict(DRIVER_GONE, 'driver_not_found');
  // Taken again after the lock; this one dates a refusal.
  let at = app.clock.now();
  let outcome: Outcome;
  try {
    outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
      const before = await lockRide(tx, rideId);
      at = app.clock.now();
      if (!before) return { kind: 'refused', before: null };
      if (before.acceptedDriverId === driver.id && isUnderWay(before.status)) return { kind: 'unchanged', row: before };
      if (before.acceptedDriverId !== request.currentDriverId) return { kind: 'refused', before };
      if (!canTransition(before.status, 'accepted', 'admin')) return { kind: 'refused', before };
      // design §14: the office's choice too goes only to a taxi that can serve the ride and that its customer did not
      // leave out; a 409 saying why (the assign dialog already offers only those, this is for a stale dialog).
      const misfit = misfitServerText(driver, before);
      if (misfit) throw conflict(misfit, 'vehicle_does_not_fit', { ride: toRideDto(before) });
      if (await isExcludedBy(tx, before.customerId, driver.id)) {
        throw conflict(EXCLUDED_BY_CUSTOMER_TEXT, 'driver_excluded_by_customer', { ride: toRideDto(before) });
      }
      const estimatedArrival = request.estimatedArrival ?? estimatedMinutes(app, driver, before);
      // The customer is told how many minutes (page, SMS): never a number nobody gave.
      if (estimatedArrival === null) throw badRequest(ETA_UNKNOWN, 'estimated_arrival_required', [{ path: 'body.estimatedArrival', message: ETA_UNKNOWN }]);
      const row = await assignRideTo(tx, before.id, before.status, { driverId: driver.id, estimatedArrival, at });
      if (!row) return { kind: 'refused', before };
      await appendRideEvents(tx, [
        {
          rideId: row.id,
          at,
          type: before.acceptedDriverId ? 'reassigned' : 'assigned',
          actorRole: 'admin',
          actorId: null,
          details: { driverId: driver.id, estimatedArrival, ...(before.acceptedDriverId ? { previousDriverId: before.acceptedDriverId } : {}) },
        },
      ]);
      return { kind: 'assigned', row, before };
    });
  } catch (err) {
    // The same driver given two rides at the same instant: the one-ride-under-way index lets only one through.
    if (isSecondRideUnderWay(err)) throw conflict(DRIVER_BUSY, 'driver_busy');
    throw err;
  }
  if (outcome.kind === 'unchanged') return toRideDto(outcome.row);
  if (outcome.kind === 'refused') throw await whyRefused(app, driver, request, outcome.before, at);
  return announceAccepted(app, outcome.row, driver, { by: 'office', previousDriverId: outcome.before.acceptedDriverId });
}

/** Only on the refusing path: which condition failed, in Italian, with the ride as it is now. */
async function whyRefused(app: FastifyInstance, driver: DriverRow, request: AssignRideRequest, before: RideRow | null, at: Date) {
  if (!before) return notFound(RIDE_NOT_FOUND, 'ride_not_found');
  const now = { ride: toRideDto(before) };
  if (before.acceptedDriverId !== request.currentDriverId) {
    // The office saw it waiting and a driver took it: say so; saw one driver and finds another: look again.
    const reason = request.currentDriverId !== null && isUnderWay(before.status) ? RIDE_CHANGED : rideStatusRefusal(before.status);
    return conflict(reason, 'ride_changed', now);
  }
  if (!canTransition(before.status, 'accepted', 'admin')) return conflict(rideStatusRefusal(before.status), 'ride_not_assignable', now);
  const current = await findActiveDriver(app.db, driver.id);
  if (!current) return conflict(DRIVER_GONE, 'driver_not_found', now);
  if (!current.isAvailable) return conflict(DRIVER_OFFLINE, 'driver_offline', now);
  if (await findRideUnderWayFor(app.db, driver.id)) return conflict(DRIVER_BUSY, 'driver_busy', now);
  const misfit = misfitServerText(current, before);
  if (misfit) return conflict(misfit, 'vehicle_does_not_fit', now);
  if (before.status === 'pending' && !isVisibleToDrivers(before, at)) {
    return conflict(before.expiresAt <= at ? EXPIRED : NOT_YET, before.expiresAt <= at ? 'ride_expired' : 'ride_not_yet_assignable', now);
  }
  return conflict(RIDE_CHANGED, 'ride_changed', now);
}
