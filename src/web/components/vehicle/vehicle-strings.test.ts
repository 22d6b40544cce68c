import { describe, expect, it } from 'vitest';
import { VEHICLE_TEXT } from './vehicle-strings';

describe('a car in words (design §14)', () => {
  it('says its seats, then its features in the one list’s order and labels', () => {
    expect(VEHICLE_TEXT.car({ seats: 7, features: ['wheelchair', 'cards'] })).toBe('7 posti · Accessibile in carrozzina · Pagamento con carta');
    expect(VEHICLE_TEXT.car({ seats: 4, features: [] })).toBe('4 posti');
  });
});
