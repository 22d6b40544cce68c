import { describe, expect, it } from 'vitest';
import type { FleetTaxi } from '@shared/console.schemas';
import { kmBetween } from '@shared/geo';
import { freeTaxisFor } from './nearest-free';

const taxi = (driverId: string, over: Partial<FleetTaxi> = {}): FleetTaxi => ({
  driverId,
  name: `Taxista ${driverId}`,
  licensePlate: `FR${driverId}`,
  carModel: 'Fiat Tipo',
  status: 'free',
  latitude: null,
  longitude: null,
  locationUpdatedAt: null,
  simulated: false,
  rideId: null,
  lastSeenAt: null,
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
