import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@shared/public-config.schemas';
import { renderFirstScreen } from './entry-server';

const config: PublicConfig = { townName: 'Alatri', taxiPhone: '+39 0775 123456', mapCenter: { lat: 41.7, lon: 13.3 }, rides: { autoCompleteSeconds: 30, noShowWaitMinutes: 5 }, dispatchPolicy: 'broadcast', roadFactor: 1.3 };

/** The visible text of a rendered first screen, one string. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the first screen each route sends before its scripts', () => {
  it('booking page: header with the town and the call-us link, and the page title', () => {
    const html = renderFirstScreen('/', config, 'signed-out', 'it');
    expect(text(html)).toContain('Radio Taxi Alatri e provincia');
    expect(html).toContain('href="tel:+390775123456"');
    expect(text(html)).toContain('Prenota il tuo Taxi Servizio veloce e affidabile a Alatri e provincia');
    expect(html).toContain('href="/driver"');
  });

  it('drivers: the sign-in text when signed out, the loading line when the session is still to be checked', () => {
    const signedOut = renderFirstScreen('/driver', config, 'signed-out', 'it');
    expect(text(signedOut)).toContain('Dashboard Taxista Accedi con il numero di cellulare registrato dalla centrale');
    expect(signedOut).not.toContain('tel:');
    const unknown = renderFirstScreen('/driver', config, 'unknown', 'it');
    expect(text(unknown)).toContain('Dashboard Taxista Caricamento...');
    expect(text(unknown)).not.toContain('Accedi');
  });

  it('office: the login card’s title when signed out, the loading line otherwise', () => {
    expect(text(renderFirstScreen('/admin', config, 'signed-out', 'it'))).toContain('Accesso Amministratore');
    const unknown = text(renderFirstScreen('/admin', config, 'unknown', 'it'));
    expect(unknown).toContain('Caricamento...');
    expect(unknown).not.toContain('Accesso Amministratore');
  });

  it('has nothing to type into: text typed before the scripts arrive would be lost', () => {
    for (const route of ['/', '/driver', '/admin']) {
      for (const session of ['signed-out', 'unknown'] as const) {
        for (const language of ['it', 'en', 'de'] as const) {
          expect(renderFirstScreen(route, config, session, language)).not.toMatch(/<(input|textarea|select|form)\b/);
        }
      }
    }
  });

  it('is drawn in the visitor’s language, the drivers’ and the office’s areas in Italian (design §16)', () => {
    expect(text(renderFirstScreen('/', config, 'signed-out', 'en'))).toContain('Book your taxi Fast, reliable service in Alatri and province');
    expect(text(renderFirstScreen('/', config, 'signed-out', 'de'))).toContain('Taxi bestellen');
    expect(text(renderFirstScreen('/driver', config, 'signed-out', 'it'))).toContain('Vista Cliente');
  });

  it('follows the settings it is given, as the page will read them', () => {
    const html = renderFirstScreen('/', { ...config, townName: '  Sora ', taxiPhone: '' }, 'unknown', 'it');
    expect(text(html)).toContain('Servizio veloce e affidabile a Sora e provincia');
    expect(html).not.toContain('tel:');
  });
});
