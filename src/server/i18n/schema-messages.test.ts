import { describe, expect, it } from 'vitest';
import { render } from './server-text';
import { SCHEMA_MESSAGES, schemaMessageIn } from './schema-messages';

describe('our zod messages in the request’s language (design §16)', () => {
  it('the catalogue’s Italian is each schema’s own, word for word', () => {
    for (const [italian, text] of SCHEMA_MESSAGES) expect(render(text, 'it')).toBe(italian);
  });

  it('answers English and German for ours, and leaves zod’s own and Italian requests alone', () => {
    expect(schemaMessageIn('Targa non valida', 'en')).toBe('Invalid number plate');
    expect(schemaMessageIn('Posti: da 4 a 9', 'de')).toBe('Sitze: von 4 bis 9');
    expect(schemaMessageIn('Targa non valida', 'it')).toBe('Targa non valida');
    expect(schemaMessageIn('Invalid input: expected string, received number', 'en')).toBe('Invalid input: expected string, received number');
  });
});
