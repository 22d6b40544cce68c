import { useQuery } from '@tanstack/react-query';
import { readOptions } from '@/lib/query-client';

/** design §8: the customer's bookings for later that are still to come. */
export const upcomingRidesQueryOptions = () =>
  readOptions('/api/customers/me/rides', ['/api/customers/me/rides', { scope: 'upcoming' }]);

export const useUpcomingRides = () => useQuery({ ...upcomingRidesQueryOptions(), select: (res) => res.rides });
