import type { FastifyInstance } from 'fastify';
import { checkRideAlerts } from './console-alerts.service';
import { every, type StopTask } from '../../time/every';

export const ALERT_CHECK_INTERVAL_MS = 5_000;

/** Checks design §10's alerts in the background on every instance; overlapping runs are skipped, failures logged. */
export function startRideAlertJob(app: FastifyInstance, intervalMs = ALERT_CHECK_INTERVAL_MS): StopTask {
  return every(app, { failure: 'ride alert check failed', intervalMs, run: () => checkRideAlerts(app) });
}
