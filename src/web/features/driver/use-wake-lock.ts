import { useEffect } from 'react';

/**
 * design §12: while the driver is online the screen stays on (Screen Wake Lock), so a request is seen without
 * touching the phone. The browser drops the lock whenever the page is hidden; it is asked again when the page is
 * visible. Where the API is missing (older Safari) nothing happens.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;

    const acquire = async () => {
      if (stopped || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) void lock.release();
        else sentinel = lock;
      } catch (error) {
        // Battery saver, or a policy: the dashboard works the same, the screen may just turn off.
        console.warn('Schermo sempre acceso non disponibile', error);
      }
    };
    const onVisibility = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => {});
    };
  }, [active]);
}
