import { describe, expect, it } from 'vitest';
import { fitsRide, misfitText, vehicleFeaturesSchema, VEHICLE_MESSAGES } from './vehicle';

describe('the right taxi for a ride (design §14)', () => {
  const saloon = { seats: 4, features: ['cards'] as const };
  const accessibleVan = { seats: 7, features: ['wheelchair', 'large_boot'] as const };

  it('seats as many passengers as the car has seats, and any number when nobody said', () => {
    expect(fitsRide(saloon, { requirements: [], passengers: 4 })).toBe(true);
    expect(fitsRide(saloon, { requirements: [], passengers: 6 })).toBe(false);
    expect(fitsRide(accessibleVan, { requirements: [], passengers: 6 })).toBe(true);
    expect(fitsRide(saloon, { requirements: [], passengers: null })).toBe(true);
  });

  it('needs every required feature', () => {
    expect(fitsRide(accessibleVan, { requirements: ['wheelchair'], passengers: 2 })).toBe(true);
    expect(fitsRide(accessibleVan, { requirements: ['wheelchair', 'cards'], passengers: 2 })).toBe(false);
  });

  it('tells the office in Italian why a taxi does not fit', () => {
    expect(misfitText(saloon, { requirements: ['wheelchair'], passengers: 6 })).toBe(
      'Non adatto: 4 posti per 6 passeggeri, manca Accessibile in carrozzina',
    );
    expect(misfitText(accessibleVan, { requirements: ['wheelchair'], passengers: 6 })).toBeNull();
  });

  it('refuses an unknown or repeated feature with an Italian message', () => {
    const unknown = vehicleFeaturesSchema.safeParse(['jacuzzi']);
    expect(unknown.error?.issues[0]?.message).toBe(VEHICLE_MESSAGES.unknownFeature);
    const repeated = vehicleFeaturesSchema.safeParse(['pets', 'pets']);
    expect(repeated.error?.issues[0]?.message).toBe(VEHICLE_MESSAGES.repeatedFeature);
  });
});
