import { messages as officeDe } from 'virtual:i18n-catalogue/office/de';
import { messages as officeEn } from 'virtual:i18n-catalogue/office/en';
import { messages as officeIt } from 'virtual:i18n-catalogue/office/it';
import { messages as webDe } from 'virtual:i18n-catalogue/web/de';
import { messages as webEn } from 'virtual:i18n-catalogue/web/en';
import { messages as webIt } from 'virtual:i18n-catalogue/web/it';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '@shared/i18n/languages';
import { i18n, t } from '@/i18n/i18n';
import { CONSOLE_TEXT } from './console/console-strings';
import { misfitText } from './console/nearest-free';
import { DRIVER_FORM_MESSAGES } from '@shared/admin.schemas';
import { VEHICLE_MESSAGES } from '@shared/vehicle';
import { DRIVER_TEXT, driverFormIssueText } from './driver-strings';
import { eventText } from './ride-event-text';
import { REQUEST_TYPE_LABELS } from './ride-labels';

const CATALOGUES = { it: { ...webIt, ...officeIt }, en: { ...webEn, ...officeEn }, de: { ...webDe, ...officeDe } };
const inLanguage = (language: Language) => i18n.loadAndActivate({ locale: language, messages: CATALOGUES[language] });

afterAll(() => inLanguage('it'));

describe('the office panel in English and German (design §16)', () => {
  it('counts in English for 0, 1 and 2', () => {
    inLanguage('en');
    expect([0, 1, 2].map((n) => t('office.alertsOpen', { n }))).toEqual([' open alerts', ' open alert', ' open alerts']);
    expect([0, 1, 2].map((n) => DRIVER_TEXT.excludedBy(n))).toEqual(['Excluded by 0 customers', 'Excluded by 1 customer', 'Excluded by 2 customers']);
    expect([0, 1, 2].map((n) => t('office.reviews.count', { n }))).toEqual(['0 reviews', '1 review', '2 reviews']);
    expect([0, 1, 2].map((n) => t('office.passengers', { n }))).toEqual(['0 passengers', '1 passenger', '2 passengers']);
    expect([0, 1, 2].map((n) => t('office.stats.ofTotal', { n }))).toEqual(['Out of 0 in all', 'Out of 1 in all', 'Out of 2 in all']);
    expect([0, 1, 2].map((total) => t('office.rides.pageOf', { page: 1, pages: 1, total }))).toEqual([
      'Page 1 of 1 · 0 rides',
      'Page 1 of 1 · 1 ride',
      'Page 1 of 1 · 2 rides',
    ]);
    expect([0, 1, 2].map((n) => CONSOLE_TEXT.booking.optionsChosen(n))).toEqual(['', ' (1 chosen)', ' (2 chosen)']);
    expect(CONSOLE_TEXT.fleet.summary(0, 1, 2)).toBe('0 free · 1 busy · 2 unreachable');
    expect([0, 1, 2].map((n) => CONSOLE_TEXT.fleet.cluster(n, n, 0, 0))).toEqual([
      '0 taxis here: 0 free · 0 busy. Press to zoom in',
      '1 taxi here: 1 free · 0 busy. Press to zoom in',
      '2 taxis here: 2 free · 0 busy. Press to zoom in',
    ]);
  });

  it('counts in German for 0, 1 and 2', () => {
    inLanguage('de');
    expect([0, 1, 2].map((n) => t('office.alertsOpen', { n }))).toEqual([' offene Meldungen', ' offene Meldung', ' offene Meldungen']);
    expect([0, 1, 2].map((n) => DRIVER_TEXT.excludedBy(n))).toEqual([
      'Von 0 Kunden ausgeschlossen',
      'Von 1 Kunden ausgeschlossen',
      'Von 2 Kunden ausgeschlossen',
    ]);
    expect([0, 1, 2].map((n) => t('office.reviews.count', { n }))).toEqual(['0 Bewertungen', '1 Bewertung', '2 Bewertungen']);
    expect([0, 1, 2].map((n) => t('office.passengers', { n }))).toEqual(['0 Fahrgäste', '1 Fahrgast', '2 Fahrgäste']);
    expect([0, 1, 2].map((n) => t('office.stats.ofTotal', { n }))).toEqual(['Von 0 insgesamt', 'Von 1 insgesamt', 'Von 2 insgesamt']);
    expect([0, 1, 2].map((total) => t('office.rides.pageOf', { page: 2, pages: 3, total }))).toEqual([
      'Seite 2 von 3 · 0 Fahrten',
      'Seite 2 von 3 · 1 Fahrt',
      'Seite 2 von 3 · 2 Fahrten',
    ]);
    expect([0, 1, 2].map((n) => CONSOLE_TEXT.booking.optionsChosen(n))).toEqual(['', ' (1 gewählt)', ' (2 gewählt)']);
    expect(CONSOLE_TEXT.fleet.summary(1, 0, 0)).toBe('1 frei · 0 besetzt');
    expect([0, 1, 2].map((n) => CONSOLE_TEXT.fleet.cluster(n, 0, n, 0))).toEqual([
      '0 Taxis hier: 0 frei · 0 besetzt. Zum Vergrößern drücken',
      '1 Taxi hier: 0 frei · 1 besetzt. Zum Vergrößern drücken',
      '2 Taxis hier: 0 frei · 2 besetzt. Zum Vergrößern drücken',
    ]);
  });

  it('reads module labels in the language active at each use', () => {
    inLanguage('en');
    expect(REQUEST_TYPE_LABELS.scheduled).toBe('Scheduled');
    expect(eventText({ type: 'offered', details: { driverName: 'Mario Rossi', round: 1, pickupDistanceKm: 0.35 } })).toBe(
      'Offered to Mario Rossi (offer no. 1, 0.35 km away)',
    );
    expect(misfitText({ seats: 4, features: [] }, { passengers: 5, requirements: ['wheelchair'] })).toMatch(/^Not suitable: 4 seats for 5 passengers, no /);
    inLanguage('de');
    expect(REQUEST_TYPE_LABELS.scheduled).toBe('Vorbestellt');
    expect(eventText({ type: 'accepted', details: { estimatedArrival: 7 } })).toBe('Fahrt angenommen (Ankunft in 7 Min.)');
    expect(CONSOLE_TEXT.assign.title(true)).toBe('Fahrt neu zuweisen');
    inLanguage('it');
    expect(REQUEST_TYPE_LABELS.scheduled).toBe('Prenotata');
  });

  it("says the driver form's problems in the active language, a server's own text as it came", () => {
    inLanguage('en');
    expect(driverFormIssueText(DRIVER_FORM_MESSAGES.name)).toBe('Name is required');
    expect(driverFormIssueText(VEHICLE_MESSAGES.seats)).toMatch(/^Seats: \d+ to \d+$/);
    expect(driverFormIssueText('Numero già registrato')).toBe('Numero già registrato');
    inLanguage('de');
    expect(driverFormIssueText(DRIVER_FORM_MESSAGES.plate)).toBe('Ungültiges Kennzeichen');
    inLanguage('it');
    for (const message of [...Object.values(DRIVER_FORM_MESSAGES), VEHICLE_MESSAGES.seats]) expect(driverFormIssueText(message)).toBe(message);
  });
});
