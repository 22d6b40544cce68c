import { useEffect, useSyncExternalStore } from 'react';
import { keepDriverShell } from '@/lib/service-worker';

/** design §12: once the dashboard has opened, the service worker keeps its shell so it opens again with no signal. */
export function useDriverAppShell(): void {
  useEffect(() => {
    const keep = () => void keepDriverShell().catch((error: unknown) => console.warn('App non salvata per l’uso offline', error));
    return afterPageLoaded(keep);
  }, []);
}

/**
 * The worker's install downloads the whole shell: started while the first screen is still loading, it competes with it
 * for a phone's weak signal and its main thread (ADR 284). It starts once the page has loaded and gone idle.
 */
function afterPageLoaded(run: () => void): () => void {
  let idle: number | undefined;
  const whenIdle = () => {
    idle = window.requestIdleCallback?.(run, { timeout: 5_000 }) ?? window.setTimeout(run, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the phone has a network at all (the browser's word for it). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
