import { isRateable } from '@shared/ride-states';
import type { CustomerRideView } from '@shared/rides.schemas';

/**
 * The rating dialog opens over the form for a ride that reached its destination (ride-states' `isRateable`), has a
 * driver to rate and is not rated yet.
 */
export const awaitsRating = (view: CustomerRideView): boolean => isRateable(view.ride.status) && !view.rated && view.driver !== null;
