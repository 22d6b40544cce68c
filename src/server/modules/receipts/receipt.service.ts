import type { FastifyInstance } from 'fastify';
import { conflict, HttpError } from '../../http/errors';
import { findDriverEver } from '../drivers/drivers.queries';
import { findFixedRoute } from '../fare/fixed-routes.queries';
import type { RideRow } from '../rides/rides.queries';
import { renderReceiptPdf } from './receipt-pdf.service';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { serverText } from '../../i18n/server-text';

/**
 * design §15: the receipt of a completed ride, drawn from the ride as it is now. After retention (or the customer's
 * deletion) anonymised the ride there is no address to print and nobody to print it for: 410, which the pages
 * announce as 'Ricevuta non più disponibile'.
 */
export async function receiptOf(app: FastifyInstance, ride: RideRow, language: Language = DEFAULT_LANGUAGE): Promise<Buffer> {
  if (ride.anonymisedAt || !ride.pickupAddress) throw new HttpError(410, serverText('receipts.gone'), 'receipt_gone');
  if (ride.status !== 'completed' || !ride.completedAt || !ride.acceptedDriverId || ride.finalFareCents === null) {
    throw conflict(serverText('receipts.notYet'), 'receipt_not_available');
  }
  const [driver, route] = await Promise.all([
    findDriverEver(app.db, ride.acceptedDriverId),
    ride.fixedRouteId ? findFixedRoute(app.db, ride.fixedRouteId) : null,
  ]);
  if (!driver) throw new Error(`ride ${ride.id}: its driver row is missing`);
  return renderReceiptPdf({
    rideId: ride.id,
    coop: app.config.coop,
    driver: { name: driver.name, licensePlate: driver.licensePlate, licenseNumber: driver.licenseNumber },
    completedAt: ride.completedAt,
    pickupAddress: ride.pickupAddress,
    dropoffAddress: ride.dropoffAddress,
    amountCents: ride.finalFareCents,
    fareSource: ride.fareSource,
    fixedRouteName: route?.name ?? null,
    paymentMethod: ride.paymentMethod,
  }, language);
}
