import type { PushRole } from '@shared/push.schemas';
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from './push-subscriptions';
import { activeServiceWorker, serviceWorkerSupported } from '@/lib/service-worker';

/**
 * Web Push on the page's side (design §12): ask permission (only ever from a tap), subscribe the service worker
 * with the server's key, hand the subscription to the server. Loaded lazily: the customer's first load stays small.
 */

export type PushState = 'unsupported' | 'off' | 'denied' | 'on';

export const pushSupported = (): boolean =>
  serviceWorkerSupported() && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

/**
 * The browser keeps one subscription for every role and every person who signs in on it; whether the server sends
 * to it for `role` is remembered here, set when it was handed over and cleared when it was withdrawn (turned off,
 * signed out). Without it a driver who turned notifications off would be told they are on.
 */
const handedOverKey = (role: PushRole) => `push-handed-over:${role}`;
function rememberHandedOver(role: PushRole, handedOver: boolean): void {
  try {
    if (handedOver) localStorage.setItem(handedOverKey(role), '1');
    else localStorage.removeItem(handedOverKey(role));
  } catch {
    // Storage unavailable: the page offers to turn them on again, which is harmless.
  }
}
function wasHandedOver(role: PushRole): boolean {
  try {
    return localStorage.getItem(handedOverKey(role)) === '1';
  } catch {
    return false;
  }
}

/** What the page can say about notifications for `role` now, without asking anything. */
export async function pushState(role: PushRole): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscribed = (await registration?.pushManager.getSubscription()) != null;
  return subscribed && wasHandedOver(role) ? 'on' : 'off';
}

/**
 * Asks permission (call it from a tap: browsers refuse it otherwise) and subscribes this browser for `role`.
 * Resolves to the state reached: `denied` when the person said no, which changes nothing else on the page.
 */
export async function enablePush(role: PushRole): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const [registration, publicKey] = await Promise.all([activeServiceWorker(), getPushPublicKey()]);
  if (!registration || !publicKey) return 'unsupported';
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return 'unsupported';
  await savePushSubscription({ endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth }, role });
  rememberHandedOver(role, true);
  return 'on';
}

/** Stops this browser's notifications for `role` (the driver turning them off, or signing out). */
export async function disablePush(role: PushRole): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) await deletePushSubscription(subscription.endpoint, role);
  rememberHandedOver(role, false);
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
