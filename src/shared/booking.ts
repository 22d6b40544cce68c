import type { RequestType } from './domain';

/**
 * spec §5/§8 booking messages, word for word, and the address rule. The rules both the form and
 * `POST /api/rides` apply are in booking-rules.ts (kept apart: they need date code); the request and
 * answer shapes are in rides.schemas.ts (kept apart: they need zod, which the booking page's first load does not carry).
 */
export const BOOKING_MESSAGES = {
  missingTitle: 'Dati mancanti',
  missingAddresses: 'Inserisci entrambi gli indirizzi',
  missingAddressesForFare: 'Inserisci entrambi gli indirizzi per calcolare la tariffa',
  missingSchedule: 'Seleziona data e ora per la prenotazione',
  invalidTimeTitle: 'Orario non valido',
  tooSoon: 'La prenotazione deve essere almeno 1 ora nel futuro',
  // Not worded by the spec (the picker never offers these), for API clients that send them anyway.
  tooFar: 'La prenotazione è possibile al massimo 30 giorni in anticipo',
  notASlot: 'Scegli un orario a intervalli di 30 minuti',
  fareFailed: 'Impossibile calcolare la tariffa',
  /** issue 21: the address service cannot place or route the trip; the booking goes on with the typed address. */
  fareUnavailableTitle: 'Stima della tariffa non disponibile',
  fareUnavailableGeocoder: 'Il servizio indirizzi non risponde in questo momento.',
  fareUnavailableNotFound: 'Non troviamo uno degli indirizzi sulla mappa.',
  fareUnavailableRouter: 'Il servizio percorsi non risponde in questo momento.',
  fareUnavailableGoOn: 'Puoi richiedere il taxi lo stesso: il taxista vedrà l’indirizzo come l’hai scritto.',
  fareNetwork: 'Errore nel calcolo della tariffa',
  requestFailed: "Si è verificato un errore nell'invio della richiesta",
} as const;

export const ADDRESS_MAX_LENGTH = 300;

export interface BookingInput {
  pickupAddress: string;
  dropoffAddress: string;
  requestType: RequestType;
  /** ISO instant; required for scheduled rides. */
  scheduledTime?: string | null;
}

export interface BookingIssue {
  path: string;
  message: string;
}

/** The address part of the rules: no dates involved, so the booking form checks it without date code. */
export function addressIssues(input: Pick<BookingInput, 'pickupAddress' | 'dropoffAddress'>): BookingIssue[] {
  const issues: BookingIssue[] = [];
  if (!input.pickupAddress.trim()) issues.push({ path: 'pickupAddress', message: BOOKING_MESSAGES.missingAddresses });
  if (!input.dropoffAddress.trim()) issues.push({ path: 'dropoffAddress', message: BOOKING_MESSAGES.missingAddresses });
  return issues;
}

export const CUSTOMER_RIDE_SCOPES = ['current', 'upcoming', 'history'] as const;
export type CustomerRideScope = (typeof CUSTOMER_RIDE_SCOPES)[number];
