import type { FastifyInstance } from 'fastify';
import { announceUnreachableDrivers } from '../drivers/driver-reachability.service';
import { checkRideAlerts } from './console-alerts.service';
import { every, type StopTask } from '../../time/every';

export const ALERT_CHECK_INTERVAL_MS = 5_000;

/**
 * Checks design §10's alerts in the background on every instance, and tells the office of drivers who became
 * unreachable since the last check; overlapping runs are skipped, failures logged.
 */
export function startRideAlertJob(app: FastifyInstance, intervalMs = ALERT_CHECK_INTERVAL_MS): StopTask {
  return every(app, {
    failure: 'ride alert check failed',
    intervalMs,
    run: async () => {
      await checkRideAlerts(app);
      await announceUnreachableDrivers(app, intervalMs);
    },
  });
}
