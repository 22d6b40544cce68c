import { describe, expect, it } from 'vitest';
import type { AcceptedDriver, Ride } from '../../../shared/rides.schemas';
import { MAX_PUSH_PAYLOAD_BYTES } from '../../integrations/push';
import { pushesFor, reminderFor } from './push-messages.rules';

const NOW = new Date('2026-06-10T10:00:00Z');
const ride = (changes: Partial<Ride> = {}): Ride => ({
  id: '0b6f2c1e-6a3f-4d4e-9d55-2f1a7c3e9b10',
  customerId: 'c-1',
  customerPhone: '+393471234567',
  pickupAddress: 'Piazza della Libertà 1, Frosinone',
  pickupLat: 41.64,
  pickupLon: 13.35,
  dropoffAddress: 'Stazione di Frosinone',
  dropoffLat: 41.63,
  dropoffLon: 13.32,
  requestType: 'immediate',
  scheduledTime: null,
  estimatedDistance: 3.4,
  estimatedFare: 12.5,
  maxFareCents: null,
  fixedFare: false,
  finalFareCents: null,
  fareSource: null,
  paymentMethod: null,
  status: 'pending',
  acceptedDriverId: null,
  estimatedArrival: null,
  notes: null,
  passengers: null,
  requirements: [],
  source: 'app',
  cancelReason: null,
  cancelledBy: null,
  createdAt: NOW.toISOString(),
  acceptedAt: null,
  arrivedAt: null,
  onBoardAt: null,
  completedAt: null,
  expiresAt: new Date(NOW.getTime() + 90_000).toISOString(),
  drops: 0,
  heldAt: null,
  anonymisedAt: null,
  ...changes,
});
const driver: AcceptedDriver = { id: 'd-1', name: 'Mario Rossi', phoneNumber: '+393331112222', carModel: 'Fiat Tipo', licensePlate: 'FR123XY', rating: '4.8' };

describe('pushesFor', () => {
  it('is live-only for the office and for frames closed pages need not hear', () => {
    expect(pushesFor({ kind: 'admins' }, 'new_ride_request', ride(), NOW)).toEqual([]);
    expect(pushesFor({ kind: 'customer', id: 'c-1' }, 'driver_location_update', { driverId: 'd-1', latitude: 41, longitude: 13 }, NOW)).toEqual([]);
    expect(pushesFor({ kind: 'online-drivers' }, 'ride_taken', { rideId: 'r' }, NOW)).toEqual([]);
  });

  it('tells a driver on the way that the office or the customer cancelled, not their own cancellation', () => {
    const to = { kind: 'driver', id: 'd-1' } as const;
    const [byOffice] = pushesFor(to, 'ride_cancelled', { ride: ride(), reason: 'Doppia prenotazione', cancelledBy: 'admin' }, NOW);
    expect(byOffice?.message.payload).toMatchObject({ kind: 'ride_cancelled', title: 'Corsa annullata dalla centrale' });
    expect(pushesFor(to, 'ride_cancelled', { ride: ride(), reason: 'Guasto', cancelledBy: 'driver' }, NOW)).toEqual([]);
  });

  it('keeps every payload within one push record, whatever the addresses and the reason', () => {
    const long = ride({ pickupAddress: 'Via '.repeat(75), dropoffAddress: 'Piazza '.repeat(42) });
    const all = [
      ...pushesFor({ kind: 'online-drivers' }, 'new_ride_request', long, NOW),
      ...pushesFor({ kind: 'customer', id: 'c-1' }, 'ride_accepted', { ride: long, driver, estimatedArrival: 7 }, NOW),
      ...pushesFor({ kind: 'customer', id: 'c-1' }, 'ride_cancelled', { ride: long, reason: 'è'.repeat(500), cancelledBy: 'driver' }, NOW),
      reminderFor(ride({ ...long, requestType: 'scheduled', scheduledTime: '2026-06-10T12:00:00Z' }), NOW),
    ];
    expect(all).toHaveLength(4);
    for (const { message } of all) {
      expect(Buffer.byteLength(JSON.stringify(message.payload))).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES);
      expect(message.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    }
    expect(all[0]!.message.payload.body).toHaveLength(80 + 3 + 80);
  });

  it('rings the phone of a driver sent a request in his own room, as it rings the online room (design §14)', () => {
    const wheelchair = ride({ requirements: ['wheelchair'] });
    const [own] = pushesFor({ kind: 'driver', id: 'd-1' }, 'new_ride_request', wheelchair, NOW);
    const [room] = pushesFor({ kind: 'online-drivers' }, 'new_ride_request', wheelchair, NOW);
    expect(own).toEqual({ to: { kind: 'driver', id: 'd-1' }, message: room!.message });
  });

  it('keeps a request only as long as it can be taken, a reminder until departure', () => {
    const [request] = pushesFor({ kind: 'online-drivers' }, 'new_ride_request', ride(), NOW);
    expect(request?.message.ttlSeconds).toBe(90);
    const reminder = reminderFor(ride({ requestType: 'scheduled', scheduledTime: '2026-06-10T10:30:00Z' }), NOW);
    expect(reminder.message).toMatchObject({ ttlSeconds: 1800, urgency: 'normal' });
    expect(reminder.message.payload.title).toBe('Promemoria: taxi prenotato per le 12:30');
  });
});
