import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../http/errors';
import { defineGuard } from '../auth/auth.guards';
import { sessionOf } from '../auth/session-cookies.service';
import { hashLinkToken } from '../receipts/receipt-link.rules';
import type { RideActor } from '../auth/session.service';
import { type OwnedRide, RIDE_NOT_FOUND } from './ride-lifecycle.service';
import { isOwnedBy } from './rides.conditions';
import { findRide, type RideRow } from './rides.queries';

interface RideAccess {
  ride: RideRow;
  /** Null when the office reads it. */
  actor: RideActor | null;
}

const accessByRequest = new WeakMap<FastifyRequest, RideAccess>();

/**
 * The ride of the path (`/api/rides/:id…`) and who is acting on it: its customer or its accepted driver,
 * whichever of the browser's sessions owns it (a driver may also hold a customer session on the same phone),
 * and, where `office` allows it, the office. 401 without any of those sessions; another party's ride answers
 * 404, not 403: its existence is nobody else's business.
 */
function rideGuard(office: boolean) {
  return defineGuard(async (request) => {
    const [customer, driver, admin] = await Promise.all([
      sessionOf(request, 'customer'),
      sessionOf(request, 'driver'),
      office ? sessionOf(request, 'admin') : null,
    ]);
    const actors = [customer, driver].flatMap((s) => (s && s.principal.role !== 'admin' ? [s.principal] : []));
    if (actors.length === 0 && !admin) throw unauthorized();
    const ride = await findRide(request.server.db, (request.params as { id: string }).id);
    const actor = ride ? actors.find((a) => isOwnedBy(ride, a)) : undefined;
    if (!ride || (!actor && !admin)) throw notFound(RIDE_NOT_FOUND, 'ride_not_found');
    accessByRequest.set(request, { ride, actor: actor ?? null });
  });
}

/** The ride's customer or its accepted driver. */
export const requireRideOwner = rideGuard(false);

/** The ride's customer, its accepted driver, or the office. */
export const requireRideOwnerOrAdmin = rideGuard(true);

/**
 * The ride's parties and the office, or the holder of the receipt link texted to an office-booked caller (design
 * §15), who has no session: `?token=` must hash to the ride's stored hash. A wrong token is a 404, like a stranger.
 */
export const requireRideOwnerAdminOrLink = defineGuard(async (request) => {
  const token = (request.query as { token?: string } | undefined)?.token;
  if (!token) return requireRideOwnerOrAdmin(request);
  const ride = await findRide(request.server.db, (request.params as { id: string }).id);
  const stored = ride?.receiptTokenHash ? Buffer.from(ride.receiptTokenHash, 'hex') : null;
  const given = Buffer.from(hashLinkToken(token), 'hex');
  if (!ride || !stored || stored.length !== given.length || !timingSafeEqual(stored, given)) throw notFound(RIDE_NOT_FOUND, 'ride_not_found');
  accessByRequest.set(request, { ride, actor: null });
});

/** The ride and its owner that `requireRideOwner` let through. */
export function ownedRide(request: FastifyRequest): OwnedRide {
  const access = accessByRequest.get(request);
  if (!access?.actor) throw new Error(`${request.method} ${request.url}: the route must declare requireRideOwner`);
  return { ride: access.ride, actor: access.actor };
}

/** The ride that `requireRideOwnerOrAdmin` (or `requireRideOwnerAdminOrLink`) let through. */
export function rideOf(request: FastifyRequest): RideRow {
  const access = accessByRequest.get(request);
  if (!access) throw new Error(`${request.method} ${request.url}: the route must declare requireRideOwnerOrAdmin`);
  return access.ride;
}
