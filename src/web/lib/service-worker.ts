import { DRIVER_SHELL_MESSAGE, SHELL_CACHED_MESSAGE } from '@shared/service-worker-messages';

/** The site's one service worker (src/web/sw/service-worker.ts), built into the production app only. */
const SCRIPT = '/sw.js';

export const serviceWorkerSupported = (): boolean => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Registers the worker (idempotent) and waits until it is active. Null where there is none: an old browser, or the
 * development server, which does not build it.
 */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported() || import.meta.env.DEV) return null;
  try {
    await navigator.serviceWorker.register(SCRIPT, { scope: '/' });
    return await navigator.serviceWorker.ready;
  } catch (error) {
    console.warn('Service worker non registrato', error);
    return null;
  }
}

/**
 * The drivers' dashboard asks the worker to keep its app shell, so it opens with no signal (design §12). Resolves
 * when the shell is kept; `<html data-app-shell="cached">` tells tests the same.
 */
export async function keepDriverShell(): Promise<boolean> {
  const registration = await activeServiceWorker();
  const worker = registration?.active;
  if (!worker) return false;
  const cached = new Promise<boolean>((resolve) => {
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type !== SHELL_CACHED_MESSAGE) return;
      navigator.serviceWorker.removeEventListener('message', onMessage);
      resolve(true);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
  });
  worker.postMessage({ type: DRIVER_SHELL_MESSAGE });
  const ok = await cached;
  document.documentElement.dataset.appShell = 'cached';
  return ok;
}
