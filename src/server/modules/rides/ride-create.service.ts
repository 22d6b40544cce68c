import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bookingIssues } from '../../../shared/booking-rules';
import { RIDE_LIMITS } from '../../../shared/constants';
import type { CreateRideRequest } from '../../../shared/rides.schemas';
import { conflict, HttpError, unauthorized, unprocessable } from '../../http/errors';
import { rooms } from '../../live/rooms';
import { lockCustomer } from '../customers/customers.queries';
import { estimateTrip } from '../fare/trip-estimate.service';
import { toRideDto } from './ride.dto';
import { appendRideEvents } from './ride-events.queries';
import { findIdempotencyKey, findRide, hasCurrentRide, insertIdempotencyKey, insertRide, type RideRow } from './rides.queries';

export interface CreateRideResult {
  row: RideRow;
  /** True when an earlier request with the same Idempotency-Key already created it. */
  replayed: boolean;
}

const ALREADY_RIDING = 'Hai già una corsa in corso: annullala o attendi che finisca prima di chiederne un’altra';
const KEY_REUSED = 'Questa chiave di idempotenza è già stata usata per una richiesta diversa';

class KeyTaken extends Error {}
class AlreadyRiding extends Error {}

/** The parts of a request that define the ride: a retry with the same key must repeat them. */
function requestHash(body: CreateRideRequest): string {
  const canonical = JSON.stringify([
    body.pickupAddress.trim(),
    body.dropoffAddress.trim(),
    body.pickup ?? null,
    body.dropoff ?? null,
    body.requestType,
    body.requestType === 'scheduled' && body.scheduledTime ? new Date(body.scheduledTime).toISOString() : null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * `POST /api/rides` (DESIGN §4): validates SPEC §5 again, prices the trip here, and creates the ride
 * once per Idempotency-Key — a retry on a flaky phone connection gets the first ride back.
 * The customer's row is locked while checking for a current ride, so two taps (or two instances)
 * cannot both create one.
 */
export async function createRide(
  app: FastifyInstance,
  customerId: string,
  body: CreateRideRequest,
  idempotencyKey: string | undefined,
): Promise<CreateRideResult> {
  const now = app.clock.now();
  const issues = bookingIssues(body, now);
  if (issues.length > 0) throw new HttpError(400, issues[0]!.message, 'validation', issues);

  const hash = requestHash(body);
  const replay = async (): Promise<CreateRideResult | null> => {
    if (!idempotencyKey) return null;
    const existing = await findIdempotencyKey(app.db, customerId, idempotencyKey);
    if (!existing) return null;
    if (existing.requestHash !== hash) throw unprocessable(KEY_REUSED, 'idempotency_key_reused');
    const row = await findRide(app.db, existing.rideId);
    if (!row) throw new Error('idempotency key points at a missing ride');
    return { row, replayed: true };
  };

  const earlier = await replay();
  if (earlier) return earlier;

  const scheduled = body.requestType === 'scheduled' && body.scheduledTime ? new Date(body.scheduledTime) : null;
  const pickupTime = scheduled ?? now;
  // Network calls (geocoder, router) stay outside the transaction: no lock is held while waiting on them.
  const trip = await estimateTrip(app, body, pickupTime);

  let row: RideRow;
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
        pickupLatitude: trip.pickup.lat,
        pickupLongitude: trip.pickup.lon,
        dropoffAddress: body.dropoffAddress.trim(),
        dropoffLatitude: trip.dropoff.lat,
        dropoffLongitude: trip.dropoff.lon,
        requestType: body.requestType,
        scheduledTime: scheduled,
        estimatedDistanceMeters: Math.round(trip.distanceMeters),
        estimatedFareCents: trip.fare.totalCents,
        createdAt: now,
        expiresAt: scheduled
          ? new Date(scheduled.getTime() + RIDE_LIMITS.scheduledVisibleAfterMinutes * 60_000)
          : new Date(now.getTime() + RIDE_LIMITS.immediateExpirySeconds * 1000),
      });
      await appendRideEvents(tx, [{ rideId: created.id, at: now, type: 'created', actorRole: 'customer', actorId: customerId }]);
      if (idempotencyKey) {
        const stored = await insertIdempotencyKey(tx, { customerId, key: idempotencyKey, requestHash: hash, rideId: created.id, createdAt: now });
        if (!stored) throw new KeyTaken();
      }
      return created;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken) && !(error instanceof AlreadyRiding)) throw error;
    // The same request won a race (another tap, another instance): answer with its ride.
    const winner = await replay();
    if (winner) return winner;
    if (error instanceof AlreadyRiding) throw conflict(ALREADY_RIDING, 'ride_in_progress');
    throw error;
  }

  app.metrics.countRideStatus(row.status);
  await announceNewRide(app, row);
  return { row, replayed: false };
}

/**
 * Immediate requests go to online drivers at once; scheduled ones wait for their window (the sweeper
 * announces them). The office sees every new request.
 */
async function announceNewRide(app: FastifyInstance, row: RideRow): Promise<void> {
  const ride = toRideDto(row);
  await app.live.publishAll([
    [rooms.admins, 'new_ride_request', ride],
    ...(row.requestType === 'immediate' ? [[rooms.driversOnline, 'new_ride_request', ride] as const] : []),
  ]);
}
