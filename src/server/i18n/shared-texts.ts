import { BOOKING_MESSAGES } from '../../shared/booking';
import type { RideStatus } from '../../shared/ride-states';
import { misfits, type RideNeeds, type Vehicle, type VehicleFeature } from '../../shared/vehicle';
import { type ServerText, serverText, serverTextList } from './server-text';

/**
 * The server's words for what `src/shared` says in Italian (design §16): the shared constants stay the Italian
 * pages' own, the server answers from its catalogue in the request's language. `shared-texts.test.ts` holds the
 * Italian of each to the shared constant, word for word.
 */

/** Why a ride in this status cannot take the change asked for (`RIDE_STATUS_REFUSALS`). */
export const rideStatusRefusal = (status: RideStatus): ServerText => serverText(`rides.refused.${status}`);

export const vehicleFeatureText = (feature: VehicleFeature): ServerText => serverText(`vehicle.feature.${feature}`);

/** `misfitText`'s sentence: "Non adatto: 4 posti per 6 passeggeri, manca Accessibile in carrozzina"; null when it fits. */
export function misfitServerText(vehicle: Vehicle, needs: RideNeeds): ServerText | null {
  const reasons = misfits(vehicle, needs);
  if (reasons.length === 0) return null;
  const parts = reasons.map((reason) =>
    reason.kind === 'seats'
      ? serverText('vehicle.misfitSeats', { seats: String(vehicle.seats), passengers: String(needs.passengers) })
      : serverText('vehicle.misfitFeature', { feature: vehicleFeatureText(reason.feature) }),
  );
  return serverText('vehicle.misfit', { reasons: serverTextList(parts, 'comma') });
}

/** The booking rules' issues (spec §5, `bookingIssues`) that the server checks again. */
const BOOKING_ISSUES = {
  missingAddresses: serverText('booking.missingAddresses'),
  missingSchedule: serverText('booking.missingSchedule'),
  tooSoon: serverText('booking.tooSoon'),
  tooFar: serverText('booking.tooFar'),
  notASlot: serverText('booking.notASlot'),
} as const satisfies Partial<Record<keyof typeof BOOKING_MESSAGES, ServerText>>;

const BOOKING_ISSUE_BY_ITALIAN = new Map<string, ServerText>(
  Object.entries(BOOKING_ISSUES).map(([key, text]) => [BOOKING_MESSAGES[key as keyof typeof BOOKING_ISSUES], text]),
);

/**
 * An issue of `bookingIssues`, which words it in Italian for the pages; a message the catalogue does not know yet
 * (a rule added there and not here) says the generic 'Dati non validi' rather than Italian to a visitor.
 */
export const bookingIssueText = (italian: string): ServerText => BOOKING_ISSUE_BY_ITALIAN.get(italian) ?? serverText('http.validation');
