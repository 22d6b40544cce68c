import { describe, expect, it } from 'vitest';
import { areaLanguage, languageFromAcceptLanguage, pickLanguage } from './languages';

describe('which language a visitor gets (design §16)', () => {
  it('reads the browser’s languages by preference, the first we have', () => {
    expect(languageFromAcceptLanguage('en-GB,en;q=0.9,it;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('fr-CH, fr;q=0.9, de;q=0.7, *;q=0.5')).toBe('de');
    expect(languageFromAcceptLanguage('it;q=0.2, de;q=0.9')).toBe('de');
    expect(languageFromAcceptLanguage('fr, es')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('the switch’s cookie first, then the browser, then Italian', () => {
    expect(pickLanguage('de', 'en-GB')).toBe('de');
    expect(pickLanguage('xx', 'en-GB')).toBe('en');
    expect(pickLanguage(undefined, 'ja')).toBe('it');
  });

  it('every area follows the visitor: the customer’s page, the drivers’ dashboard and the office panel', () => {
    expect(areaLanguage('/', 'en')).toBe('en');
    expect(areaLanguage('/driver', 'en')).toBe('en');
    expect(areaLanguage('/driver', 'de')).toBe('de');
    expect(areaLanguage('/admin', 'de')).toBe('de');
    expect(areaLanguage('/non-esiste', 'de')).toBe('de');
  });
});
