import type { FastifyInstance } from 'fastify';
import { isItalianMobile } from '../../../shared/phone';
import type { DriverRow } from '../drivers/drivers.queries';
import type { RideRow } from './rides.queries';
import { minutesText } from '../../../shared/durations';

/**
 * A caller booked by the office has no page open (design §10): the accepted driver and the taxi at the kerb reach
 * them by SMS. An Italian landline cannot take one; a foreign number is tried (callers from abroad ring from mobiles).
 */
const canTakeSms = (phone: string): boolean => !phone.startsWith('+39') || isItalianMobile(phone);

export const acceptedText = (driver: DriverRow, minutes: number): string =>
  `Radio Taxi: ${driver.name} arriva tra circa ${minutesText(minutes)} con il taxi ${driver.carModel} targato ${driver.licensePlate}.`;

export const arrivedText = (driver: DriverRow): string =>
  `Radio Taxi: il taxi ${driver.carModel} targato ${driver.licensePlate} (${driver.name}) è arrivato al punto di partenza.`;

/**
 * After the commit, and not awaited by its callers: the driver's answer and the live messages never wait on the SMS
 * gateway (up to its timeout), as push does not (ADR 141). A gateway's failure is logged, never the request's.
 */
export async function textOfficeCaller(app: FastifyInstance, ride: RideRow, text: string): Promise<void> {
  if (ride.source !== 'office' || !ride.customerPhone || !canTakeSms(ride.customerPhone)) return;
  try {
    await app.sms.send(ride.customerPhone, text);
  } catch (err) {
    app.log.warn({ err, rideId: ride.id }, 'SMS to an office-booked caller not sent');
  }
}
