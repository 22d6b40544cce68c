/** What a browser's `PushSubscription.toJSON()` gives: the push service's URL for one device and its keys. */
export interface PushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** RFC 8030 §5.3: how eagerly the push service should wake the device (and spend its battery). */
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushMessage {
  /** Serialised with `JSON.stringify`; the service worker parses it. At most `MAX_PUSH_PAYLOAD_BYTES` once serialised. */
  payload: object;
  /**
   * How long the push service keeps the message for a device that is off (RFC 8030 §5.2). An offer to a driver
   * is worthless after a minute; a reminder of a booked ride still helps half an hour later.
   */
  ttlSeconds: number;
  urgency: PushUrgency;
  /**
   * RFC 8030 §5.4: a newer message with the same topic replaces one still waiting for the device, so a phone that
   * was off gets "arrived", not "accepted" then "arrived". At most 32 characters of base64url.
   */
  topic?: string;
}

/**
 * One send's outcome. `gone` (404/410) means the browser dropped the subscription: the caller deletes it.
 * `failed` keeps it: the push service may answer next time.
 */
export type PushResult =
  | { outcome: 'sent'; endpoint: string }
  | { outcome: 'gone'; endpoint: string; statusCode: 404 | 410 }
  | { outcome: 'failed'; endpoint: string; reason: string; statusCode?: number };

/**
 * Sends Web Push messages without ever making the caller wait: `send` queues the message and returns at once,
 * and the outcome reaches the `onResult` handler given when the sender was made. A caller on a request's or a
 * live event's path therefore cannot be slowed by a push service, even by mistake (there is nothing to await).
 */
export interface PushSender {
  /** False when push is off (no VAPID keys): `send` then does nothing and the web should not offer push. */
  readonly enabled: boolean;
  /** The key browsers pass as `applicationServerKey` when subscribing; null when push is off. */
  readonly publicKey: string | null;
  send(subscription: PushSubscription, message: PushMessage): void;
  /** Requests open now and messages waiting for a slot: for a metrics gauge, and to see a push service falling behind. */
  stats(): PushSenderStats;
  /** Refuses new sends, lets the queued and running ones finish (each bounded by the timeout), then resolves. */
  close(): Promise<void>;
}

export interface PushSenderStats {
  sending: number;
  waiting: number;
}

/**
 * aes128gcm (RFC 8188) in one 4096-byte record, as push services accept: 86 bytes of header, the payload, one
 * padding delimiter and a 16-byte tag. Anything longer is refused by the push service, so it is refused here first.
 */
export const MAX_PUSH_PAYLOAD_BYTES = 4096 - 86 - 1 - 16;
