import type { FastifyInstance } from 'fastify';
import type { Ride } from '../../../shared/rides.schemas';
import { conflict, type HttpError, notFound } from '../../http/errors';
import { refusedDriverIds, runningOfferOfRide } from '../dispatch/dispatch.queries';
import type { Db } from '../../db/client';
import { isVisibleToDrivers } from '../../../shared/visibility';
import { isExcludedBy } from '../customers/excluded-drivers.queries';
import { findActiveDriver } from '../drivers/drivers.queries';
import { appendRideEvents } from './ride-events.queries';
import { announceAccepted } from './ride-accepted.service';
import { RIDE_NOT_FOUND } from './ride-lifecycle.service';
import { acceptRide, type Bid, findRide, findRideUnderWayFor, isSecondRideUnderWay, lockRide, type RideRow } from './rides.queries';
import { serverText } from '../../i18n/server-text';
import { misfitServerText } from '../../i18n/shared-texts';

export const RIDE_NOT_AVAILABLE = 'La corsa non è più disponibile: è stata presa da un altro taxista, annullata o è scaduta.';
export const DRIVER_NOT_ONLINE = 'Devi essere disponibile per accettare una corsa.';
export const DRIVER_BUSY = 'Hai già una corsa in corso: completala prima di accettarne un’altra.';
// Not "a nearer taxi": the dispatcher's fairness may choose one farther away that waited longer (design §11).
export const OFFERED_TO_ANOTHER = 'La corsa è proposta in questo momento a un altro taxista: la vedrai se la rifiuta o non risponde.';

/**
 * issue 21: every refusal says what really happened to the ride, not a guess among several. The codes a client
 * may act on stay `ride_not_available` for a ride gone (taken, cancelled, expired) and get their own for the rest.
 */
export const BID_REFUSALS = {
  taken: 'La corsa è già stata presa da un altro taxista.',
  cancelled: 'La corsa è stata annullata.',
  expired: 'La richiesta è scaduta: nessun taxista l’ha accettata in tempo.',
  refusedByYou: 'Hai rifiutato questa corsa: è stata proposta ad altri taxisti.',
  droppedByYou: 'Hai restituito questa corsa: ora la cerchiamo per un altro taxista.',
  held: 'La corsa è in attesa della centrale: solo l’ufficio può ridistribuirla o assegnarla.',
  notYetVisible: 'Questa prenotazione sarà disponibile ai taxisti 30 minuti prima della partenza.',
  // design §14: the customer's choice is theirs; the driver is not told whose list he is on, only that it is not his.
  notForYou: 'Questa corsa non è disponibile per te.',
} as const;

/** The same refusals in the request's language (the Italian constants above are the catalogue's Italian). */
const BID_TEXTS = {
  notAvailable: serverText('rides.bid.notAvailable'),
  driverNotOnline: serverText('rides.bid.driverNotOnline'),
  driverBusy: serverText('rides.bid.driverBusy'),
  offeredToAnother: serverText('rides.bid.offeredToAnother'),
  taken: serverText('rides.bid.taken'),
  cancelled: serverText('rides.bid.cancelled'),
  expired: serverText('rides.bid.expired'),
  refusedByYou: serverText('rides.bid.refusedByYou'),
  droppedByYou: serverText('rides.bid.droppedByYou'),
  held: serverText('rides.bid.held'),
  notYetVisible: serverText('rides.bid.notYetVisible'),
  notForYou: serverText('rides.bid.notForYou'),
} as const;

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
  // design §11: a ride offered to this driver was hidden from every other one (never broadcast since).
  let heldForThisDriver = false;
  try {
    row = await app.db.transaction(async (tx) => {
      await lockRide(tx, bid.rideId);
      at = app.clock.now();
      const offer = await runningOfferOfRide(tx, bid.rideId);
      const accepted = await acceptRide(tx, bid, at);
      if (accepted) await appendRideEvents(tx, [{ ...bidEvent(), type: 'accepted', details: { estimatedArrival: bid.estimatedArrival } }]);
      heldForThisDriver = offer?.driverId === bid.driverId;
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
  return announceAccepted(app, row, driver!, { by: 'bid', fromOffer: heldForThisDriver });
}

/** Only on the losing path: tells the driver which of the conditions failed. */
async function whyRefused(app: FastifyInstance, bid: Bid): Promise<HttpError> {
  const ride = await findRide(app.db, bid.rideId);
  if (!ride) return notFound(RIDE_NOT_FOUND, 'ride_not_found');
  const driver = await findActiveDriver(app.db, bid.driverId);
  if (!driver?.isAvailable) return conflict(BID_TEXTS.driverNotOnline, 'driver_offline');
  const busy = await findRideUnderWayFor(app.db, bid.driverId);
  if (busy && busy.id !== bid.rideId) return conflict(BID_TEXTS.driverBusy, 'driver_busy');
  const at = app.clock.now();
  if (ride.status === 'cancelled') return conflict(BID_TEXTS.cancelled, 'ride_not_available');
  if (ride.status === 'expired' || (ride.status === 'pending' && ride.expiresAt <= at)) return conflict(BID_TEXTS.expired, 'ride_not_available');
  if (ride.status !== 'pending') return conflict(BID_TEXTS.taken, 'ride_not_available');
  if (ride.droppedByDriverIds.includes(bid.driverId)) return conflict(BID_TEXTS.droppedByYou, 'ride_dropped_by_you');
  if (await refusedBy(app.db, bid.rideId, bid.driverId)) return conflict(BID_TEXTS.refusedByYou, 'ride_refused_by_you');
  if (ride.heldAt) return conflict(BID_TEXTS.held, 'ride_held_for_office');
  // design §14: what the car lacks, as the office's assign dialog says it ('Non adatto: 4 posti per 6 passeggeri, …').
  const misfit = misfitServerText(driver, ride);
  if (misfit) return conflict(misfit, 'vehicle_does_not_fit');
  if (await isExcludedBy(app.db, ride.customerId, driver.id)) return conflict(BID_TEXTS.notForYou, 'ride_not_for_you');
  const offer = await runningOfferOfRide(app.db, bid.rideId);
  if (offer && offer.driverId !== bid.driverId) return conflict(BID_TEXTS.offeredToAnother, 'ride_offered_to_another_driver');
  if (!isVisibleToDrivers(ride, at)) return conflict(BID_TEXTS.notYetVisible, 'ride_not_yet_visible');
  return conflict(BID_TEXTS.notAvailable, 'ride_not_available');
}

const refusedBy = async (db: Db, rideId: string, driverId: string): Promise<boolean> =>
  (await refusedDriverIds(db, rideId)).includes(driverId);
