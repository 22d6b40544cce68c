import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bookingIssues } from '../../../shared/booking-rules';
import type { LatLon } from '../../../shared/common.schemas';
import type { RequestType } from '../../../shared/domain';
import type { VehicleFeature } from '../../../shared/vehicle';
import { conflict, HttpError, unauthorized, unprocessable, type ErrorText } from '../../http/errors';
import { serverText } from '../../i18n/server-text';
import type { Publication } from '../../live/hub';
import { rooms } from '../../live/rooms';
import { findOrCreateCustomer, lockCustomer } from '../customers/customers.queries';
import { countTaxisOnlineFor, needsOf } from '../dispatch/dispatch.queries';
import { type DispatchStep, dispatchPublications, offerToNextDriver } from '../dispatch/dispatch.service';
import { fittingTaxisOnline } from '../dispatch/fitting-taxis.service';
import { tripForBooking } from '../fare/trip-estimate.service';
import { toRideDto } from './ride.dto';
import { expiryOf } from './ride-expiry.rules';
import { appendRideEvents } from './ride-events.queries';
import { findIdempotencyKey, findRide, hasCurrentRide, insertIdempotencyKey, insertRide, type RideRow } from './rides.queries';
import { bookingIssueText } from '../../i18n/shared-texts';

export interface CreateRideResult {
  row: RideRow;
  /** True when an earlier request with the same Idempotency-Key already created it. */
  replayed: boolean;
  /** design §14: the taxis online now that could serve it (see `fittingTaxisOnline`). */
  matchingTaxisOnline: number;
}

/**
 * A ride asked for: by its customer on the booking page, or by the office for a caller (design §10), who may
 * leave the destination out ('Non specificato') and adds notes. Either may say how many travel and what the taxi
 * must have (design §14 'Opzioni').
 */
export interface Booking {
  pickupAddress: string;
  dropoffAddress: string | null;
  pickup?: LatLon | undefined;
  dropoff?: LatLon | undefined;
  requestType: RequestType;
  scheduledTime?: string | null | undefined;
  notes?: string | null | undefined;
  passengers?: number | null | undefined;
  requirements?: readonly VehicleFeature[] | undefined;
}

/** Who books: the customer, signed in; or the office, for the phone number of the caller (no SMS code). */
export type Booker = { role: 'customer'; customerId: string } | { role: 'admin'; customerPhone: string };

const ALREADY_RIDING: Record<Booker['role'], ErrorText> = {
  customer: serverText('rides.customerAlreadyRiding'),
  admin: serverText('admin.customerAlreadyRiding'),
};
const KEY_REUSED = serverText('rides.keyReused');

class KeyTaken extends Error {}
class AlreadyRiding extends Error {}

/** The parts of a request that define the ride: a retry with the same key must repeat them. */
function requestHash(body: Booking): string {
  const canonical = JSON.stringify([
    body.pickupAddress.trim(),
    body.dropoffAddress?.trim() ?? '',
    body.pickup ?? null,
    body.dropoff ?? null,
    body.requestType,
    body.requestType === 'scheduled' && body.scheduledTime ? new Date(body.scheduledTime).toISOString() : null,
    // Appended only when given, so that a customer's key keeps the hash it had before the office booked rides.
    ...(body.notes || body.passengers ? [body.notes?.trim() ?? '', body.passengers ?? null] : []),
    // The same for the taxi's requirements (design §14), in a fixed order whatever order they were ticked in.
    ...(body.requirements?.length ? [[...body.requirements].sort()] : []),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** spec §5 again, on the server; the office may leave the destination out. */
function issuesOf(booker: Booker, body: Booking, now: Date) {
  const issues = bookingIssues({ ...body, dropoffAddress: body.dropoffAddress ?? '' }, now);
  return booker.role === 'admin' ? issues.filter((issue) => issue.path !== 'dropoffAddress') : issues;
}

/**
 * `POST /api/rides` (design §4) and the office's phone booking `POST /api/admin/rides` (design §10), one path:
 * validates spec §5 again, prices the trip here, and creates the ride once per Idempotency-Key — a retry on a
 * flaky phone connection, or the office's double click, gets the first ride back. The customer's row is locked
 * while checking for a current ride, so two taps (or two instances) cannot both create one. The office's caller
 * is found, or created, by the number (normalised by the request's schema).
 */
export async function createRide(
  app: FastifyInstance,
  booker: Booker,
  body: Booking,
  idempotencyKey: string | undefined,
): Promise<CreateRideResult> {
  const now = app.clock.now();
  const issues = issuesOf(booker, body, now);
  if (issues.length > 0) {
    const said = issues.map((issue) => ({ path: issue.path, message: bookingIssueText(issue.message) }));
    throw new HttpError(400, said[0]!.message, 'validation', said);
  }
  const customerId = booker.role === 'customer' ? booker.customerId : (await findOrCreateCustomer(app.db, booker.customerPhone)).id;

  const hash = requestHash(body);
  const replay = async (): Promise<CreateRideResult | null> => {
    if (!idempotencyKey) return null;
    const existing = await findIdempotencyKey(app.db, customerId, idempotencyKey);
    if (!existing) return null;
    if (existing.requestHash !== hash) throw unprocessable(KEY_REUSED, 'idempotency_key_reused');
    const row = await findRide(app.db, existing.rideId);
    if (!row) throw new Error('idempotency key points at a missing ride');
    const matchingTaxisOnline = await countTaxisOnlineFor(app.db, needsOf(row), app.clock.now(), app.config.driverUnreachableSeconds);
    return { row, replayed: true, matchingTaxisOnline };
  };

  const earlier = await replay();
  if (earlier) return earlier;

  const scheduled = body.requestType === 'scheduled' && body.scheduledTime ? new Date(body.scheduledTime) : null;
  const pickupTime = scheduled ?? now;
  // Network calls (geocoder, router) stay outside the transaction: no lock is held while waiting on them.
  const trip = await tripForBooking(app, body, pickupTime);

  let row: RideRow;
  let step: DispatchStep | null = null;
  try {
    row = await app.db.transaction(async (tx) => {
      const customer = await lockCustomer(tx, customerId);
      // The account was deleted while this request waited for the lock: its session went with it.
      if (!customer) throw unauthorized();
      // A booking for later does not compete with the ride of the moment.
      if (!scheduled && (await hasCurrentRide(tx, customerId))) throw new AlreadyRiding();
      const created = await insertRide(tx, {
        customerId,
        customerPhone: customer.phoneNumber,
        pickupAddress: body.pickupAddress.trim(),
        pickupLatitude: trip.pickup?.lat ?? null,
        pickupLongitude: trip.pickup?.lon ?? null,
        dropoffAddress: body.dropoffAddress?.trim() || null,
        dropoffLatitude: trip.dropoff?.lat ?? null,
        dropoffLongitude: trip.dropoff?.lon ?? null,
        requestType: body.requestType,
        scheduledTime: scheduled,
        estimatedDistanceMeters: trip.distanceMeters,
        ...trip.fare,
        notes: body.notes?.trim() || null,
        passengers: body.passengers ?? null,
        requirements: [...(body.requirements ?? [])],
        source: booker.role === 'admin' ? 'office' : 'app',
        createdAt: now,
        expiresAt: expiryOf(
          { requestType: body.requestType, scheduledTime: scheduled, source: booker.role === 'admin' ? 'office' : 'app' },
          now,
          app.config.rideRecovery.officeRideTimeoutMinutes,
        ),
      });
      await appendRideEvents(tx, [
        { rideId: created.id, at: now, type: 'created', actorRole: booker.role, actorId: booker.role === 'customer' ? customerId : null },
      ]);
      if (idempotencyKey) {
        const stored = await insertIdempotencyKey(tx, { customerId, key: idempotencyKey, requestHash: hash, rideId: created.id, createdAt: now });
        if (!stored) throw new KeyTaken();
      }
      // design §11: under `nearest` the first driver's offer is written with the ride, never after it is visible.
      if (!scheduled) step = await offerToNextDriver(app, tx, created, now);
      return created;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken) && !(error instanceof AlreadyRiding)) throw error;
    // The same request won a race (another tap, another instance): answer with its ride.
    const winner = await replay();
    if (winner) return winner;
    if (error instanceof AlreadyRiding) throw conflict(ALREADY_RIDING[booker.role], 'ride_in_progress');
    throw error;
  }

  app.metrics.countRideStatus(row.status);
  await announceNewRide(app, row, step);
  // Counted once the drivers have the request: the offer is not kept waiting for the figure (design §11 "Cost").
  const fitting = await fittingTaxisOnline(app, app.db, row, now);
  await app.live.publishAll(fitting.publications);
  return { row, replayed: false, matchingTaxisOnline: fitting.count };
}

/**
 * Immediate requests go at once to the online drivers who may serve them, or to the one driver offered it (design
 * §11, §14); scheduled ones wait for their window (the sweeper announces them). The office sees every new request.
 */
async function announceNewRide(app: FastifyInstance, row: RideRow, step: DispatchStep | null): Promise<void> {
  const publications: Publication[] = [[rooms.admins, 'new_ride_request', toRideDto(row)]];
  if (step) publications.push(...(await dispatchPublications(app.db, row, step)));
  await app.live.publishAll(publications);
}
