import { describe, expect, it } from 'vitest';
import { minutesText, secondsText } from './durations';

describe('Italian counts of time', () => {
  it('says one in the singular and keeps the digits', () => {
    expect(secondsText(1)).toBe('1 secondo');
    expect(secondsText(30)).toBe('30 secondi');
    expect(minutesText(1)).toBe('1 minuto');
    expect(minutesText(0)).toBe('0 minuti');
  });
});
