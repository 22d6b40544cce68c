import { describe, expect, it } from 'vitest';
import { adminRidesQuerySchema, driverFormSchema, driverInputSchema, normalizeRatingText } from './admin.schemas';

const valid = { name: 'Mario', phoneNumber: '347 123 4567', licensePlate: 'ab123cd', carModel: 'Fiat Tipo' };

describe('driver form rules (spec §5)', () => {
  it('normalises the rating text', () => {
    expect(normalizeRatingText(undefined)).toBe('5.0');
    expect(normalizeRatingText(' ')).toBe('5.0');
    expect(normalizeRatingText('4')).toBe('4.0');
    expect(normalizeRatingText('4,5')).toBe('4.5');
    expect(normalizeRatingText('1.0')).toBe('1.0');
    for (const bad of ['0.9', '5.1', '4.55', 'cinque', '-3', '10']) expect(normalizeRatingText(bad)).toBeNull();
  });

  it('reads the body the way the server stores it', () => {
    expect(driverInputSchema.parse(valid)).toEqual({
      name: 'Mario',
      phoneNumber: '+393471234567',
      licensePlate: 'AB123CD',
      carModel: 'Fiat Tipo',
      licenseNumber: null,
      rating: '5.0',
    });
    expect(driverInputSchema.parse({ ...valid, licenseNumber: ' 0427 ' }).licenseNumber).toBe('0427');
  });

  it('gives one Italian message per field', () => {
    const result = driverFormSchema.safeParse({ name: '', phoneNumber: '123', licensePlate: 'AB', carModel: 'X', rating: '9' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      name: 'Nome è richiesto',
      phoneNumber: 'Numero di telefono non valido',
      licensePlate: 'Targa non valida',
      carModel: 'Modello auto è richiesto',
      rating: 'La valutazione deve essere un numero tra 1.0 e 5.0',
    });
  });

  it('refuses a landline: drivers sign in by SMS', () => {
    const result = driverFormSchema.safeParse({ ...valid, phoneNumber: '0775 123456' });
    expect(result.error?.issues[0]?.message).toMatch(/cellulare italiano/);
  });
});

describe('admin ride filters', () => {
  it("defaults to everything, first page of 20", () => {
    expect(adminRidesQuerySchema.parse({})).toEqual({ q: '', status: 'all', type: 'all', page: 1, pageSize: 20 });
  });
});
