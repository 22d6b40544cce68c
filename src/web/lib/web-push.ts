import type { PushRole } from '@shared/push.schemas';
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '@/api/push-subscriptions';
import { activeServiceWorker, serviceWorkerSupported } from './service-worker';

/**
 * Web Push on the page's side (DESIGN §12): ask permission (only ever from a tap), subscribe the service worker
 * with the server's key, hand the subscription to the server. Loaded lazily: the customer's first load stays small.
 */

export type PushState = 'unsupported' | 'off' | 'denied' | 'on';

export const pushSupported = (): boolean =>
  serviceWorkerSupported() && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

/** What the page can say about notifications now, without asking anything. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ? 'on' : 'off';
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
  return 'on';
}

/** Stops this browser's notifications for `role` (the driver turning them off, or signing out). */
export async function disablePush(role: PushRole): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint, role);
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
