/**
 * The one service worker of the site (design §12, ADR 142), at /sw.js with scope `/`:
 * - keeps the drivers' app shell (the /driver page, its scripts and styles) so that the dashboard opens with no
 *   signal and says it is offline; customers' pages are never cached;
 * - shows a pushed notification only when no page of the site is visible (a visible page has the live channel);
 * - a tap on it focuses or opens the page it names (`/driver?ride=…` for drivers, `/` for customers).
 * Built by scripts/build-sw.mjs, which writes in the build's shell files and a version.
 */
import { DRIVER_SHELL_MESSAGE, SHELL_CACHED_MESSAGE } from '@shared/service-worker-messages';
import type { PushNotificationPayload } from '@shared/push.schemas';

declare const __SW_VERSION__: string;
declare const __DRIVER_SHELL__: string[];

// The worker's own types, declared here: the project's TypeScript lib is the page's (DOM), and the WebWorker lib
// cannot be added beside it without clashes.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data: unknown };
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  source: { postMessage(message: unknown): void } | null;
}
interface WindowClient {
  url: string;
  visibilityState: DocumentVisibilityState;
  focused: boolean;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerGlobal {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    get(id: string): Promise<WindowClient | undefined>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const sw = self as unknown as WorkerGlobal;
const CACHE_PREFIX = 'driver-shell-';
const CACHE = `${CACHE_PREFIX}${__SW_VERSION__}`;
const DRIVER_PAGE = '/driver';

const isDriverPath = (pathname: string) => pathname === DRIVER_PAGE || pathname.startsWith(`${DRIVER_PAGE}/`);

sw.addEventListener('install', (event) => {
  // A new release's worker takes over at once: the shell it keeps is the one the server now serves.
  event.waitUntil(sw.skipWaiting());
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const older = names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE);
      // A driver who had the shell before keeps it across a release: the new one first, and the old one deleted only
      // once the new one is whole, so that a signal lost in between never leaves the driver with neither.
      const kept = older.length === 0 || (await cacheDriverShell().then(() => true, () => false));
      if (kept) await Promise.all(older.map((n) => caches.delete(n)));
      await sw.clients.claim();
    })(),
  );
});

/** The driver's page asks for its shell once it is open; a customer's page never does, so nothing is downloaded for them. */
sw.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== DRIVER_SHELL_MESSAGE) return;
  event.waitUntil(cacheDriverShell().then(() => event.source?.postMessage({ type: SHELL_CACHED_MESSAGE })));
});

async function cacheDriverShell(): Promise<void> {
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const url of [DRIVER_PAGE, ...__DRIVER_SHELL__]) if (!(await cache.match(url))) missing.push(url);
  await cache.addAll(missing);
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate' && isDriverPath(url.pathname)) {
    event.respondWith(driverPage(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request, event.clientId));
  }
});

/** Network first (a new release shows at once); with no signal, the kept page. */
async function driverPage(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(DRIVER_PAGE, response.clone());
    return response;
  } catch (error) {
    // This release's page, or the one kept by the release before while this one could not be downloaded yet.
    const kept = (await cache.match(DRIVER_PAGE)) ?? (await caches.match(DRIVER_PAGE));
    if (kept) return kept;
    throw error;
  }
}

/** Hashed files never change: kept ones are served as they are; the driver's page keeps what it loads later too. */
async function asset(request: Request, clientId: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  // Any release's copy: a hashed name is the same file in every cache.
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  const client = clientId ? await sw.clients.get(clientId) : undefined;
  if (response.ok && client && isDriverPath(new URL(client.url).pathname)) await cache.put(request, response.clone());
  return response;
}

sw.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A visible page already shows the news through the live channel, with its own sound.
      if (windows.some((w) => w.visibilityState === 'visible')) return;
      const urgent = payload.kind === 'new_ride_request' || payload.kind === 'ride_offer' || payload.kind === 'ride_arrived';
      await sw.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        lang: 'it',
        icon: '/icons/driver-192.png',
        badge: '/icons/driver-192.png',
        data: { url: payload.url, kind: payload.kind, rideId: payload.rideId },
        requireInteraction: urgent,
        // Not in every lib.dom version, and ignored where unsupported: a news of the same ride still rings.
        ...({ renotify: true, vibrate: urgent ? [300, 100, 300] : [150] } as object),
      });
    })(),
  );
});

function readPayload(event: PushEvent): PushNotificationPayload | null {
  try {
    const data = event.data?.json() as Partial<PushNotificationPayload> | undefined;
    if (data && typeof data.title === 'string' && typeof data.url === 'string') return data as PushNotificationPayload;
  } catch {
    // A push we cannot read is dropped rather than shown as gibberish.
  }
  return null;
}

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const target = new URL(data?.url ?? '/', sw.location.origin);
  if (target.origin !== sw.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const samePage = windows.find((w) => new URL(w.url).pathname === target.pathname);
      if (samePage) {
        try {
          const shown = target.href === samePage.url ? samePage : ((await samePage.navigate(target.href)) ?? samePage);
          await shown.focus();
          return;
        } catch {
          // A page this worker does not control cannot be steered: a new one is opened instead.
        }
      }
      await sw.clients.openWindow(target.href);
    })(),
  );
});
