import { useCallback, useEffect, useRef, useState } from 'react';
import { GPS } from '@shared/constants';
import { showErrorToast } from '@/lib/error-toast';
import { useLiveSocket } from '@/lib/live-socket';
import { GPS_WARNINGS, warningFor } from './gps-warnings';
import { SIMULATED_POINTS } from './simulated-points';

export interface Position {
  latitude: number;
  longitude: number;
}

export interface GpsState {
  tracking: boolean;
  source: 'device' | 'simulated' | null;
  warning: string | null;
  position: Position | null;
  lastSentAt: number | null;
}

const POSITION_FAILED = 'Non è stato possibile aggiornare la posizione';

/**
 * SPEC §4 "GPS tracking": runs while `active` (online with an accepted ride). Device positions (high
 * accuracy, 10 s timeout, 5 s max age) are sent at most once per 10 s, the latest one winning; on any
 * geolocation failure the card shows the SPEC warning and the 5 simulated points take over.
 */
export function useGpsTracking(driverId: string, active: boolean) {
  const { send } = useLiveSocket();
  const [state, setState] = useState<Omit<GpsState, 'tracking'>>({ source: null, warning: null, position: null, lastSentAt: null });
  const lastSentAt = useRef(0);
  const failureShown = useRef(false);

  const transmit = useCallback(
    (position: Position) => {
      const ok = send({ type: 'update_location', data: { driverId, ...position } });
      if (!ok) {
        // One toast per failure episode, not one every 10 s.
        if (!failureShown.current) showErrorToast(POSITION_FAILED);
        failureShown.current = true;
        return false;
      }
      failureShown.current = false;
      lastSentAt.current = Date.now();
      setState((s) => ({ ...s, lastSentAt: lastSentAt.current }));
      return true;
    },
    [driverId, send],
  );

  useEffect(() => {
    if (!active) return;
    let watchId: number | null = null;
    let simulationTimer: ReturnType<typeof setInterval> | undefined;
    let trailingTimer: ReturnType<typeof setTimeout> | undefined;
    let latest: Position | null = null;
    let stopped = false;

    const startSimulation = (warning: string) => {
      if (watchId !== null) navigator.geolocation.clearWatch(watchId);
      watchId = null;
      clearTimeout(trailingTimer);
      if (simulationTimer) return;
      let index = 0;
      const step = () => {
        const point = SIMULATED_POINTS[index % SIMULATED_POINTS.length]!;
        index++;
        setState((s) => ({ ...s, position: point }));
        transmit(point);
      };
      setState((s) => ({ ...s, source: 'simulated', warning }));
      step();
      simulationTimer = setInterval(step, GPS.simulatedStepMs);
    };

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
      transmit(position);
    };

    let unsupportedTimer: ReturnType<typeof setTimeout> | undefined;
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      unsupportedTimer = setTimeout(() => startSimulation(GPS_WARNINGS.unsupported), 0);
    } else {
      watchId = navigator.geolocation.watchPosition(
        (fix) => {
          if (stopped || simulationTimer) return;
          const position = { latitude: fix.coords.latitude, longitude: fix.coords.longitude };
          latest = position;
          setState((s) => ({ ...s, position }));
          sendLatest();
        },
        (error) => {
          if (!stopped) startSimulation(warningFor(error));
        },
        { enableHighAccuracy: true, timeout: GPS.timeoutMs, maximumAge: GPS.maximumAgeMs },
      );
    }

    return () => {
      stopped = true;
      if (watchId !== null) navigator.geolocation.clearWatch(watchId);
      clearInterval(simulationTimer);
      clearTimeout(trailingTimer);
      clearTimeout(unsupportedTimer);
      setState((s) => ({ ...s, source: null, warning: null }));
    };
  }, [active, transmit]);

  /** One reading sent now; only when tracking is off (SPEC §4: manual update disabled while tracking). */
  const updateOnce = useCallback(() => {
    if (active) return;
    const fallback = (warning: string) => {
      const point = SIMULATED_POINTS[0]!;
      setState((s) => ({ ...s, warning, position: point }));
      transmit(point);
    };
    if (!('geolocation' in navigator) || !navigator.geolocation) return fallback(GPS_WARNINGS.unsupported);
    navigator.geolocation.getCurrentPosition(
      (fix) => {
        const position = { latitude: fix.coords.latitude, longitude: fix.coords.longitude };
        setState((s) => ({ ...s, warning: null, position }));
        transmit(position);
      },
      (error) => fallback(warningFor(error)),
      { enableHighAccuracy: true, timeout: GPS.timeoutMs, maximumAge: GPS.maximumAgeMs },
    );
  }, [active, transmit]);

  const gps: GpsState = { ...state, tracking: active, source: active ? (state.source ?? 'device') : null };
  return { ...gps, updateOnce };
}
