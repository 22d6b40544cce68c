import type { FareSource, PaymentMethod } from '@shared/domain';
import { t } from '@/i18n/i18n';

/**
 * design §15's words as the customer's pages say them, in the active language (design §16). src/shared/fare-texts.ts
 * keeps the Italian for the receipt and the Italian-only areas.
 */
export const paymentLabel = (method: PaymentMethod): string => t(`fare.${method}`);
export const fareSourceLabel = (source: FareSource): string => t(`fare.source.${source}`);

export const FARE_TEXT = {
  get maxFare() {
    return t('fare.maxFare');
  },
  get maxFareHint() {
    return t('fare.maxFareHint');
  },
  get fixedFare() {
    return t('fare.fixedFare');
  },
  get receipt() {
    return t('fare.receipt');
  },
  get receiptGone() {
    return t('fare.receiptGone');
  },
  get receiptNotYet() {
    return t('fare.receiptNotYet');
  },
  get estimate() {
    return t('fare.estimate');
  },
  get finalFare() {
    return t('fare.finalFare');
  },
  get payment() {
    return t('fare.payment');
  },
  get source() {
    return t('fare.source');
  },
  get notGiven() {
    return t('fare.notGiven');
  },
};
