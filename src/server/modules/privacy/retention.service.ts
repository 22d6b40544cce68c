import type { FastifyInstance } from 'fastify';
import { SmsOutbox } from '../../integrations/sms';
import { deleteAdminDevicesBefore } from '../admin/admin-devices.queries';
import { DEVICE_REMEMBERED_DAYS } from '../admin/admin-devices.service';
import { deleteCodesBefore } from '../otp/phone-verifications.queries';
import { anonymiseRidesBefore } from '../rides/rides.queries';

/** Rides anonymised per transaction: short transactions, and a run that stops keeps what it did. */
const BATCH = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionRun {
  rides: number;
  codes: number;
  ms: number;
}

/**
 * design §13 (the Garante's radiotaxi provision): rides older than `RETENTION_DAYS` lose their addresses,
 * coordinates, notes and phone; fares and times stay, so the office's figures over past days do not change. SMS
 * codes and the dev outbox, which hold numbers too, go after the same time; the office's remembered browsers
 * (ADR 231) once unused for `DEVICE_REMEMBERED_DAYS`. Idempotent: running it again
 * changes nothing.
 */
export async function runRetention(app: FastifyInstance): Promise<RetentionRun> {
  const started = performance.now();
  const now = app.clock.now();
  const cutoff = new Date(now.getTime() - app.config.retentionDays * DAY_MS);
  let rides = 0;
  for (;;) {
    const done = await anonymiseRidesBefore(app.db, cutoff, now, BATCH);
    rides += done;
    if (done < BATCH) break;
  }
  const codes = await deleteCodesBefore(app.db, cutoff);
  await new SmsOutbox(app.db).forgetBefore(cutoff);
  await deleteAdminDevicesBefore(app.db, new Date(now.getTime() - DEVICE_REMEMBERED_DAYS * DAY_MS));
  return { rides, codes, ms: Math.round(performance.now() - started) };
}
