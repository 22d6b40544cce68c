import type { SendCodeResponse } from '@shared/auth.schemas';
import { api } from '@/lib/api-client';

/** design §8: a sign-in code, sent only to a number the office registered (else 404 with an Italian message). */
export const requestDriverCode = (phoneNumber: string) => api.post<SendCodeResponse>('/api/drivers/verify-phone', { phoneNumber });
