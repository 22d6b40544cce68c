import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerRidesResponse } from '@shared/rides.schemas';

/** design §8: the customer's bookings for later that are still to come. */
export const upcomingRidesQueryOptions = () =>
  queryOptions<CustomerRidesResponse>({ queryKey: ['/api/customers/me/rides', { scope: 'upcoming' }] });

export const useUpcomingRides = () => useQuery({ ...upcomingRidesQueryOptions(), select: (res) => res.rides });
