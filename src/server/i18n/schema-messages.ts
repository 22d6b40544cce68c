import { DRIVER_FORM_MESSAGES } from '../../shared/admin.schemas';
import { BOOKING_MESSAGES } from '../../shared/booking';
import { ADDRESS_LOOKUP } from '../../shared/constants';
import type { Language } from '../../shared/i18n/languages';
import { CANCEL_REASON_MAX_LENGTH, CANCEL_REASON_TOO_LONG, COMPLETION_MESSAGES, METER_FARE_MAX_CENTS } from '../../shared/rides.schemas';
import { TARIFF_MESSAGES } from '../../shared/tariffs.schemas';
import { PASSENGERS, SEATS, VEHICLE_FEATURES, VEHICLE_MESSAGES } from '../../shared/vehicle';
import { render, type ServerText, serverText, serverTextList } from './server-text';
import { vehicleFeatureText } from './shared-texts';

/**
 * The messages our zod schemas (`src/shared/*.schemas.ts`) give in Italian — the pages' forms show them as they
 * are — and their catalogue texts, for a request in English or German (design §16). zod's own messages come from
 * its locales; only ours are looked up here, by their Italian. `schema-messages.test.ts` holds each to it.
 */
export const SCHEMA_MESSAGES: ReadonlyArray<readonly [italian: string, text: ServerText]> = [
  [DRIVER_FORM_MESSAGES.name, serverText('schema.nameRequired')],
  [DRIVER_FORM_MESSAGES.phone, serverText('schema.phoneInvalid')],
  [DRIVER_FORM_MESSAGES.phoneNotMobile, serverText('schema.phoneNotMobile')],
  [DRIVER_FORM_MESSAGES.plate, serverText('schema.plateInvalid')],
  [DRIVER_FORM_MESSAGES.carModel, serverText('schema.carModelRequired')],
  [DRIVER_FORM_MESSAGES.rating, serverText('schema.ratingInvalid')],
  [DRIVER_FORM_MESSAGES.licenseNumber, serverText('schema.licenseNumberTooLong')],
  ['Ricerca troppo lunga', serverText('schema.searchTooLong')],
  ['Ricerca troppo lunga (massimo 100 caratteri)', serverText('schema.searchTooLong100')],
  ['Stato non valido', serverText('schema.statusInvalid')],
  ['Tipo non valido', serverText('schema.typeInvalid')],
  ['Pagina non valida', serverText('schema.pageInvalid')],
  ['Dimensione pagina non valida', serverText('schema.pageSizeInvalid')],
  ['Inserisci un numero di cellulare italiano valido', serverText('schema.notAMobile')],
  ['Il codice è di 6 cifre', serverText('schema.codeDigits')],
  ['Password è richiesta', serverText('schema.passwordRequired')],
  ['Inserisci l’indirizzo di partenza', serverText('schema.pickupRequired')],
  ['Indirizzo troppo lungo (massimo 300 caratteri)', serverText('schema.addressTooLong')],
  ['Tipo di richiesta non valido', serverText('schema.requestTypeInvalid')],
  ['Note troppo lunghe (massimo 500 caratteri)', serverText('schema.notesTooLong')],
  ['Indica quale taxista ha ora la corsa (nessuno, se è in attesa)', serverText('schema.currentDriverRequired')],
  ['Indica il motivo', serverText('schema.reasonRequired')],
  [CANCEL_REASON_TOO_LONG, serverText('schema.reasonTooLong', { max: CANCEL_REASON_MAX_LENGTH })],
  ['Stato non valido: la centrale può solo chiudere una corsa (completed)', serverText('schema.officeOnlyCompletes')],
  ['Area della mappa non valida: servono ovest, sud, est e nord in gradi (ovest < est, sud < nord)', serverText('schema.bboxInvalid')],
  ['Livello di zoom non valido: un numero intero da 0 a 22', serverText('schema.zoomInvalid')],
  ['Indica il taxista', serverText('schema.driverRequired')],
  ['Indica il taxista (driverId)', serverText('schema.driverIdRequired')],
  [BOOKING_MESSAGES.invalidTimeTitle, serverText('schema.timeInvalid')],
  [BOOKING_MESSAGES.missingAddresses, serverText('booking.missingAddresses')],
  ['Scrivi un indirizzo da cercare', serverText('schema.searchRequired')],
  [`Scrivi almeno ${ADDRESS_LOOKUP.minLength} caratteri`, serverText('schema.searchMin', { min: ADDRESS_LOOKUP.minLength })],
  ['Scrivi al massimo 200 caratteri', serverText('schema.searchMax', { max: 200 })],
  ['Latitudine mancante', serverText('schema.latitudeMissing')],
  ['Latitudine non valida', serverText('schema.latitudeInvalid')],
  ['Latitudine fuori intervallo', serverText('schema.latitudeOutOfRange')],
  ['Longitudine mancante', serverText('schema.longitudeMissing')],
  ['Longitudine non valida', serverText('schema.longitudeInvalid')],
  ['Longitudine fuori intervallo', serverText('schema.longitudeOutOfRange')],
  ['Iscrizione alle notifiche non valida', serverText('schema.notASubscription')],
  ['Seleziona una valutazione tra 1 e 5 stelle', serverText('schema.ratingRange')],
  ['Corsa mancante', serverText('schema.rideMissing')],
  ['Commento troppo lungo (massimo 1000 caratteri)', serverText('schema.commentTooLong')],
  ['Ambito non valido: current, upcoming o history', serverText('schema.scopeInvalid')],
  ['Idempotency-Key troppo corta', serverText('schema.keyTooShort')],
  ['Idempotency-Key troppo lunga', serverText('schema.keyTooLong')],
  ['Stato non valido: arrived, on_board, completed o no_show', serverText('schema.rideStatusInvalid')],
  [COMPLETION_MESSAGES.meterInvalid, serverText('schema.meterInvalid', { max: METER_FARE_MAX_CENTS / 100 })],
  [COMPLETION_MESSAGES.meterRequired, serverText('rides.meterRequired')],
  [COMPLETION_MESSAGES.paymentInvalid, serverText('schema.paymentInvalid')],
  [COMPLETION_MESSAGES.paymentRequired, serverText('rides.paymentRequired')],
  [TARIFF_MESSAGES.amount, serverText('schema.tariffAmount')],
  [TARIFF_MESSAGES.percent, serverText('schema.tariffPercent')],
  [TARIFF_MESSAGES.start, serverText('schema.tariffStart')],
  [TARIFF_MESSAGES.startInPast, serverText('tariffs.startInPast')],
  [TARIFF_MESSAGES.routeName, serverText('schema.routeName')],
  [TARIFF_MESSAGES.radius, serverText('schema.radius')],
  [TARIFF_MESSAGES.routeAmount, serverText('schema.routeAmount')],
  [TARIFF_MESSAGES.point, serverText('schema.point')],
  [VEHICLE_MESSAGES.unknownFeature, serverText('schema.unknownFeature', { features: serverTextList(VEHICLE_FEATURES.map(vehicleFeatureText), 'comma') })],
  [VEHICLE_MESSAGES.seats, serverText('schema.seats', { min: SEATS.min, max: SEATS.max })],
  [VEHICLE_MESSAGES.passengers, serverText('schema.passengers', { min: PASSENGERS.min, max: PASSENGERS.max })],
  [VEHICLE_MESSAGES.repeatedFeature, serverText('schema.repeatedFeature')],
];

const BY_ITALIAN = new Map(SCHEMA_MESSAGES);

/** A zod issue's message in `language`: ours translated, zod's own (already in its locale) and the unknown as they are. */
export const schemaMessageIn = (message: string, language: Language): string => {
  const text = language === 'it' ? undefined : BY_ITALIAN.get(message);
  return text ? render(text, language) : message;
};
