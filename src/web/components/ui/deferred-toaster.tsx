import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from '@/hooks/use-toast';
import { whenIdle } from '@/lib/idle';

const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * The toast renderer (Radix Toast) stays out of the first download: it is fetched once the page is
 * idle, so it is already there when a toast is needed — even 'Connessione persa', which fires when the
 * network is gone. A toast raised before that still renders, after its chunk arrives.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const preload = () =>
      void loadToaster().then(() => {
        if (!cancelled) setLoaded(true);
      });
    const cancelPreload = whenIdle(preload, 3_000);
    return () => {
      cancelled = true;
      cancelPreload();
    };
  }, []);

  if (!loaded && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
