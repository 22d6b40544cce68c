import { z } from 'zod';

/** Web Push (design §12): the server's public key, a browser's subscription, and what a push carries. */

export const pushPublicKeySchema = z.object({
  /** VAPID public key (base64url), the page's `applicationServerKey`; null when push is off on this server. */
  publicKey: z.string().nullable(),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** Who the subscription is for: a browser may hold a customer's and a driver's session at once. */
export const PUSH_ROLES = ['customer', 'driver'] as const;
export type PushRole = (typeof PUSH_ROLES)[number];

const NOT_A_SUBSCRIPTION = 'Iscrizione alle notifiche non valida';
const base64url = (max: number) => z.string({ error: NOT_A_SUBSCRIPTION }).min(1, NOT_A_SUBSCRIPTION).max(max, NOT_A_SUBSCRIPTION).regex(/^[A-Za-z0-9_-]+=*$/, NOT_A_SUBSCRIPTION);

/** A push service's URL for one device; browsers give https addresses only (the server checks the host). */
export const pushEndpointSchema = z.url({ error: NOT_A_SUBSCRIPTION }).max(2048, NOT_A_SUBSCRIPTION);

/** `POST /api/push/subscriptions`: what `PushSubscription.toJSON()` gives, and for whom (default: the one signed in). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  role: z.enum(PUSH_ROLES).optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** `DELETE /api/push/subscriptions?endpoint=…`: this browser no longer wants notifications. */
export const pushUnsubscribeQuerySchema = z.object({
  endpoint: pushEndpointSchema,
  role: z.enum(PUSH_ROLES).optional(),
});
export type PushUnsubscribeQuery = z.infer<typeof pushUnsubscribeQuerySchema>;

export const pushSubscribedSchema = z.object({ subscribed: z.literal(true) });
export const pushUnsubscribedSchema = z.object({ subscribed: z.literal(false) });

/** What happened, for the service worker and for tests; the texts are ready to show. */
export const PUSH_KINDS = [
  'new_ride_request',
  'ride_offer',
  'ride_assigned',
  'ride_accepted',
  'ride_arrived',
  'ride_cancelled',
  'ride_dropped',
  'ride_expired',
  'ride_reminder',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The decrypted payload the service worker receives (JSON). */
export interface PushNotificationPayload {
  kind: PushKind;
  title: string;
  body: string;
  /** The page a tap opens: `/driver?ride=<id>` for drivers, `/` for customers. */
  url: string;
  /** A newer notification with the same tag replaces the older one on the device (one per ride). */
  tag: string;
  rideId: string;
}
