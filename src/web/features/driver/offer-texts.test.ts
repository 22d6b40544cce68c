import { describe, expect, it } from 'vitest';
import { OFFER_TEXTS, suggestedEta } from './offer-texts';

describe('the offer card (design §11)', () => {
  it('suggests an ETA from the distance at 2 minutes a km, between 2 and 60', () => {
    expect(suggestedEta(0.3, 5)).toBe(2);
    expect(suggestedEta(4.2, 5)).toBe(9);
    expect(suggestedEta(45, 5)).toBe(60);
    expect(suggestedEta(null, 5)).toBe(5);
  });

  it('says how far the pickup is, in Italian', () => {
    expect(OFFER_TEXTS.distance(0.31)).toBe('A 0,31\u00a0km da te');
    expect(OFFER_TEXTS.distance(null)).toBe('Distanza non nota');
  });
});
