import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { customerSessionStateSchema } from '@shared/auth.schemas';

/** The booking page's "who am I" (design §1: the server session is the truth): `customer: null` until a phone is verified. */
export const customerSessionQueryOptions = () =>
  queryOptions<z.infer<typeof customerSessionStateSchema>>({ queryKey: ['/api/customers/session'] });

export const useCustomerSessionQuery = () =>
  useQuery({ ...customerSessionQueryOptions(), select: (state) => state.customer });
