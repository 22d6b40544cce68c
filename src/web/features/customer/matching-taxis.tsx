import type { Ride } from '@shared/rides.schemas';
import { SEATS } from '@shared/vehicle';
import { RIGHT_TAXI_TEXT } from './right-taxi-strings';

/**
 * design §14: how many taxis online could take the ride, as the booking answered. With none, a ride that asks
 * something of its taxi (a feature, more passengers than a saloon seats) has been reported to the office; one that
 * any taxi could serve was not (the office hears of it when it expires), so then nothing more is said.
 */
export default function MatchingTaxis({ ride, count }: { ride: Ride; count: number }) {
  const asked = ride.requirements.length > 0 || (ride.passengers !== null && ride.passengers > SEATS.min);
  if (count > 0) {
    return (
      <p className="text-sm font-medium" data-testid="matching-taxis">
        {RIGHT_TAXI_TEXT.matching(count, asked)}
      </p>
    );
  }
  if (!asked) return null;
  return (
    <p role="status" className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900" data-testid="matching-taxis">
      {RIGHT_TAXI_TEXT.noneMatching}
    </p>
  );
}
