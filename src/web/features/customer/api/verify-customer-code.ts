import { api } from '@/lib/api-client';

/** spec §7 `POST /api/customers/verify-code`: a right code opens the customer session (design §8). */
export const verifyCustomerCode = (phoneNumber: string, code: string) =>
  api.post('/api/customers/verify-code', { body: { phoneNumber, code } });
