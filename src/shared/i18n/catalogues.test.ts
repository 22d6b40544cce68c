import { setupI18n } from '@lingui/core';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './compile-catalogue';
import serverDe from './catalogues/server/de.json';
import serverEn from './catalogues/server/en.json';
import serverIt from './catalogues/server/it.json';
import driverDe from './catalogues/driver/de.json';
import driverEn from './catalogues/driver/en.json';
import driverIt from './catalogues/driver/it.json';
import officeDe from './catalogues/office/de.json';
import officeEn from './catalogues/office/en.json';
import officeIt from './catalogues/office/it.json';
import webDe from './catalogues/web/de.json';
import webEn from './catalogues/web/en.json';
import webIt from './catalogues/web/it.json';
import { LANGUAGES, type Language } from './languages';

type Catalogue = Record<string, string>;
const CATALOGUES: Record<'web' | 'driver' | 'office' | 'server', Record<Language, Catalogue>> = {
  web: { it: webIt, en: webEn, de: webDe },
  driver: { it: driverIt, en: driverEn, de: driverDe },
  office: { it: officeIt, en: officeEn, de: officeDe },
  server: { it: serverIt, en: serverEn, de: serverDe },
};

/** The names a message fills in ({name}, the plural's {n}) and its element tags (<0>), which every language must keep. */
function slots(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select') {
        found.add(`{${token.arg}}`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  for (const tag of message.match(/<\/?\d+\/?>/g) ?? []) found.add(tag);
  return [...found].sort();
}

const translate = (catalogue: Catalogue, language: Language) => {
  const i18n = setupI18n({ locale: language, messages: { [language]: compileCatalogue(catalogue) } });
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
};

describe.each(Object.entries(CATALOGUES))('the %s catalogues (design §16)', (_name, catalogues) => {
  const italian = Object.keys(catalogues.it);

  it.each(LANGUAGES)('%s has every key of the others, and no other', (language) => {
    const keys = Object.keys(catalogues[language]);
    for (const other of LANGUAGES) expect(keys.slice().sort(), `${language} vs ${other}`).toEqual(Object.keys(catalogues[other]).sort());
    for (const id of keys) expect(catalogues[language][id]?.trim(), `${language}: ${id} is empty`).toBeTruthy();
  });

  it.each(LANGUAGES)('%s parses as ICU and fills in what Italian fills in', (language) => {
    for (const id of italian) expect(slots(catalogues[language][id]!), `${language}: ${id}`).toEqual(slots(catalogues.it[id]!));
  });
});

it('a key of the web lives in one part only: a page with two parts open would otherwise show whichever came last', () => {
  const parts = [webIt, driverIt, officeIt].map((catalogue) => Object.keys(catalogue));
  const all = parts.flat();
  expect(all.filter((id, index) => all.indexOf(id) !== index)).toEqual([]);
});

describe('plurals for 0, 1 and 2 in each language', () => {
  const web = (language: Language) => translate(CATALOGUES.web[language], language);

  it('Italian', () => {
    const t = web('it');
    expect([0, 1, 2].map((n) => t('vehicle.seatsCount', { n }))).toEqual(['0 posti', '1 posto', '2 posti']);
    expect([0, 1, 2].map((n) => t('time.seconds', { n }))).toEqual(['0 secondi', '1 secondo', '2 secondi']);
    expect([1, 2].map((n) => t('rightTaxi.matchingAsked', { n, more: 'no' }))).toEqual(['1 taxi adatto in servizio', '2 taxi adatti in servizio']);
    // The booking counts up to a cap (design §14): at the cap, the figure means that many or more.
    expect(t('rightTaxi.matching', { n: 100, more: 'yes' })).toBe('100 o più taxi in servizio');
    expect(t('rightTaxi.matchingAsked', { n: 100, more: 'yes' })).toBe('100 o più taxi adatti in servizio');
  });

  it('English', () => {
    const t = web('en');
    expect([0, 1, 2].map((n) => t('vehicle.seatsCount', { n }))).toEqual(['0 seats', '1 seat', '2 seats']);
    expect([0, 1, 2].map((n) => t('time.seconds', { n }))).toEqual(['0 seconds', '1 second', '2 seconds']);
    expect([0, 1, 2].map((n) => t('rightTaxi.matching', { n, more: 'no' }))).toEqual(['0 taxis on duty', '1 taxi on duty', '2 taxis on duty']);
    expect(t('rightTaxi.matching', { n: 100, more: 'yes' })).toBe('100 or more taxis on duty');
  });

  it('German', () => {
    const t = web('de');
    expect([0, 1, 2].map((n) => t('vehicle.seatsCount', { n }))).toEqual(['0 Plätze', '1 Platz', '2 Plätze']);
    expect([0, 1, 2].map((n) => t('time.seconds', { n }))).toEqual(['0 Sekunden', '1 Sekunde', '2 Sekunden']);
    expect([0, 1, 2].map((n) => t('rating.star', { n, label: 'x' }))).toEqual(['0 Sterne: x', '1 Stern: x', '2 Sterne: x']);
    expect(t('rightTaxi.matchingAsked', { n: 100, more: 'yes' })).toBe('100 oder mehr passende Taxis im Dienst');
  });

  it('the server’s too', () => {
    const wait = (language: Language) => [0, 1, 2].map((seconds) => translate(CATALOGUES.server[language], language)('otp.resendTooSoon', { seconds }));
    expect(wait('it')[1]).toBe('Attendi 1 secondo prima di richiedere un nuovo codice');
    expect(wait('it')[2]).toBe('Attendi 2 secondi prima di richiedere un nuovo codice');
    expect(wait('en')).toEqual(['Wait 0 seconds before asking for a new code', 'Wait 1 second before asking for a new code', 'Wait 2 seconds before asking for a new code']);
    expect(wait('de')[1]).toBe('Warte 1 Sekunde, bevor du einen neuen Code anforderst');
  });
});
