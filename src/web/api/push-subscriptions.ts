import type { BodyOf } from '@shared/endpoints';
import type { PushRole } from '@shared/push.schemas';
import { api } from '@/lib/api-client';

/** `GET /api/push/public-key` (design §12): the key a browser subscribes with; null when the server has push off. */
export const getPushPublicKey = (): Promise<string | null> =>
  api.get('/api/push/public-key').then((res) => res.publicKey);

/** `POST /api/push/subscriptions`: this browser's subscription, for the customer or the driver signed in. */
export const savePushSubscription = (body: BodyOf<'POST', '/api/push/subscriptions'>): Promise<void> =>
  api.post('/api/push/subscriptions', { body }).then(() => undefined);

/** `DELETE /api/push/subscriptions`: this browser stops receiving the person's notifications. */
export const deletePushSubscription = (endpoint: string, role: PushRole): Promise<void> =>
  api.delete('/api/push/subscriptions', { query: { endpoint, role } }).then(() => undefined);
