import { useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsSnapshot } from '@/lib/toast';

/** The toasts to show, for the Toaster; anything else raises one with `toast()` from lib/toast. */
export function useToast() {
  // An external store: a toast fired before the Toaster subscribed is still seen, without an effect.
  return useSyncExternalStore(subscribeToToasts, toastsSnapshot, toastsSnapshot);
}
