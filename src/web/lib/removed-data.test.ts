import { describe, expect, it } from 'vitest';
import { shownDropoff } from './removed-data';
import { shownPhone } from './shown-phone';

describe('what a page shows for a number or an address', () => {
  it('writes every number one way, spaced', () => {
    expect(shownPhone('+393335551212')).toBe('+39 333 555 1212');
    expect(shownPhone(null)).toBe('Numero rimosso');
  });

  it('says "Non specificato" for a ride booked without a destination, "Indirizzo rimosso" only for an anonymised one', () => {
    expect(shownDropoff({ dropoffAddress: null, anonymisedAt: null })).toBe('Non specificato');
    expect(shownDropoff({ dropoffAddress: null, anonymisedAt: '2026-01-01T00:00:00Z' })).toBe('Indirizzo rimosso');
    expect(shownDropoff({ dropoffAddress: 'Stazione', anonymisedAt: null })).toBe('Stazione');
  });
});
