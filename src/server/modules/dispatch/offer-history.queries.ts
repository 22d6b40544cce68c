import { type AnyColumn, and, asc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rideOffers, rides } from '../../db/schema';

/** One ended offer as the drivers answered it: what `npm run drivers-behaviour` estimates their behaviour from. */
export interface AnsweredOffer {
  driverId: string;
  /** From the driver to the pickup when the ride was offered; null when his position was not known. */
  pickupDistanceKm: number | null;
  /** `timed_out` also when the driver went offline or took another ride while it ran: he did not answer it. */
  outcome: 'accepted' | 'refused' | 'timed_out';
  /**
   * Seconds from the offer to his tap: the ride's acceptance for `accepted` (the offer itself is closed by the next
   * sweep, up to a second later), the refusal for `refused`; null for `timed_out`.
   */
  answeredAfterSeconds: number | null;
  /** How long it ran before it timed out: OFFER_TIMEOUT_SECONDS when it was made. */
  timeoutSeconds: number;
}

const secondsBetween = (from: AnyColumn, to: AnyColumn) => sql<number>`extract(epoch from (${to} - ${from}))::float8`;

/**
 * The offers made since `since` that the driver answered or let run out, oldest first. Withdrawn ones (the ride was
 * cancelled, expired or given by the office while it ran) say nothing of the driver and are left out.
 */
export async function answeredOffersSince(db: Db, since: Date): Promise<AnsweredOffer[]> {
  const rows = await db
    .select({
      driverId: rideOffers.driverId,
      pickupDistanceKm: rideOffers.pickupDistanceKm,
      outcome: rideOffers.outcome,
      endedAfterSeconds: secondsBetween(rideOffers.offeredAt, rideOffers.endedAt),
      acceptedAfterSeconds: secondsBetween(rideOffers.offeredAt, rides.acceptedAt),
      timeoutSeconds: secondsBetween(rideOffers.offeredAt, rideOffers.expiresAt),
    })
    .from(rideOffers)
    .innerJoin(rides, eq(rides.id, rideOffers.rideId))
    .where(and(gte(rideOffers.offeredAt, since), isNotNull(rideOffers.outcome), ne(rideOffers.outcome, 'withdrawn')))
    .orderBy(asc(rideOffers.offeredAt));
  return rows.map((row) => {
    const outcome = row.outcome as AnsweredOffer['outcome'];
    return {
      driverId: row.driverId,
      pickupDistanceKm: row.pickupDistanceKm,
      outcome,
      answeredAfterSeconds: outcome === 'accepted' ? acceptedAfter(row) : outcome === 'refused' ? row.endedAfterSeconds : null,
      timeoutSeconds: row.timeoutSeconds,
    };
  });
}

/** A ride given back since ('Annulla') has another acceptance, or none: then the offer's own end is the nearest. */
function acceptedAfter(row: { acceptedAfterSeconds: number | null; endedAfterSeconds: number }): number {
  const accepted = row.acceptedAfterSeconds;
  return accepted !== null && accepted >= 0 && accepted <= row.endedAfterSeconds ? accepted : row.endedAfterSeconds;
}
