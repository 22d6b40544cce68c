import type { FastifyInstance } from 'fastify';
import type { Ride } from '../../../shared/rides.schemas';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import { rooms } from '../../live/rooms';
import { toAcceptedDriver } from '../drivers/driver.dto';
import { findActiveDriver } from '../drivers/drivers.queries';
import { RIDE_NOT_FOUND } from './ride.guards';
import { toRideDto } from './ride.dto';
import { acceptRide, type Bid, findRide, findRideUnderWayFor } from './rides.queries';

export const RIDE_NOT_AVAILABLE = 'La corsa non è più disponibile: è stata presa da un altro taxista, annullata o è scaduta.';
export const DRIVER_NOT_ONLINE = 'Devi essere disponibile per accettare una corsa.';
export const DRIVER_BUSY = 'Hai già una corsa in corso: completala prima di accettarne un’altra.';

/**
 * A driver's bid (DESIGN §4): the first valid one takes the ride (`acceptRide`, one conditional UPDATE);
 * the customer, the office and the other drivers are told after the commit.
 */
export async function acceptBid(app: FastifyInstance, bid: Bid): Promise<Ride> {
  let row;
  try {
    row = await acceptRide(app.db, bid, app.clock.now());
  } catch (err) {
    // The same driver's two bids at the same instant: the one-ride-under-way index lets only one through.
    if (isUniqueViolation(err, 'rides_one_accepted_per_driver_uq')) throw conflict(DRIVER_BUSY, 'driver_busy');
    throw err;
  }
  if (!row) throw await whyRefused(app, bid);
  app.metrics.countRideStatus(row.status);

  app.driverRideCache.invalidate(bid.driverId);
  const driver = await findActiveDriver(app.db, bid.driverId);
  const ride = toRideDto(row);
  const accepted = { ride, driver: toAcceptedDriver(driver!), estimatedArrival: bid.estimatedArrival };
  await app.live.publishAll([
    [rooms.customer(row.customerId), 'ride_accepted', accepted],
    [rooms.admins, 'ride_accepted', accepted],
    [rooms.driversOnline, 'ride_taken', { rideId: row.id }],
    [rooms.admins, 'stats_update', {}],
  ]);
  return ride;
}

/** Only on the losing path: tells the driver which of the conditions failed. */
async function whyRefused(app: FastifyInstance, bid: Bid) {
  if (!(await findRide(app.db, bid.rideId))) return notFound(RIDE_NOT_FOUND, 'ride_not_found');
  if (!(await findActiveDriver(app.db, bid.driverId))?.isAvailable) return conflict(DRIVER_NOT_ONLINE, 'driver_offline');
  const busy = await findRideUnderWayFor(app.db, bid.driverId);
  if (busy && busy.id !== bid.rideId) return conflict(DRIVER_BUSY, 'driver_busy');
  return conflict(RIDE_NOT_AVAILABLE, 'ride_not_available');
}
