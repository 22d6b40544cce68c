import { describe, expect, it } from 'vitest';
import { nextMobile } from '../testing/fixtures';
import { useTestApp } from '../testing/use-test-app';

const t = useTestApp();

/** design §16: the `error` of every answer, and zod's issues, in the request's language; Italian stays as it was. */
describe('errors in the request’s language', () => {
  const notFound = (headers: Record<string, string>) => t.app.inject({ url: '/api/non-esiste', headers });

  it('follows Accept-Language: English, German, and Italian for anything else or nothing', async () => {
    expect((await notFound({ 'accept-language': 'en-GB,en;q=0.9' })).json()).toEqual({ error: 'Resource not found', code: 'not_found' });
    expect((await notFound({ 'accept-language': 'de-CH, de;q=0.9' })).json()).toEqual({ error: 'Ressource nicht gefunden', code: 'not_found' });
    expect((await notFound({ 'accept-language': 'fr-FR' })).json().error).toBe('Risorsa non trovata');
    expect((await notFound({})).json().error).toBe('Risorsa non trovata');
  });

  it('the header switch’s cookie wins over the browser’s languages', async () => {
    const res = await notFound({ 'accept-language': 'en-GB', cookie: 'rt_lang=de' });
    expect(res.json().error).toBe('Ressource nicht gefunden');
    expect((await notFound({ 'accept-language': 'de', cookie: 'rt_lang=it' })).json().error).toBe('Risorsa non trovata');
  });

  it('says a refusal of the customer’s journey in the language (an unknown code)', async () => {
    const phoneNumber = nextMobile();
    const verify = (lang: string) =>
      t.app.inject({ method: 'POST', url: '/api/customers/verify-code', headers: { 'accept-language': lang }, payload: { phoneNumber, code: '123456' } });
    expect((await verify('en')).json()).toMatchObject({ error: 'Code expired or invalid: ask for a new code', code: 'code_expired' });
    expect((await verify('de')).json()).toMatchObject({ error: 'Code abgelaufen oder ungültig: Fordere einen neuen Code an' });
    expect((await verify('it')).json()).toMatchObject({ error: 'Codice scaduto o non valido: richiedi un nuovo codice' });
  });

  it('words zod’s own messages with zod’s English and German locales, and the Italian as before', async () => {
    const send = (lang: string) =>
      t.app.inject({ method: 'POST', url: '/api/customers/verify-phone', headers: { 'accept-language': lang }, payload: { phoneNumber: 393331234567 } });
    const en = (await send('en')).json();
    expect(en).toMatchObject({ code: 'validation', issues: [{ path: 'body.phoneNumber' }] });
    expect(en.error).toBe('Invalid input: expected string, received number');
    expect((await send('de')).json().error).toBe('Ungültige Eingabe: erwartet string, erhalten Zahl');
    expect((await send('it')).json().error).toBe('Valore non valido: atteso un testo, ricevuto un numero');
  });
});
