import { describe, expect, it } from 'vitest';
import type { FleetTaxi } from '@shared/console.schemas';
import { kmBetween } from '@shared/geo';
import { freeTaxisFor } from './nearest-free';

const taxi = (driverId: string, over: Partial<FleetTaxi> = {}): FleetTaxi => ({
  driverId,
  name: `Taxista ${driverId}`,
  licensePlate: `FR${driverId}`,
  carModel: 'Fiat Tipo',
  phoneNumber: '+393471234567',
  status: 'free',
  latitude: null,
  longitude: null,
  locationUpdatedAt: null,
  simulated: false,
  rideId: null,
  destination: null,
  lastSeenAt: null,
  seats: 4,
  features: [],
  ...over,
});
const FROSINONE = { lat: 41.6396, lon: 13.351 };

describe('freeTaxisFor', () => {
  it('keeps only free taxis other than the ride own driver, nearest first, unknown positions last', () => {
    const fleet = [
      taxi('far', { latitude: 41.9, longitude: 12.5 }),
      taxi('busy', { status: 'busy', latitude: 41.64, longitude: 13.35 }),
      taxi('nowhere'),
      taxi('near', { latitude: 41.64, longitude: 13.352 }),
      taxi('fake', { latitude: 41.6396, longitude: 13.351, simulated: true }),
      taxi('own', { latitude: 41.6396, longitude: 13.351 }),
    ];
    const ids = freeTaxisFor(fleet, FROSINONE, { exceptDriverId: 'own' }).map((f) => f.taxi.driverId);
    expect(ids).toEqual(['near', 'far', 'fake', 'nowhere']);
  });

  it('puts the taxis that fit the ride first, and says why the others do not (design §14)', () => {
    const fleet = [
      taxi('near-saloon', { latitude: 41.64, longitude: 13.352 }),
      taxi('far-wagon', { latitude: 41.9, longitude: 12.5, seats: 7, features: ['large_boot'] }),
      taxi('wagon-small', { latitude: 41.7, longitude: 13.3, seats: 4, features: ['large_boot', 'cards'] }),
    ];
    const found = freeTaxisFor(fleet, FROSINONE, { needs: { requirements: ['large_boot'], passengers: 5 } });
    expect(found.map((f) => [f.taxi.driverId, f.misfit])).toEqual([
      ['far-wagon', null],
      ['near-saloon', 'Non adatto: 4 posti per 5 passeggeri, manca Bagagliaio grande (station wagon)'],
      ['wagon-small', 'Non adatto: 4 posti per 5 passeggeri'],
    ]);
    // A ride that asks for nothing: every free taxi fits, nearest first as before.
    expect(freeTaxisFor(fleet, FROSINONE, { needs: { requirements: [], passengers: null } }).every((f) => f.misfit === null)).toBe(true);
  });

  it('narrows by plate or name and caps the list', () => {
    const fleet = [taxi('1'), taxi('2'), taxi('3')];
    expect(freeTaxisFor(fleet, null, { query: 'fr2' }).map((f) => f.taxi.driverId)).toEqual(['2']);
    expect(freeTaxisFor(fleet, null, { limit: 2 })).toHaveLength(2);
  });

  it('measures Frosinone to Rome at about 75 km', () => {
    expect(kmBetween(FROSINONE, { lat: 41.9028, lon: 12.4964 })).toBeGreaterThan(70);
    expect(kmBetween(FROSINONE, { lat: 41.9028, lon: 12.4964 })).toBeLessThan(80);
  });
});
