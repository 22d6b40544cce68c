import { describe, expect, it } from 'vitest';
import type { AdminRide } from '@shared/admin.schemas';
import { rideTimeText } from './time-left';

const base: AdminRide = {
  id: 'r1',
  customerId: 'c1',
  customerPhone: '+393471234567',
  pickupAddress: 'Via Roma 1',
  pickupLat: null,
  pickupLon: null,
  dropoffAddress: null,
  dropoffLat: null,
  dropoffLon: null,
  requestType: 'immediate',
  scheduledTime: null,
  estimatedDistance: null,
  estimatedFare: null,
  maxFareCents: null,
  fixedFare: false,
  finalFareCents: null,
  fareSource: null,
  paymentMethod: null,
  status: 'pending',
  acceptedDriverId: null,
  estimatedArrival: null,
  notes: null,
  passengers: 1,
  requirements: [],
  source: 'office',
  cancelReason: null,
  cancelledBy: null,
  createdAt: '2026-01-05T10:00:00Z',
  acceptedAt: null,
  arrivedAt: null,
  onBoardAt: null,
  completedAt: null,
  expiresAt: '2026-01-05T10:01:30Z',
  drops: 0,
  heldAt: null,
  anonymisedAt: null,
  driverName: null,
};
const at = (iso: string) => Date.parse(iso);

describe('rideTimeText', () => {
  it('counts down a pending immediate ride to its expiry, urgent in the last 30 s', () => {
    expect(rideTimeText(base, at('2026-01-05T10:00:00Z'))).toEqual({ text: 'Scade tra 1:30', urgent: false });
    expect(rideTimeText(base, at('2026-01-05T10:01:10Z'))).toEqual({ text: 'Scade tra 0:20', urgent: true });
    expect(rideTimeText(base, at('2026-01-05T10:02:00Z'))).toEqual({ text: 'Tempo scaduto', urgent: true });
  });

  it('gives a scheduled ride its departure in Rome time, urgent within 15 minutes', () => {
    const ride = { ...base, requestType: 'scheduled' as const, scheduledTime: '2026-01-05T12:00:00Z' };
    expect(rideTimeText(ride, at('2026-01-05T10:00:00Z'))).toEqual({ text: 'Partenza 05/01 13:00', urgent: false });
    expect(rideTimeText(ride, at('2026-01-05T11:50:00Z')).urgent).toBe(true);
  });

  it('gives an accepted ride its expected arrival', () => {
    const ride = { ...base, status: 'accepted' as const, estimatedArrival: 7, acceptedAt: '2026-01-05T10:00:20Z' };
    expect(rideTimeText(ride, at('2026-01-05T10:01:00Z')).text).toBe('Arrivo previsto in 7 min');
  });
});
