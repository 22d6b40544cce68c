import { describe, expect, it } from 'vitest';
import { type AdminRide, RIDE_STATUS_FILTERS } from '@shared/admin.schemas';
import { RIDE_STATUS_LABELS, rideStatusLabel } from '@shared/ride-states';
import { driverCell } from './ride-labels';

describe('admin ride labels (spec §4, §2.8)', () => {
  it('names every status (design §4) and shows any other as it comes', () => {
    expect(['pending', 'accepted', 'completed', 'cancelled'].map(rideStatusLabel)).toEqual([
      'In Attesa',
      'Accettata',
      'Completata',
      'Annullata',
    ]);
    expect(rideStatusLabel('expired')).toBe('Scaduta');
    expect(rideStatusLabel('teleported')).toBe('teleported');
  });

  it("gives every status filter of 'Corse' its Italian label (no English 'expired' left)", () => {
    const options = RIDE_STATUS_FILTERS.filter((f) => f !== 'all').map((status) => RIDE_STATUS_LABELS[status]);
    expect(options).toEqual(['In Attesa', 'Accettata', 'Taxi arrivato', 'In corso', 'Completata', 'Annullata', 'Scaduta', 'Cliente assente']);
  });

  it("shows the driver's name, 'N/A' when unknown, '-' when nobody accepted", () => {
    const ride = (acceptedDriverId: string | null, driverName: string | null) => ({ acceptedDriverId, driverName }) as AdminRide;
    expect(driverCell(ride('d1', 'Paolo Conti'))).toBe('Paolo Conti');
    expect(driverCell(ride('d1', null))).toBe('N/A');
    expect(driverCell(ride(null, null))).toBe('-');
  });
});
