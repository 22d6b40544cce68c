import { describe, expect, it } from 'vitest';
import { ANY_TAXI, type RideRequest } from './demand';
import { gini, policyMetrics } from './metrics';
import type { DriverState, RideState } from './simulation';

describe('gini', () => {
  it('is 0 when every driver has the same number of rides, or when no one has any', () => {
    expect(gini([7, 7, 7, 7])).toBe(0);
    expect(gini([0, 0, 0])).toBe(0);
    expect(gini([])).toBe(0);
  });

  it('is (n − 1) / n when one driver of n has every ride', () => {
    expect(gini([0, 0, 0, 12])).toBeCloseTo(3 / 4, 12);
  });

  it('is the mean absolute difference over twice the mean, whatever the order', () => {
    // 1..5: Σ|xi − xj| over ordered pairs = 40, n² = 25, mean 3 → 40 / (2 · 25 · 3).
    expect(gini([3, 1, 5, 2, 4])).toBeCloseTo(40 / 150, 12);
    // 10 and 20: Σ|xi − xj| = 20 over n² = 4 pairs, mean 15 → 20 / (2 · 4 · 15) = 1/6.
    expect(gini([10, 20])).toBeCloseTo(1 / 6, 12);
  });
});

describe('policyMetrics', () => {
  const request = (i: number, needs = ANY_TAXI): RideRequest => ({
    id: `r${i}`,
    requestedAt: 100 * i,
    pickup: { lat: 0, lon: 0 },
    dropoff: { lat: 0, lon: 0 },
    pickupPlace: 'x',
    needs,
  });
  const served = (i: number, km: number, acceptAfter: number, broadcast = false): RideState => ({
    request: request(i),
    status: 'accepted',
    broadcast,
    offeredDriverIds: [],
    refusedDriverIds: [],
    offeredTo: null,
    acceptedAt: 100 * i + acceptAfter,
    driverId: 'd1',
    pickupKm: km,
    etaMinutes: km * 2,
  });
  const expired = (i: number): RideState => ({ ...served(i, 0, 0), status: 'expired', acceptedAt: null, driverId: null, pickupKm: null, etaMinutes: null });
  const driverWith = (rides: number) => ({ rides }) as DriverState;

  it('measures only the served rides, and the share of all rides they are', () => {
    const rides = [served(1, 1, 4), served(2, 2, 10, true), served(3, 3, 6), served(4, 10, 8), expired(5)];
    const m = policyMetrics(rides, [driverWith(4), driverWith(0)]);
    expect(m).toMatchObject({ rides: 5, served: 4, servedShare: 0.8, meanPickupKm: 4, p90PickupKm: 10, meanEtaMinutes: 8, p90EtaMinutes: 20 });
    // Nearest rank: the median of 4, 6, 8, 10 is the 2nd value.
    expect(m.medianAcceptSeconds).toBe(6);
    expect(m.gini).toBeCloseTo(0.5, 12);
    expect(m.broadcastShare).toBe(0.25);
    expect(m.ridesPerDriver).toEqual({ min: 0, median: 0, max: 4 });
  });

  it('measures the rides that asked something of the taxi on their own (design §14)', () => {
    const asking = (ride: RideState, needs: RideRequest['needs']): RideState => ({ ...ride, request: { ...ride.request, needs } });
    const rides = [
      asking(served(1, 5, 4), { requirements: ['wheelchair'], passengers: null }),
      asking(served(2, 3, 4), { requirements: [], passengers: 6 }),
      asking(expired(3), { requirements: ['large_boot'], passengers: null }),
      // Four passengers fit any taxi: not a ride with requirements.
      asking(served(4, 1, 4), { requirements: [], passengers: 4 }),
    ];
    expect(policyMetrics(rides, [driverWith(3)]).withRequirements).toEqual({ rides: 3, served: 2, servedShare: 2 / 3, meanPickupKm: 4 });
  });

  it('reports no distance or time, rather than zero, when nothing was served', () => {
    const m = policyMetrics([expired(1)], [driverWith(0)]);
    expect(m.servedShare).toBe(0);
    expect(m.meanPickupKm).toBeNaN();
    expect(m.medianAcceptSeconds).toBeNaN();
  });
});
