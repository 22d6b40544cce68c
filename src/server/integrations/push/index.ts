import { DisabledPushSender } from './disabled-push-sender';
import type { PushSender } from './push-sender';
import type { VapidDetails } from './vapid-keys';
import { WebPushSender, type WebPushSenderOptions } from './web-push-sender';

export { DisabledPushSender } from './disabled-push-sender';
export { type HostResolver, isPublicAddress, PushEndpointGuard, systemResolver } from './endpoint-guard';
export {
  MAX_PUSH_PAYLOAD_BYTES,
  type PushMessage,
  type PushResult,
  type PushSender,
  type PushSenderStats,
  type PushSubscription,
  type PushUrgency,
} from './push-sender';
export {
  DEFAULT_VAPID_SUBJECT,
  MemoryVapidKeyStore,
  resolveVapidKeys,
  vapidKeyPairProblems,
  type ResolvedVapid,
  type VapidDetails,
  type VapidKeyPair,
  type VapidKeyStore,
  type VapidSettings,
} from './vapid-keys';
export {
  PUSH_SENDER_DEFAULTS,
  WebPushSender,
  type PushLogger,
  type PushResultHandler,
  type WebPushSenderOptions,
} from './web-push-sender';

/** Push is off when there are no keys to sign with; the web then offers no notifications. */
export function createPushSender(
  vapid: VapidDetails | null,
  options: Omit<WebPushSenderOptions, 'vapid'>,
): PushSender {
  return vapid ? new WebPushSender({ ...options, vapid }) : new DisabledPushSender();
}
