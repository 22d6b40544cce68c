import type { FastifyInstance } from 'fastify';
import { canReceiveSms } from '../../../shared/phone-sms';
import { render, type ServerText, serverText } from '../../i18n/server-text';
import { customerLanguage } from '../customers/customers.queries';
import type { DriverRow } from '../drivers/drivers.queries';
import type { RideRow } from './rides.queries';

export const acceptedText = (driver: DriverRow, minutes: number): ServerText =>
  serverText('sms.accepted', { name: driver.name, minutes, car: driver.carModel, plate: driver.licensePlate });

export const arrivedText = (driver: DriverRow): ServerText =>
  serverText('sms.arrived', { car: driver.carModel, plate: driver.licensePlate, name: driver.name });

/**
 * A caller booked by the office has no page open (design §10): the accepted driver and the taxi at the kerb reach
 * them by SMS, when their number is a mobile; a landline caller is booked all the same, and told nothing. The SMS
 * speaks the language the customer last used in the app, Italian for a caller who never did (design §16).
 *
 * After the commit, and not awaited by its callers: the driver's answer and the live messages never wait on the SMS
 * gateway (up to its timeout), as push does not (ADR 141). A gateway's failure is logged, never the request's.
 */
export async function textOfficeCaller(app: FastifyInstance, ride: RideRow, text: ServerText): Promise<void> {
  if (ride.source !== 'office' || !ride.customerPhone || !canReceiveSms(ride.customerPhone)) return;
  try {
    await app.sms.send(ride.customerPhone, render(text, await customerLanguage(app.db, ride.customerId)));
  } catch (err) {
    app.log.warn({ err, rideId: ride.id }, 'SMS to an office-booked caller not sent');
  }
}
