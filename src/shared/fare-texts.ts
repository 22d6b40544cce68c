import type { FareSource, PaymentMethod } from './domain';

/**
 * design §15's Italian words, one place for the pages and the receipt: how a ride was paid, where its fare came
 * from, and what the fare cards and the receipt call things.
 */
export const PAYMENT_LABELS: Record<PaymentMethod, string> = { cash: 'Contanti', card: 'Carta' };

export const FARE_SOURCE_LABELS: Record<FareSource, string> = {
  meter: 'Tassametro',
  capped: 'Prezzo massimo garantito',
  fixed: 'Tariffa fissa',
  estimate: 'Stima',
};

export const FARE_TEXTS = {
  maxFare: 'Prezzo massimo garantito',
  maxFareHint: 'Non pagherai più di questo importo, qualunque cosa segni il tassametro.',
  fixedFare: 'Tariffa fissa',
  receipt: 'Ricevuta',
  receiptGone: 'Ricevuta non più disponibile: i dati della corsa sono stati cancellati',
  receiptNotYet: 'La ricevuta è disponibile a corsa completata',
  estimate: 'Stima',
  finalFare: 'Importo pagato',
  payment: 'Pagamento',
  source: 'Origine importo',
  notGiven: 'Non indicato',
} as const;
