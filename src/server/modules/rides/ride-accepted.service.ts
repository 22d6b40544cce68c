import type { FastifyInstance } from 'fastify';
import type { Ride } from '../../../shared/rides.schemas';
import type { Publication } from '../../live/hub';
import { rooms } from '../../live/rooms';
import { toAcceptedDriver } from '../drivers/driver.dto';
import type { DriverRow } from '../drivers/drivers.queries';
import { acceptedText, textOfficeCaller } from './office-ride-sms.service';
import { toRideDto } from './ride.dto';
import { rideUpdated } from './ride-lifecycle.service';
import type { RideRow } from './rides.queries';

/**
 * How the ride came to its driver: by the driver's own bid — `fromOffer` when the ride was offered to him alone
 * (design §11), so no other driver has its card — or given by the office (maybe taken from another driver).
 */
export type Acceptance = { by: 'bid'; fromOffer: boolean } | { by: 'office'; previousDriverId: string | null };

export const REASSIGNED_REASON = 'Riassegnata dalla centrale';

/**
 * What follows every acceptance once it has committed (design §4, §10), a driver's winning bid or the office's
 * assignment alike: the figures; who may see the driver's position (design §5); the customer and the office learn
 * who is coming (`ride_accepted`); the fleet map shows the driver busy; the other drivers drop the request's card,
 * or, when the office took the ride from another driver, that driver is told it is no longer his and shows free; a
 * driver the office chose gets the ride on his dashboard at once (`ride_assigned`); a caller booked by the office
 * gets the SMS (not awaited, ADR 120).
 */
export async function announceAccepted(app: FastifyInstance, row: RideRow, driver: DriverRow, acceptance: Acceptance): Promise<Ride> {
  const estimatedArrival = row.estimatedArrivalMinutes!;
  app.metrics.countRideStatus(row.status);
  app.driverRideCache.invalidate(driver.id);
  const ride = toRideDto(row);
  const accepted = { ride, driver: toAcceptedDriver(driver), estimatedArrival };
  const publications: Publication[] = [
    ...rideUpdated(row, ride),
    ...(acceptance.by === 'office' ? [[rooms.driver(driver.id), 'ride_assigned', { ride }] as const] : []),
    [rooms.customer(row.customerId), 'ride_accepted', accepted],
    [rooms.admins, 'ride_accepted', accepted],
    [rooms.admins, 'driver_status', { driverId: driver.id, status: 'busy', rideId: row.id }],
    [rooms.admins, 'stats_update', {}],
  ];
  const previous = acceptance.by === 'office' ? acceptance.previousDriverId : null;
  if (previous) {
    app.driverRideCache.invalidate(previous);
    publications.push(
      [rooms.driver(previous), 'ride_cancelled', { ride, reason: REASSIGNED_REASON, cancelledBy: 'admin' }],
      [rooms.admins, 'driver_status', { driverId: previous, status: 'free', rideId: null }],
    );
  } else if (acceptance.by === 'office' || !acceptance.fromOffer) {
    // One frame, but one write per online driver: with a national fleet, 12,000 writes a ride (BENCHMARKS.md #17).
    // A ride that was only ever offered is on no other driver's screen, so nobody else needs telling.
    publications.push([rooms.driversOnline, 'ride_taken', { rideId: row.id }]);
  }
  await app.live.publishAll(publications);
  void textOfficeCaller(app, row, acceptedText(driver, estimatedArrival));
  return ride;
}
