import type { FastifyInstance } from 'fastify';
import type { Ride } from '../../../shared/rides.schemas';
import { conflict, type HttpError, notFound } from '../../http/errors';
import { runningOfferOfRide } from '../dispatch/dispatch.queries';
import { findActiveDriver } from '../drivers/drivers.queries';
import { appendRideEvents } from './ride-events.queries';
import { announceAccepted } from './ride-accepted.service';
import { RIDE_NOT_FOUND } from './ride-lifecycle.service';
import { acceptRide, type Bid, findRide, findRideUnderWayFor, isSecondRideUnderWay, lockRide, type RideRow } from './rides.queries';

export const RIDE_NOT_AVAILABLE = 'La corsa non è più disponibile: è stata presa da un altro taxista, annullata o è scaduta.';
export const DRIVER_NOT_ONLINE = 'Devi essere disponibile per accettare una corsa.';
export const DRIVER_BUSY = 'Hai già una corsa in corso: completala prima di accettarne un’altra.';
export const OFFERED_TO_ANOTHER =
  'La corsa è proposta in questo momento a un taxista più vicino: la vedrai se la rifiuta o non risponde.';

/**
 * A driver's bid (design §4): the first valid one takes the ride (`acceptRide`, one conditional UPDATE, with its
 * history row in the same transaction); what follows any acceptance (`announceAccepted`) comes after the commit.
 * A refused bid on an existing ride is kept in the history too ("every bid, won or lost").
 */
export async function acceptBid(app: FastifyInstance, bid: Bid): Promise<Ride> {
  // The time of the bid is read once the ride is locked: a bid that waited for another change is dated after it.
  let at = app.clock.now();
  const bidEvent = () => ({ rideId: bid.rideId, at, actorRole: 'driver', actorId: bid.driverId }) as const;
  let row: RideRow | null;
  try {
    row = await app.db.transaction(async (tx) => {
      await lockRide(tx, bid.rideId);
      at = app.clock.now();
      const accepted = await acceptRide(tx, bid, at);
      if (accepted) await appendRideEvents(tx, [{ ...bidEvent(), type: 'accepted', details: { estimatedArrival: bid.estimatedArrival } }]);
      return accepted;
    });
  } catch (err) {
    // The same driver's two bids at the same instant: the one-ride-under-way index lets only one through.
    if (!isSecondRideUnderWay(err)) throw err;
    row = null;
  }
  if (!row) {
    const refused = await whyRefused(app, bid);
    if (refused.statusCode !== 404) {
      await appendRideEvents(app.db, [
        { ...bidEvent(), type: 'bid_lost', details: { estimatedArrival: bid.estimatedArrival, reason: refused.code } },
      ]);
    }
    throw refused;
  }
  const driver = await findActiveDriver(app.db, bid.driverId);
  return announceAccepted(app, row, driver!, { by: 'bid' });
}

/** Only on the losing path: tells the driver which of the conditions failed. */
async function whyRefused(app: FastifyInstance, bid: Bid): Promise<HttpError> {
  if (!(await findRide(app.db, bid.rideId))) return notFound(RIDE_NOT_FOUND, 'ride_not_found');
  if (!(await findActiveDriver(app.db, bid.driverId))?.isAvailable) return conflict(DRIVER_NOT_ONLINE, 'driver_offline');
  const busy = await findRideUnderWayFor(app.db, bid.driverId);
  if (busy && busy.id !== bid.rideId) return conflict(DRIVER_BUSY, 'driver_busy');
  const offer = await runningOfferOfRide(app.db, bid.rideId);
  if (offer && offer.driverId !== bid.driverId) return conflict(OFFERED_TO_ANOTHER, 'ride_offered_to_another_driver');
  return conflict(RIDE_NOT_AVAILABLE, 'ride_not_available');
}
