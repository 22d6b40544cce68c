import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPATCH_SETTINGS } from '../../src/server/config';
import type { LatLon } from '../../src/shared/common.schemas';
import { ANY_TAXI, HOUR, type RideRequest } from './demand';
import { BEHAVIOUR, type DriverProfile, SALOON } from './fleet';
import { createPolicy, type PolicyName } from './policies';
import { Random } from './random';
import { type AfterDropoff, Simulation, type SimulationParams } from './simulation';

const PICKUP = { lat: 41.6397, lon: 13.351 };
const KM_PER_DEGREE_LAT = 6_371.0088 * (Math.PI / 180);
const north = (km: number, from: LatLon = PICKUP): LatLon => ({ lat: from.lat + km / KM_PER_DEGREE_LAT, lon: from.lon });
const REQUESTED_AT = 2 * HOUR;

/** A driver `km` north of the pickup, on shift all morning, who answers every call in about 5 s and takes it. */
function driver(id: string, km: number, traits: Partial<DriverProfile> = {}): DriverProfile {
  return {
    id,
    rankName: 'test',
    rank: north(km),
    shifts: [{ start: 0, end: 10 * HOUR }],
    reactionMedianSeconds: 5,
    missProbability: 0,
    refuseProbability: 0,
    sharesPosition: true,
    positionPhaseSeconds: 0,
    vehicle: SALOON,
    ...traits,
  };
}

function ride(id: string, at = REQUESTED_AT, dropoff = north(-3)): RideRequest {
  return { id, requestedAt: at, pickup: PICKUP, dropoff, pickupPlace: 'test', needs: ANY_TAXI };
}

function simulate(policy: PolicyName, drivers: DriverProfile[], rides: RideRequest[], afterDropoff: AfterDropoff = 'nearest-rank', ranks = drivers.map((d) => d.rank)) {
  const params: SimulationParams = {
    roads: { townSpeedKmh: 30, roadSpeedKmh: 60, townKm: 2, roadFactor: 1.3 },
    boardingSeconds: 60,
    expirySeconds: 90,
    afterDropoff,
    dispatch: { ...DEFAULT_DISPATCH_SETTINGS, policy: 'nearest' },
    behaviour: BEHAVIOUR,
  };
  const sim = new Simulation({ drivers, rides, ranks }, params, Random.stream(7, 2));
  sim.run(createPolicy(policy, sim));
  return sim;
}

const acceptSeconds = (sim: Simulation) => sim.rides[0]!.acceptedAt! - sim.rides[0]!.request.requestedAt;

describe('nearest policy', () => {
  it('offers the ride to the nearest free driver, who takes it', () => {
    const sim = simulate('nearest', [driver('far', 0.8), driver('near', 0.3)], [ride('r1')]);
    expect(sim.rides[0]).toMatchObject({ status: 'accepted', driverId: 'near', broadcast: false, offeredDriverIds: [] });
    expect(sim.rides[0]!.pickupKm).toBeCloseTo(0.3, 2);
    expect(acceptSeconds(sim)).toBeGreaterThan(0);
  });

  it('offers it first to the driver longest without a ride among those within 1 km of the nearest', () => {
    const sim = simulate('nearest', [driver('near', 0.2, { shifts: [{ start: HOUR, end: 10 * HOUR }] }), driver('waitedLonger', 0.9)], [ride('r1')]);
    expect(sim.rides[0]!.driverId).toBe('waitedLonger');
  });

  it('passes a refused offer on at once to the next driver', () => {
    const sim = simulate('nearest', [driver('refuser', 0.2, { refuseProbability: 1 }), driver('next', 0.6)], [ride('r1')]);
    expect(sim.rides[0]).toMatchObject({ status: 'accepted', driverId: 'next', offeredDriverIds: ['refuser'] });
    expect(acceptSeconds(sim)).toBeLessThan(DEFAULT_DISPATCH_SETTINGS.offerTimeoutSeconds * 2);
  });

  it('passes an unanswered offer on after OFFER_TIMEOUT_SECONDS', () => {
    const sim = simulate('nearest', [driver('asleep', 0.2, { missProbability: 1 }), driver('next', 0.6)], [ride('r1')]);
    expect(sim.rides[0]).toMatchObject({ status: 'accepted', driverId: 'next', offeredDriverIds: ['asleep'] });
    expect(acceptSeconds(sim)).toBeGreaterThan(DEFAULT_DISPATCH_SETTINGS.offerTimeoutSeconds);
  });

  it('broadcasts after OFFER_ROUNDS unanswered offers, and the fourth driver takes it from the list', () => {
    const asleep = { missProbability: 1 };
    const drivers = [driver('a', 0.2, asleep), driver('b', 0.4, asleep), driver('c', 0.6, asleep), driver('d', 0.8)];
    const sim = simulate('nearest', drivers, [ride('r1')]);
    expect(sim.rides[0]).toMatchObject({ status: 'accepted', driverId: 'd', broadcast: true, offeredDriverIds: ['a', 'b', 'c'] });
    expect(acceptSeconds(sim)).toBeGreaterThan(3 * DEFAULT_DISPATCH_SETTINGS.offerTimeoutSeconds);
  });

  it('shows the broadcast to a driver whose offer ran out, as the server does, but never to one who refused it', () => {
    const refuses = { refuseProbability: 1 };
    const drivers = [driver('r1', 0.2, refuses), driver('r2', 0.4, refuses), driver('slow', 0.6, { reactionMedianSeconds: 30 })];
    const sim = simulate('nearest', drivers, [ride('r1')]);
    expect(sim.rides[0]).toMatchObject({ status: 'accepted', driverId: 'slow', broadcast: true, refusedDriverIds: ['r1', 'r2'] });
    expect(sim.rides[0]!.offeredDriverIds).toEqual(['r1', 'r2', 'slow']);
  });

  it('lets the ride expire at 90 s when no one answers, and frees the driver holding the offer', () => {
    const asleep = { missProbability: 1 };
    const sim = simulate('nearest', [driver('a', 0.2, asleep), driver('b', 0.4, asleep)], [ride('r1')]);
    expect(sim.rides[0]).toMatchObject({ status: 'expired', offeredDriverIds: ['a', 'b'] });
    expect(sim.drivers.every((d) => d.rides === 0)).toBe(true);
  });

  it('never offers the ride to a driver whose phone sends no position: they see it only once it is broadcast', () => {
    const sim = simulate('nearest', [driver('noGps', 0.1, { sharesPosition: false }), driver('seen', 0.7)], [ride('r1')]);
    expect(sim.rides[0]).toMatchObject({ driverId: 'seen', offeredDriverIds: [] });
  });
});

describe('broadcast policy', () => {
  it('gives the ride to the first tap, however far', () => {
    const drivers = [driver('slowNear', 0.1, { reactionMedianSeconds: 40 }), driver('quickFar', 0.9, { reactionMedianSeconds: 1 })];
    const sim = simulate('broadcast', drivers, [ride('r1')]);
    expect(sim.rides[0]).toMatchObject({ status: 'accepted', driverId: 'quickFar', broadcast: true });
  });

  it('shows a waiting ride to a driver who becomes free within its 90 s', () => {
    const sim = simulate('broadcast', [driver('busy', 0.1)], [ride('first'), ride('second', REQUESTED_AT + 1)]);
    expect(sim.rides.map((r) => r.status)).toEqual(['accepted', 'expired']);
  });
});

describe('oracle', () => {
  it('gives the ride at once to the nearest free driver, who cannot refuse', () => {
    const sim = simulate('oracle', [driver('far', 0.8), driver('near', 0.3, { refuseProbability: 1, missProbability: 1 })], [ride('r1')]);
    expect(sim.rides[0]).toMatchObject({ status: 'accepted', driverId: 'near' });
    expect(acceptSeconds(sim)).toBe(0);
  });
});

describe('the right taxi (design §14)', () => {
  const van = { vehicle: { seats: 7, features: ['wheelchair'] as const } } as Partial<DriverProfile>;
  const wheelchair = (id: string, at = REQUESTED_AT): RideRequest => ({ ...ride(id, at), needs: { requirements: ['wheelchair'], passengers: null } });

  it('gives a wheelchair ride to the accessible taxi under every policy, though a saloon is nearer and quicker', () => {
    for (const policy of ['broadcast', 'nearest', 'oracle'] as const) {
      const drivers = [driver('saloon', 0.1, { reactionMedianSeconds: 1 }), driver('van', 2, van)];
      const sim = simulate(policy, drivers, [wheelchair('r1')]);
      expect(sim.rides[0], policy).toMatchObject({ status: 'accepted', driverId: 'van' });
    }
  });

  it('lets six passengers wait for the seven-seater rather than send a saloon; with none on shift, the ride expires', () => {
    const six = (id: string, at = REQUESTED_AT): RideRequest => ({ ...ride(id, at), needs: { requirements: [], passengers: 6 } });
    const minivan = { vehicle: { seats: 7, features: [] } } as Partial<DriverProfile>;
    const sim = simulate('oracle', [driver('saloon', 0.1), driver('minivan', 0.5, minivan)], [ride('first'), six('six', REQUESTED_AT + 1)]);
    expect(sim.rides.map((r) => r.driverId)).toEqual(['saloon', 'minivan']);
    expect(simulate('nearest', [driver('saloon', 0.1)], [six('alone')]).rides[0]!.status).toBe('expired');
  });
});

describe('the day', () => {
  it('lets a ride with no driver on shift expire', () => {
    const sim = simulate('oracle', [driver('offDuty', 0.1, { shifts: [{ start: 5 * HOUR, end: 9 * HOUR }] })], [ride('r1')]);
    expect(sim.rides[0]!.status).toBe('expired');
  });

  it('gives a taxi a new ride only after its drop-off', () => {
    // 3 km to the drop-off at town speed takes about 8 minutes: a ride 2 minutes later finds it busy.
    const sim = simulate('oracle', [driver('only', 0.1)], [ride('first'), ride('second', REQUESTED_AT + 120), ride('third', REQUESTED_AT + HOUR)]);
    expect(sim.rides.map((r) => r.status)).toEqual(['accepted', 'expired', 'accepted']);
    expect(sim.drivers[0]!.rides).toBe(2);
  });

  it('sends a taxi after its drop-off to the nearest rank, to its own rank, or leaves it there, as asked', () => {
    const home = north(0.1);
    const rankByTheDropoff = north(-3.2);
    const dropoff = north(-3);
    const finalStop = (afterDropoff: AfterDropoff) =>
      simulate('oracle', [driver('d', 0.1)], [ride('r1', REQUESTED_AT, dropoff)], afterDropoff, [home, rankByTheDropoff]).drivers[0]!.leg.to;
    expect(finalStop('nearest-rank')).toEqual(rankByTheDropoff);
    expect(finalStop('home-rank')).toEqual(home);
    expect(finalStop('stay')).toEqual(dropoff);
  });
});
