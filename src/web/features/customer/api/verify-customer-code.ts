import type { CustomerSession } from '@shared/auth.schemas';
import { api } from '@/lib/api-client';

/** spec §7 `POST /api/customers/verify-code`: a right code opens the customer session (design §8). */
export const verifyCustomerCode = (phoneNumber: string, code: string) =>
  api.post<CustomerSession>('/api/customers/verify-code', { phoneNumber, code });
