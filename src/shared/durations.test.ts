import { describe, expect, it } from 'vitest';
import { countText, minutesText, passengersText, secondsText } from './durations';

describe('Italian counts of time', () => {
  it('says one in the singular and keeps the digits', () => {
    expect(secondsText(1)).toBe('1 secondo');
    expect(secondsText(30)).toBe('30 secondi');
    expect(minutesText(1)).toBe('1 minuto');
    expect(minutesText(0)).toBe('0 minuti');
  });
});

describe('Italian counts of anything else', () => {
  it('never reads "1 minuti" or "1 liberi"', () => {
    expect(passengersText(1)).toBe('1 passeggero');
    expect(passengersText(3)).toBe('3 passeggeri');
    expect(countText(1, 'libero', 'liberi')).toBe('1 libero');
    expect(countText(2, 'occupato', 'occupati')).toBe('2 occupati');
  });
});
