import { messages as driverDe } from 'virtual:i18n-catalogue/driver/de';
import { messages as driverEn } from 'virtual:i18n-catalogue/driver/en';
import { messages as webDe } from 'virtual:i18n-catalogue/web/de';
import { messages as webEn } from 'virtual:i18n-catalogue/web/en';
import { afterEach, describe, expect, it } from 'vitest';
import { scheduledBadge } from '@shared/request-badges';
import type { Language } from '@shared/i18n/languages';
import { i18n, t } from '@/i18n/i18n';
import { dropoffText, passengersCountText, phoneText, scheduledBadgeText, timeSinceText } from './driver-texts';
import { gpsWarningText, warningFor } from './gps-warnings';
import { OFFER_TEXTS } from './offer-texts';
import { cardTitle, stepLabel } from './ride-steps';

const NOW = Date.parse('2026-05-10T10:00:00Z');
const MIN = 60_000;

/** The unit tests' Italian (src/web/testing/i18n-setup.ts) stays loaded; English or German only for one test. */
function speak(language: Exclude<Language, 'it'>) {
  i18n.load(language, language === 'en' ? { ...webEn, ...driverEn } : { ...webDe, ...driverDe });
  i18n.activate(language);
}
afterEach(() => i18n.activate('it'));

describe('the drivers’ words in Italian are the spec’s, unchanged (design §16)', () => {
  it('request badges and the time since a request', () => {
    const badge = (minutesAhead: number) => scheduledBadgeText(scheduledBadge(NOW + minutesAhead * MIN, NOW), NOW + minutesAhead * MIN, NOW);
    expect([badge(-1), badge(4), badge(12), badge(40)]).toEqual(['In ritardo', 'Partenza imminente', 'Partenza tra 12 min', 'Partenza tra 40 min']);
    expect([0, 2, 60, 65].map((m) => timeSinceText(NOW - m * MIN, NOW))).toEqual(['ora', '2 min fa', '1 h fa', '1 h 5 min fa']);
  });

  it('the ride’s details, steps and GPS warnings', () => {
    expect([1, 3].map(passengersCountText)).toEqual(['1 passeggero', '3 passeggeri']);
    expect(dropoffText({ dropoffAddress: null, anonymisedAt: null })).toBe('Non specificato');
    expect(dropoffText({ dropoffAddress: null, anonymisedAt: '2026-01-01T00:00:00Z' })).toBe('Indirizzo rimosso');
    expect(phoneText(null)).toBe('Numero rimosso');
    expect(phoneText('+393335551212')).toBe('+39 333 555 1212');
    expect(stepLabel('arrived')).toBe('Sono arrivato');
    expect(cardTitle('accepted')).toBe('Vai dal cliente');
    expect(gpsWarningText(warningFor({ code: 1 }))).toBe('Permesso GPS negato. Usando posizione simulata.');
    expect(OFFER_TEXTS.secondsLeft(1)).toBe('Rispondi entro 1 secondo');
    expect([0, 1, 2].map((n) => t('driver.stats.votes', { n }))).toEqual(['0 voti', '1 voto', '2 voti']);
    expect(t('driver.requests.count', { n: 1 })).toBe('1 richieste');
  });
});

describe('in English', () => {
  it('plurals for 0, 1 and 2', () => {
    speak('en');
    expect([0, 1, 2].map(passengersCountText)).toEqual(['0 passengers', '1 passenger', '2 passengers']);
    expect([0, 1, 2].map((n) => t('driver.stats.votes', { n }))).toEqual(['0 ratings', '1 rating', '2 ratings']);
    expect([0, 1, 2].map((n) => t('driver.requests.count', { n }))).toEqual(['0 requests', '1 request', '2 requests']);
  });

  it('badges, times and the distance', () => {
    speak('en');
    expect(scheduledBadgeText(scheduledBadge(NOW + 12 * MIN, NOW), NOW + 12 * MIN, NOW)).toBe('Pickup in 12 min');
    expect([0, 65].map((m) => timeSinceText(NOW - m * MIN, NOW))).toEqual(['just now', '1 h 5 min ago']);
    expect(OFFER_TEXTS.distance(0.31)).toBe('0.31\u00a0km from you');
    expect(stepLabel('on_board')).toBe('Passenger on board');
  });
});

describe('in German', () => {
  it('plurals for 0, 1 and 2', () => {
    speak('de');
    expect([0, 1, 2].map(passengersCountText)).toEqual(['0 Fahrgäste', '1 Fahrgast', '2 Fahrgäste']);
    expect([0, 1, 2].map((n) => t('driver.stats.votes', { n }))).toEqual(['0 Bewertungen', '1 Bewertung', '2 Bewertungen']);
    expect([0, 1, 2].map((n) => t('driver.requests.count', { n }))).toEqual(['0 Anfragen', '1 Anfrage', '2 Anfragen']);
  });

  it('badges, times and the distance', () => {
    speak('de');
    expect(scheduledBadgeText(scheduledBadge(NOW + 12 * MIN, NOW), NOW + 12 * MIN, NOW)).toBe('Abholung in 12 Min.');
    expect([2, 65].map((m) => timeSinceText(NOW - m * MIN, NOW))).toEqual(['vor 2 Min.', 'vor 1 Std. 5 Min.']);
    expect(OFFER_TEXTS.distance(0.31)).toBe('0,31\u00a0km von dir');
  });
});
