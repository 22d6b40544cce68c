import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayTime, formatDayTimeSeconds, formatEuro, formatKm, formatLongDate, formatRating, formatTime } from './format';

const NBSP = '\u00a0';

describe('formatEuro', () => {
  it('uses the Italian decimal comma and 2 decimals', () => {
    expect(formatEuro(12.5)).toBe(`12,50${NBSP}€`);
    expect(formatEuro(0)).toBe(`0,00${NBSP}€`);
    expect(formatEuro(1234.567)).toBe(`1234,57${NBSP}€`);
  });
});

describe('formatKm', () => {
  it('rounds to 2 decimals', () => {
    expect(formatKm(3.456)).toBe(`3,46${NBSP}km`);
    expect(formatKm(10)).toBe(`10,00${NBSP}km`);
  });
});

describe('dates in Europe/Rome', () => {
  // 13:30 UTC is 14:30 in Rome in winter (CET) and 15:30 in summer (CEST).
  const winter = '2025-01-05T13:30:00Z';
  const summer = '2025-07-05T13:30:00Z';

  it('formats table and detail dates in Rome time whatever the machine zone', () => {
    expect(formatDayTime(winter)).toBe('05/01 14:30');
    expect(formatDayTime(summer)).toBe('05/07 15:30');
    expect(formatDateTime(new Date(winter))).toBe('05/01/2025 14:30');
    expect(formatTime(Date.parse(summer))).toBe('15:30');
    expect(formatDayTimeSeconds('2025-01-05T13:30:07Z')).toBe('05/01 14:30:07');
  });

  it('uses the Rome calendar day near midnight', () => {
    expect(formatDateTime('2025-03-31T22:30:00Z')).toBe('01/04/2025 00:30');
  });

  it('writes long dates in Italian', () => {
    expect(formatLongDate(summer)).toBe('5 luglio 2025');
  });

  it('falls back for missing or invalid dates', () => {
    expect(formatDayTime(null)).toBe('N/A');
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatLongDate('non una data', '-')).toBe('-');
  });
});

describe('formatRating', () => {
  it('shows one decimal with the Italian comma, from a number or the server\'s text', () => {
    expect(formatRating(4.456)).toBe('4,5');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating('4.5')).toBe('4,5');
    expect(formatRating('n/d')).toBe('n/d');
  });
});

describe('in the visitor’s language (design §16)', () => {
  const at = '2025-07-05T13:30:00Z';
  const inLanguage = async (language: 'en' | 'de', check: () => void) => {
    const { i18n } = await import('@/i18n/i18n');
    const previous = i18n.locale;
    i18n.activate(language);
    try {
      check();
    } finally {
      i18n.activate(previous);
    }
  };

  it('English: the euro sign first, a decimal point, dates day first', async () => {
    await inLanguage('en', () => {
      expect(formatEuro(12.5)).toBe('€12.50');
      expect(formatDateTime(at)).toBe('05/07/2025 15:30');
      expect(formatLongDate(at)).toBe('5 July 2025');
      expect(formatRating(4.5)).toBe('4.5');
    });
  });

  it('German: a decimal comma, the euro after, dates with dots', async () => {
    await inLanguage('de', () => {
      expect(formatEuro(12.5)).toBe(`12,50${NBSP}€`);
      expect(formatDateTime(at)).toBe('05.07.2025 15:30');
      expect(formatLongDate(at)).toBe('5. Juli 2025');
    });
  });
});
