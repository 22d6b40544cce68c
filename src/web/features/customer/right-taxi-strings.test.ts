import { describe, expect, it } from 'vitest';
import { RIGHT_TAXI_TEXT } from './right-taxi-strings';

describe('what the search says of the taxis that fit (design §14)', () => {
  it('counts the fitting taxis, and says "adatti" only when the customer asked for something', () => {
    expect(RIGHT_TAXI_TEXT.matching(3, true)).toBe('3 taxi adatti in servizio');
    expect(RIGHT_TAXI_TEXT.matching(1, true)).toBe('1 taxi adatto in servizio');
    expect(RIGHT_TAXI_TEXT.matching(5, false)).toBe('5 taxi in servizio');
  });

  it('with none, says the office has been told', () => {
    expect(RIGHT_TAXI_TEXT.noneMatching).toBe('Nessun taxi adatto in servizio ora: la centrale è stata avvisata');
  });

  it('counts the options chosen on the folded disclosure', () => {
    expect(RIGHT_TAXI_TEXT.optionsChosen(0)).toBe('');
    expect(RIGHT_TAXI_TEXT.optionsChosen(1)).toBe(' (1 scelta)');
    expect(RIGHT_TAXI_TEXT.optionsChosen(2)).toBe(' (2 scelte)');
  });
});
