import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages';
import { render, serverText, type ServerMessageId, type ServerText } from './server-text';

/** GSM 03.38's basic set (no escape): a text with any other character goes out as UCS-2, 70 characters a segment. */
const GSM7 = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** The longest values a real SMS carries: a long name, car and plate, an hour's minutes, a receipt link. */
const SAMPLES: Record<string, ServerText> = {
  code: serverText('sms.code', { code: '123456' }),
  accepted: serverText('sms.accepted', { name: 'Massimiliano Di Giovanbattista', minutes: 60, car: 'Mercedes-Benz Classe V', plate: 'AB123CD' }),
  acceptedOne: serverText('sms.accepted', { name: 'Ugo', minutes: 1, car: 'Fiat Tipo', plate: 'AB123CD' }),
  arrived: serverText('sms.arrived', { name: 'Massimiliano Di Giovanbattista', car: 'Mercedes-Benz Classe V', plate: 'AB123CD' }),
  receipt: serverText('sms.receipt', { url: 'https://taxi.example.it/api/rides/0b9e8c1a-4f7d-4c59-9a53-3b8e1f2d6c70/receipt?token=abcdefghijklmnopqrstuvwxyz012345' }),
};

// design §16: an SMS in English or German costs what the Italian does — one GSM-7 segment where the Italian is one.
describe('the SMS texts in every language', () => {
  it.each(Object.entries(SAMPLES))('%s: GSM-7 only, and no longer than the Italian', (_name, text) => {
    const italian = render(text, 'it');
    for (const language of LANGUAGES) {
      const said = render(text, language);
      expect([...said].filter((c) => !GSM7.has(c)), `${language}: ${said}`).toEqual([]);
      expect(said.length, `${language}: ${said}`).toBeLessThanOrEqual(italian.length);
    }
  });

  it('the Italian is the spec’s, word for word', () => {
    expect(render(SAMPLES.acceptedOne!, 'it')).toBe('Radio Taxi: Ugo arriva tra circa 1 minuto con il taxi Fiat Tipo targato AB123CD.');
    expect(render(serverText('sms.code' as ServerMessageId, { code: '042137' }), 'it')).toBe('Radio Taxi: il tuo codice di verifica è 042137. Scade tra 10 minuti.');
  });
});
