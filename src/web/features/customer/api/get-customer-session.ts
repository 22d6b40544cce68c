import { useQuery } from '@tanstack/react-query';
import { readOptions } from '@/lib/query-client';

/** The booking page's "who am I" (design §1: the server session is the truth): `customer: null` until a phone is verified. */
export const customerSessionQueryOptions = () =>
  readOptions('/api/customers/session', ['/api/customers/session']);

export const useCustomerSessionQuery = () =>
  useQuery({ ...customerSessionQueryOptions(), select: (state) => state.customer });
