import type { RideStatus } from '@shared/ride-states';
import type { CustomerRideView } from '@shared/rides.schemas';

/**
 * DESIGN §4 "Rating": one per completed ride, by its customer. ride-states' `customerCard` shows the form again for
 * a completed ride and leaves the rating dialog over it to the page; this table says which status that is, keyed
 * by every status so that a new one does not compile until it is decided here.
 */
const RATED_AFTER: Record<RideStatus, boolean> = {
  pending: false,
  accepted: false,
  completed: true,
  cancelled: false,
  expired: false,
};

/** The rating dialog opens over the form for a ride that has ended in a way to rate and is not rated yet. */
export const awaitsRating = (view: CustomerRideView): boolean => RATED_AFTER[view.ride.status] && !view.rated && view.driver !== null;
