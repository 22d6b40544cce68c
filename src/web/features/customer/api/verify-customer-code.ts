import type { CustomerSession } from '@shared/auth.schemas';
import { api } from '@/lib/api-client';

/** SPEC §7 `POST /api/customers/verify-code`: a right code opens the customer session (DESIGN §8). */
export const verifyCustomerCode = (phoneNumber: string, code: string) =>
  api.post<CustomerSession>('/api/customers/verify-code', { phoneNumber, code });
