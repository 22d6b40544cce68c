import { useEffect, useSyncExternalStore } from 'react';
import { isVisibleToDrivers } from '@shared/visibility';
import { useLiveMessage } from '@/lib/live-socket';
import { playRideAlert, unlockAlertSound } from './alert-sound';

const SETTING_KEY = 'radiotaxi.driver.alert-sound';
const listeners = new Set<() => void>();

function soundSetting(): boolean {
  try {
    return localStorage.getItem(SETTING_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** The driver's 'Suono e vibrazione' toggle, kept on this phone (on unless turned off). */
export function useAlertSoundSetting(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    soundSetting,
    () => true,
  );
  const set = (next: boolean) => {
    try {
      localStorage.setItem(SETTING_KEY, next ? 'on' : 'off');
    } catch {
      // Private mode without storage: the choice lasts as long as the page.
    }
    for (const listener of listeners) listener();
    if (next) unlockAlertSound();
  };
  return [on, set];
}

/**
 * design §12: a new request, an offer or a ride assigned by the office rings and vibrates while the dashboard is
 * in view (when it is not, the service worker's notification does). Sound needs one tap on the page first, as
 * browsers require: the first tap anywhere unlocks it.
 */
export function useRideAlerts(online: boolean): void {
  const [soundOn] = useAlertSoundSetting();

  useEffect(() => {
    const unlock = () => unlockAlertSound();
    document.addEventListener('pointerdown', unlock, { once: true });
    document.addEventListener('keydown', unlock, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, []);

  const ring = () => {
    if (soundOn && document.visibilityState === 'visible') playRideAlert();
  };
  useLiveMessage('new_ride_request', (ride) => {
    if (online && isVisibleToDrivers(ride, Date.now())) ring();
  });
  useLiveMessage('ride_offer', () => ring());
  useLiveMessage('ride_assigned', () => ring());
}
