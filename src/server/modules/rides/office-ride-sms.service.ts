import type { FastifyInstance } from 'fastify';
import { canReceiveSms } from '../../../shared/phone-sms';
import type { DriverRow } from '../drivers/drivers.queries';
import type { RideRow } from './rides.queries';
import { minutesText } from '../../../shared/durations';


export const acceptedText = (driver: DriverRow, minutes: number): string =>
  `Radio Taxi: ${driver.name} arriva tra circa ${minutesText(minutes)} con il taxi ${driver.carModel} targato ${driver.licensePlate}.`;

export const arrivedText = (driver: DriverRow): string =>
  `Radio Taxi: il taxi ${driver.carModel} targato ${driver.licensePlate} (${driver.name}) è arrivato al punto di partenza.`;

/**
 * After the commit, and not awaited by its callers: the driver's answer and the live messages never wait on the SMS
 * gateway (up to its timeout), as push does not (ADR 141). A gateway's failure is logged, never the request's.
 */
/**
 * A caller booked by the office has no page open (design §10): the accepted driver and the taxi at the kerb reach
 * them by SMS, when their number is a mobile; a landline caller is booked all the same, and told nothing.
 */
export async function textOfficeCaller(app: FastifyInstance, ride: RideRow, text: string): Promise<void> {
  if (ride.source !== 'office' || !ride.customerPhone || !canReceiveSms(ride.customerPhone)) return;
  try {
    await app.sms.send(ride.customerPhone, text);
  } catch (err) {
    app.log.warn({ err, rideId: ride.id }, 'SMS to an office-booked caller not sent');
  }
}
