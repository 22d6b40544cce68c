import { useEffect, useSyncExternalStore } from 'react';
import { afterLoadWhenIdle } from '@/lib/idle';
import { keepDriverShell } from '@/lib/service-worker';

/** design §12: once the dashboard has opened, the service worker keeps its shell so it opens again with no signal. */
export function useDriverAppShell(): void {
  // The worker's install downloads the whole shell: started while the first screen is still loading, it would
  // compete with it for a phone's weak signal and its main thread (ADR 284).
  useEffect(
    () => afterLoadWhenIdle(() => void keepDriverShell().catch((error: unknown) => console.warn('App non salvata per l’uso offline', error)), 5_000),
    [],
  );
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
