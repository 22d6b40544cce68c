import type { FastifyInstance } from 'fastify';
import type { RideOffer } from '../../../shared/dispatch.schemas';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import type { Publication } from '../../live/hub';
import { rooms } from '../../live/rooms';
import { findActiveDriver } from '../drivers/drivers.queries';
import { toRideDto } from '../rides/ride.dto';
import { appendRideEvents } from '../rides/ride-events.queries';
import { RIDE_NOT_FOUND } from '../rides/ride-lifecycle.service';
import { findRide, type RideRow } from '../rides/rides.queries';
import { excludesAnyDriver } from '../customers/excluded-drivers.queries';
import {
  anyOfferRunning,
  endDriverOffer,
  endOffersOfSettledRides,
  endOneTimedOutOffer,
  insertOffer,
  lockRideAwaitingDriver,
  lastOfferOutcome,
  needsOf,
  offeredDriverIds,
  onlineDriversWhoMayServe,
  refusedDriverIds,
  type RideOfferRow,
  runningOfferFor,
} from './dispatch.queries';
import { anyTaxiFits, type BroadcastReason } from './dispatch.rules';
import { chooseNearFree } from './nearest-choice.service';
import { type ServerText, serverText } from '../../i18n/server-text';

export const NO_RUNNING_OFFER = 'Questa corsa non ti è proposta.';
/** issue 21: what really became of the offer, in the request's language. */
const NO_OFFER_TEXTS = {
  refused: serverText('dispatch.noOffer.refused'),
  timedOut: serverText('dispatch.noOffer.timedOut'),
  cancelled: serverText('dispatch.noOffer.cancelled'),
  expired: serverText('dispatch.noOffer.expired'),
  assigned: serverText('dispatch.noOffer.assigned'),
} as const;

/** What became of a ride waiting for a driver: offered to one of them, or shown to all. */
export type DispatchStep = { kind: 'offer'; offer: RideOfferRow } | { kind: 'broadcast'; reason: BroadcastReason };

/** The most offers one sweep moves on: the rest wait for the next sweep, a second later. */
const OFFERS_PER_SWEEP = 50;

/**
 * design §11: offers the ride to the next driver `chooseDrivers` names, or says it is to be broadcast. Runs in the
 * transaction that created the ride or ended the previous offer, so that the ride is never left between the two;
 * the offer and its history row ('offered', to whom, how far) are written there too. Scheduled rides are always
 * broadcast: their drivers' window opens 30 minutes ahead, with nobody's position near the departure yet.
 */
export async function offerToNextDriver(app: FastifyInstance, tx: Db, ride: RideRow, at: Date): Promise<DispatchStep> {
  const settings = app.config.dispatch;
  if (settings.policy === 'broadcast' || ride.requestType !== 'immediate') return { kind: 'broadcast', reason: 'policy' };
  const pickup = ride.pickupLatitude !== null && ride.pickupLongitude !== null ? { lat: ride.pickupLatitude, lon: ride.pickupLongitude } : null;
  const offeredBefore = await offeredDriverIds(tx, ride.id);
  // A driver who dropped the ride is not offered it again either (design §4).
  const excluded = [...new Set([...offeredBefore, ...ride.droppedByDriverIds])];
  const takenMeanwhile = new Set<string>();
  for (;;) {
    const ridePoint = { pickup, offeredDriverIds: excluded, ...needsOf(ride) };
    const { choice, candidates } = await chooseNearFree(tx, ridePoint, takenMeanwhile, at, settings, app.config.driverUnreachableSeconds);
    if (choice.kind === 'broadcast') return choice;
    const next = choice.drivers[0]!;
    const round = offeredBefore.length + 1;
    const pickupDistanceKm = Math.round(next.pickupDistanceKm * 100) / 100;
    const expiresAt = new Date(Math.min(at.getTime() + settings.offerTimeoutSeconds * 1_000, ride.expiresAt.getTime()));
    const offer = await insertOffer(tx, { rideId: ride.id, driverId: next.driverId, round, pickupDistanceKm, offeredAt: at, expiresAt });
    if (offer) {
      const name = candidates.find((c) => c.driverId === next.driverId)?.name ?? null;
      await appendRideEvents(tx, [
        { rideId: ride.id, at, type: 'offered', actorRole: 'system', actorId: null, details: { driverId: next.driverId, driverName: name, round, pickupDistanceKm } },
      ]);
      return { kind: 'offer', offer };
    }
    // Another ride's offer reached this driver a moment ago (another request, another instance): the next one.
    takenMeanwhile.add(next.driverId);
  }
}

export function toOfferDto(ride: RideRow, offer: RideOfferRow): RideOffer {
  return { ride: toRideDto(ride), offerExpiresAt: offer.expiresAt.toISOString(), pickupDistanceKm: offer.pickupDistanceKm };
}

/** Who is told of a dispatch step: the offered driver alone, or the online drivers who may serve it. */
export async function dispatchPublications(db: Db, ride: RideRow, step: DispatchStep): Promise<Publication[]> {
  if (step.kind === 'offer') return [[rooms.driver(step.offer.driverId), 'ride_offer', toOfferDto(ride, step.offer)]];
  return ride.requestType === 'immediate' ? requestPublications(db, ride) : [];
}

/**
 * A request shown to the drivers (design §4, §14): a ride any taxi can serve goes to the whole `drivers-online` room,
 * one frame however large the fleet; a ride that asks for features or more seats than a saloon's, or whose customer
 * left drivers out, goes to each online driver who may serve it, and to nobody else (ADR 260).
 */
export async function requestPublications(db: Db, ride: RideRow): Promise<Publication[]> {
  const dto = toRideDto(ride);
  if (anyTaxiFits(ride) && !(await excludesAnyDriver(db, ride.customerId))) return [[rooms.driversOnline, 'new_ride_request', dto]];
  return (await onlineDriversWhoMayServe(db, ride)).map((driverId) => [rooms.driver(driverId), 'new_ride_request', dto] as const);
}

/**
 * A dispatch step and who is told of it, in the transaction that made it. A broadcast reaches every online driver,
 * so those who gave the ride up (refused its offer, or dropped it: design §4) are told at once to take its card off;
 * their list and their bid leave it out anyway.
 */
export async function dispatchAndTell(app: FastifyInstance, tx: Db, ride: RideRow, at: Date): Promise<Publication[]> {
  const step = await offerToNextDriver(app, tx, ride, at);
  const publications = await dispatchPublications(tx, ride, step);
  if (step.kind === 'broadcast' && ride.requestType === 'immediate') {
    const gaveUp = new Set([...ride.droppedByDriverIds, ...(await refusedDriverIds(tx, ride.id))]);
    for (const driverId of gaveUp) publications.push([rooms.driver(driverId), 'ride_taken', { rideId: ride.id }]);
  }
  return publications;
}

const withdrawn = (offer: RideOfferRow): Publication => [rooms.driver(offer.driverId), 'ride_offer_withdrawn', { rideId: offer.rideId }];

/** `POST /api/rides/{id}/refuse` ('Rifiuta'): the driver passes the offer on, and the next driver has it at once. */
export async function refuseOffer(app: FastifyInstance, rideId: string, driverId: string): Promise<void> {
  const at = app.clock.now();
  const result = await app.db.transaction(async (tx) => {
    const ended = await endDriverOffer(tx, rideId, driverId, 'refused', at);
    if (!ended) return null;
    await appendRideEvents(tx, [{ rideId, at, type: 'offer_refused', actorRole: 'driver', actorId: driverId, details: { round: ended.round } }]);
    return { ended, ...(await moveOn(app, tx, rideId, at)) };
  });
  if (!result) {
    const ride = await findRide(app.db, rideId);
    if (!ride) throw notFound(RIDE_NOT_FOUND, 'ride_not_found');
    throw conflict(await whyNoOffer(app, ride, driverId), 'no_running_offer');
  }
  await app.live.publishAll([withdrawn(result.ended), ...result.publications]);
}

/** issue 21: what really became of the offer the driver tried to refuse. */
async function whyNoOffer(app: FastifyInstance, ride: RideRow, driverId: string): Promise<ServerText> {
  const outcome = await lastOfferOutcome(app.db, ride.id, driverId);
  if (outcome === 'refused') return NO_OFFER_TEXTS.refused;
  if (outcome === 'timed_out') return NO_OFFER_TEXTS.timedOut;
  if (ride.status === 'cancelled') return NO_OFFER_TEXTS.cancelled;
  if (ride.status === 'expired') return NO_OFFER_TEXTS.expired;
  if (outcome === 'withdrawn' && ride.status !== 'pending') return NO_OFFER_TEXTS.assigned;
  return serverText('dispatch.noRunningOffer');
}

/** After an offer ended: the ride, if it still waits for a driver, goes to the next one (or to everyone). */
async function moveOn(app: FastifyInstance, tx: Db, rideId: string, at: Date): Promise<{ publications: Publication[] }> {
  const ride = await lockRideAwaitingDriver(tx, rideId, at);
  if (!ride) return { publications: [] };
  return { publications: await dispatchAndTell(app, tx, ride, at) };
}

/**
 * The offers' sweep (design §11), on every instance: each offer past its time is ended once (one transaction per
 * offer, taken with `skip locked`) and its ride moves on in the same transaction; offers whose ride was settled
 * otherwise (accepted, given by the office, cancelled, expired) are closed and their card withdrawn.
 */
export async function sweepOffers(app: FastifyInstance): Promise<number> {
  // An idle sweep opens no transaction: on PGlite one that finds nothing held its only thread 4–5 ms every second,
  // and the positions arriving meanwhile waited (ADR 253).
  if (!(await anyOfferRunning(app.db))) return 0;
  let moved = 0;
  for (; moved < OFFERS_PER_SWEEP; moved++) {
    const at = app.clock.now();
    const result = await app.db.transaction(async (tx) => {
      const ended = await endOneTimedOutOffer(tx, at);
      if (!ended) return null;
      const driverName = (await findActiveDriver(tx, ended.driverId))?.name ?? null;
      await appendRideEvents(tx, [
        { rideId: ended.rideId, at, type: 'offer_expired', actorRole: 'system', actorId: null, details: { driverId: ended.driverId, driverName, round: ended.round } },
      ]);
      return { ended, ...(await moveOn(app, tx, ended.rideId, at)) };
    });
    if (!result) break;
    await app.live.publishAll([withdrawn(result.ended), ...result.publications]);
  }
  const settled = await endOffersOfSettledRides(app.db, app.clock.now());
  await app.live.publishAll(settled.filter((o) => o.outcome === 'withdrawn').map(withdrawn));
  return moved;
}

/** `GET /api/drivers/{id}/offer`: the card to show again after a reload or a reconnect. */
export async function currentOffer(app: FastifyInstance, driverId: string): Promise<RideOffer | null> {
  const running = await runningOfferFor(app.db, driverId, app.clock.now());
  return running ? toOfferDto(running.ride, running.offer) : null;
}
