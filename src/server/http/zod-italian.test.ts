import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import './zod-italian';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0]!.message;
};

describe('zod in Italian without JS type names (design §13)', () => {
  it('says a bound in words', () => {
    expect(messageOf(z.number().int().min(1), 0)).toBe('Troppo piccolo: deve essere almeno 1');
    expect(messageOf(z.number().max(60), 61)).toBe('Troppo grande: deve essere al massimo 60');
    expect(messageOf(z.number().positive(), -1)).toBe('Troppo piccolo: deve essere maggiore di 0');
    expect(messageOf(z.string().min(3), 'a')).toBe('Troppo corto: servono almeno 3 caratteri');
    expect(messageOf(z.string().max(2), 'abc')).toBe('Troppo lungo: al massimo 2 caratteri');
    expect(messageOf(z.array(z.number()).max(1), [1, 2])).toBe('Troppi elementi: al massimo 1');
    expect(messageOf(z.string().regex(/^a/), 'b')).toBe('Formato non valido');
  });

  it('names no JS type in any message of a wrong or out-of-bounds value', () => {
    const schemas: Array<[z.ZodType, unknown]> = [
      [z.number().min(1), 0],
      [z.bigint().min(2n), 1n],
      [z.set(z.number()).min(2), new Set([1])],
      [z.date().min(new Date('2020-01-01T00:00:00Z')), new Date('2019-01-01T00:00:00Z')],
      [z.string(), 3],
      [z.number(), 'x'],
    ];
    for (const [schema, input] of schemas) {
      expect(messageOf(schema, input)).not.toMatch(/\b(number|string|array|set|bigint|date|boolean|object)\b|[<>]=?/);
    }
  });
});
