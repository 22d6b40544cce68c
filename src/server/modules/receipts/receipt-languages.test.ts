import { describe, expect, it } from 'vitest';
import { FARE_SOURCE_LABELS, FARE_TEXTS, PAYMENT_LABELS } from '../../../shared/fare-texts';
import { receiptLines, type ReceiptData } from './receipt-pdf.service';

const data: ReceiptData = {
  rideId: 'r-1',
  coop: { name: 'Radio Taxi', vatNumber: undefined },
  driver: { name: 'Giulia Neri', licensePlate: 'AB123CD', licenseNumber: null },
  completedAt: new Date('2026-06-10T10:30:00Z'),
  pickupAddress: 'Piazza della Libertà',
  dropoffAddress: null,
  amountCents: 1250,
  fareSource: 'capped',
  fixedRouteName: null,
  paymentMethod: 'card',
};

// design §15, §16: the receipt in the language of the request that downloads it; the Italian as the pages word it.
describe('the receipt’s lines in each language', () => {
  it('Italian: design §15’s words, the shared labels', () => {
    expect(receiptLines(data)).toEqual([
      ['Data', '10/06/2026 12:30'],
      ['Taxista', 'Giulia Neri'],
      ['Targa', 'AB123CD'],
      ['Licenza n.', FARE_TEXTS.notGiven],
      ['Partenza', 'Piazza della Libertà'],
      ['Destinazione', 'Non specificato'],
      ['Importo', '12,50\u00a0€'],
      [FARE_TEXTS.source, FARE_SOURCE_LABELS.capped],
      [FARE_TEXTS.payment, PAYMENT_LABELS.card],
    ]);
  });

  it('English and German, with their own euros and dates', () => {
    expect(Object.fromEntries(receiptLines(data, 'en'))).toMatchObject({
      Date: '10/06/2026 12:30',
      'Licence no.': 'Not given',
      Amount: '€12.50',
      'Source of amount': 'Guaranteed maximum price',
      Payment: 'Card',
    });
    expect(Object.fromEntries(receiptLines(data, 'de'))).toMatchObject({
      Datum: '10.06.2026 12:30',
      Betrag: '12,50\u00a0€',
      Zahlung: 'Karte',
      Ziel: 'Nicht angegeben',
    });
  });
});
