import type { Driver } from '@shared/drivers.schemas';
import { api } from '@/lib/api-client';

/** design §8: a right code opens the driver session and answers who the driver is. */
export const verifyDriverCode = (phoneNumber: string, code: string) =>
  api.post<{ driver: Driver }>('/api/drivers/verify-code', { phoneNumber, code }).then((res) => res.driver);
