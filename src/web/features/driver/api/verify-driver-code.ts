import { api } from '@/lib/api-client';

/** design §8: a right code opens the driver session and answers who the driver is. */
export const verifyDriverCode = (phoneNumber: string, code: string) =>
  api.post('/api/drivers/verify-code', { body: { phoneNumber, code } }).then((res) => res.driver);
