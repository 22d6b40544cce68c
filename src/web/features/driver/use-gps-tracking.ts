import { useCallback, useEffect, useRef, useState } from 'react';
import { GPS } from '@shared/constants';
import { showErrorToast } from '@/lib/error-toast';
import { useLiveSocket, useLiveSync } from '@/lib/live-socket';
import { t } from '@/i18n/i18n';
import { type GpsWarning, warningFor } from './gps-warnings';
import { SIMULATED_POINTS } from './simulated-points';

export interface Position {
  latitude: number;
  longitude: number;
}

export interface GpsState {
  tracking: boolean;
  source: 'device' | 'simulated' | null;
  /** Shown on the card in the active language (`gpsWarningText`). */
  warning: GpsWarning | null;
  position: Position | null;
  lastSentAt: number | null;
}

const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: GPS.timeoutMs, maximumAge: GPS.maximumAgeMs };

const deviceGeolocation = (): Geolocation | undefined =>
  'geolocation' in navigator && navigator.geolocation ? navigator.geolocation : undefined;

/**
 * spec §4 "GPS tracking": runs while `active` (online with an accepted ride). Device positions (high
 * accuracy, 10 s timeout, 5 s max age) are sent at most once per 10 s, the latest one winning; on any
 * geolocation failure the card shows the spec's warning and the 5 simulated points take over, each sent flagged
 * `simulated` so that nobody is shown it as where the taxi is (issue 11). Meanwhile the real GPS is asked again at
 * every simulated step, and its first fix takes over at once.
 */
export function useGpsTracking(driverId: string, active: boolean) {
  const { send } = useLiveSocket();
  const [state, setState] = useState<Omit<GpsState, 'tracking'>>({ source: null, warning: null, position: null, lastSentAt: null });
  const lastSentAt = useRef(0);
  const failureShown = useRef(false);
  // A fix that came while the socket was (re)connecting: a taxi standing at the rank may not move again for
  // minutes, so it is sent as soon as the socket is back rather than waiting for the next fix.
  const unsent = useRef<{ position: Position; simulated: boolean } | null>(null);

  const transmit = useCallback(
    (position: Position, simulated: boolean) => {
      const ok = send({ type: 'update_location', data: { driverId, ...position, simulated } });
      if (!ok) {
        unsent.current = { position, simulated };
        // One toast per failure episode, not one every 10 s.
        if (!failureShown.current) showErrorToast(t('driver.gps.sendFailed'));
        failureShown.current = true;
        return false;
      }
      failureShown.current = false;
      unsent.current = null;
      lastSentAt.current = Date.now();
      setState((s) => ({ ...s, lastSentAt: lastSentAt.current }));
      return true;
    },
    [driverId, send],
  );

  useLiveSync(() => {
    const pending = unsent.current;
    if (active && pending) transmit(pending.position, pending.simulated);
  });

  useEffect(() => {
    if (!active) return;
    const geolocation = deviceGeolocation();
    let watchId: number | null = null;
    let simulationTimer: ReturnType<typeof setInterval> | undefined;
    let trailingTimer: ReturnType<typeof setTimeout> | undefined;
    let unsupportedTimer: ReturnType<typeof setTimeout> | undefined;
    let latest: Position | null = null;
    let simulatedIndex = 0;
    let stopped = false;

    const sendLatest = () => {
      if (stopped || !latest) return;
      const wait = lastSentAt.current + GPS.updateThrottleMs - Date.now();
      if (wait > 0) {
        clearTimeout(trailingTimer);
        trailingTimer = setTimeout(sendLatest, wait);
        return;
      }
      const position = latest;
      latest = null;
      transmit(position, false);
    };

    const onFix = (fix: GeolocationPosition) => {
      if (stopped) return;
      const position = { latitude: fix.coords.latitude, longitude: fix.coords.longitude };
      if (simulationTimer) {
        // The real GPS is back: it replaces the simulated point now, not at the next throttle slot.
        clearInterval(simulationTimer);
        simulationTimer = undefined;
        setState((s) => ({ ...s, source: 'device', warning: null, position }));
        transmit(position, false);
        return;
      }
      latest = position;
      setState((s) => ({ ...s, source: 'device', position }));
      sendLatest();
    };

    const watch = () => {
      if (stopped || !geolocation || watchId !== null) return;
      watchId = geolocation.watchPosition(onFix, (error) => {
        if (!stopped) simulate(warningFor(error));
      }, GEOLOCATION_OPTIONS);
    };
    const unwatch = () => {
      if (watchId !== null) geolocation?.clearWatch(watchId);
      watchId = null;
    };

    function simulate(warning: GpsWarning) {
      // A failed watch may never call back again (a denied permission): it is dropped and asked afresh at each step.
      unwatch();
      clearTimeout(trailingTimer);
      latest = null;
      setState((s) => ({ ...s, source: 'simulated', warning }));
      if (simulationTimer) return;
      const step = () => {
        const point = SIMULATED_POINTS[simulatedIndex++ % SIMULATED_POINTS.length]!;
        setState((s) => ({ ...s, position: point }));
        transmit(point, true);
        watch();
      };
      step();
      simulationTimer = setInterval(step, GPS.simulatedStepMs);
    }

    if (geolocation) watch();
    else unsupportedTimer = setTimeout(() => simulate('unsupported'), 0);

    return () => {
      stopped = true;
      unsent.current = null;
      unwatch();
      clearInterval(simulationTimer);
      clearTimeout(trailingTimer);
      clearTimeout(unsupportedTimer);
      setState((s) => ({ ...s, source: null, warning: null }));
    };
  }, [active, transmit]);

  /** One reading sent now; only when tracking is off (spec §4: manual update disabled while tracking). */
  const updateOnce = useCallback(() => {
    if (active) return;
    const fallback = (warning: GpsWarning) => {
      const point = SIMULATED_POINTS[0]!;
      setState((s) => ({ ...s, warning, position: point }));
      transmit(point, true);
    };
    const geolocation = deviceGeolocation();
    if (!geolocation) return fallback('unsupported');
    geolocation.getCurrentPosition(
      (fix) => {
        const position = { latitude: fix.coords.latitude, longitude: fix.coords.longitude };
        setState((s) => ({ ...s, warning: null, position }));
        transmit(position, false);
      },
      (error) => fallback(warningFor(error)),
      GEOLOCATION_OPTIONS,
    );
  }, [active, transmit]);

  const gps: GpsState = { ...state, tracking: active, source: active ? (state.source ?? 'device') : null };
  return { ...gps, updateOnce };
}
