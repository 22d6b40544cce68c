import { api } from '@/lib/api-client';

/** design §8: a sign-in code, sent only to a number the office registered (else 404 with an Italian message). */
export const requestDriverCode = (phoneNumber: string) => api.post('/api/drivers/verify-phone', { body: { phoneNumber } });
