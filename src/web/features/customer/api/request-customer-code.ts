import { api } from '@/lib/api-client';

/** spec §7 `POST /api/customers/verify-phone`: an SMS code to that number; the card handles its own progress. */
export const requestCustomerCode = (phoneNumber: string) =>
  api.post('/api/customers/verify-phone', { body: { phoneNumber } });
