import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';

/** design §13 `DELETE /api/customers/me`: the account and its data; 409 with the reason while a ride is not over. */
export const deleteCustomerData = () => api.delete('/api/customers/me');

/** The page goes back to an unverified phone in the caller's `onSuccess` (the session hook's `signedOut`). */
export const useDeleteCustomerData = (config?: MutationConfig<typeof deleteCustomerData>) => useApiMutation(deleteCustomerData, config);
