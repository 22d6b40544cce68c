import { describe, expect, it } from 'vitest';
import { type CandidateDriver, chooseDrivers, type RideToDispatch } from './dispatch.rules';
import { DEFAULT_DISPATCH_SETTINGS, type DispatchSettings } from '../../config';

const NOW = new Date('2026-03-02T08:00:00Z');
const PICKUP = { lat: 41.6397, lon: 13.351 }; // Frosinone, Piazza della Libertà
const KM_PER_DEGREE_LAT = 6_371.0088 * (Math.PI / 180);
const NEAREST: DispatchSettings = { ...DEFAULT_DISPATCH_SETTINGS, policy: 'nearest' };

const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

/** A free driver `km` due north of the pickup, position sent `ageSeconds` ago, idle for `idleMinutes`. */
function driver(driverId: string, km: number, { ageSeconds = 10, idleMinutes = 5 } = {}): CandidateDriver {
  return {
    driverId,
    position: { lat: PICKUP.lat + km / KM_PER_DEGREE_LAT, lon: PICKUP.lon },
    positionAt: new Date(NOW.getTime() - ageSeconds * 1_000),
    idleSince: minutesAgo(idleMinutes),
  };
}

const ride = (offeredDriverIds: string[] = []): RideToDispatch => ({ pickup: PICKUP, offeredDriverIds });

function offered(candidates: CandidateDriver[], r = ride(), settings = NEAREST): string[] {
  const choice = chooseDrivers(r, candidates, NOW, settings);
  if (choice.kind !== 'offer') throw new Error(`expected an offer, got broadcast (${choice.reason})`);
  return choice.drivers.map((d) => d.driverId);
}

describe('chooseDrivers', () => {
  it('offers the nearest free driver first, then the next nearest, with the distance to the pickup', () => {
    const choice = chooseDrivers(ride(), [driver('far', 9), driver('near', 1.5), driver('mid', 4)], NOW, NEAREST);
    expect(choice).toEqual({
      kind: 'offer',
      drivers: [
        { driverId: 'near', pickupDistanceKm: expect.closeTo(1.5, 3) },
        { driverId: 'mid', pickupDistanceKm: expect.closeTo(4, 3) },
        { driverId: 'far', pickupDistanceKm: expect.closeTo(9, 3) },
      ],
    });
  });

  it('offers at most OFFER_ROUNDS drivers', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id, i) => driver(id, 2 * (i + 1)));
    expect(offered(five)).toEqual(['a', 'b', 'c']);
    expect(offered(five, ride(), { ...NEAREST, offerRounds: 1 })).toEqual(['a']);
  });

  it('leaves out a driver whose position is older than 2 minutes, however near', () => {
    const candidates = [driver('stale', 0.2, { ageSeconds: 121 }), driver('fresh', 5, { ageSeconds: 119 })];
    expect(offered(candidates)).toEqual(['fresh']);
  });

  it('counts a position stamped a little in the future (a skewed clock) as fresh, and exactly 2 minutes old as fresh', () => {
    expect(offered([driver('ahead', 1, { ageSeconds: -30 }), driver('edge', 2, { ageSeconds: 120 })])).toEqual(['ahead', 'edge']);
  });

  it('leaves out a driver who never sent a position', () => {
    const silent: CandidateDriver = { driverId: 'silent', position: null, positionAt: null, idleSince: minutesAgo(60) };
    expect(offered([silent, driver('seen', 3)])).toEqual(['seen']);
  });

  it('leaves out a driver whose position is not a number, instead of failing the whole choice', () => {
    const broken: CandidateDriver = { ...driver('broken', 0), position: { lat: Number.NaN, lon: 13.35 } };
    expect(offered([broken, driver('fine', 2)])).toEqual(['fine']);
    expect(chooseDrivers(ride(), [broken], NOW, NEAREST)).toEqual({ kind: 'broadcast', reason: 'no-fresh-position' });
  });

  it('broadcasts when no driver has a fresh position', () => {
    const candidates = [driver('a', 1, { ageSeconds: 300 }), driver('b', 2, { ageSeconds: 3_600 })];
    expect(chooseDrivers(ride(), candidates, NOW, NEAREST)).toEqual({ kind: 'broadcast', reason: 'no-fresh-position' });
  });

  it('broadcasts when there is no free driver at all', () => {
    expect(chooseDrivers(ride(), [], NOW, NEAREST)).toEqual({ kind: 'broadcast', reason: 'no-fresh-position' });
  });

  it('never offers the ride again to a driver who refused it or let it time out, and counts their rounds', () => {
    const candidates = [driver('refused', 0.5), driver('timedOut', 3), driver('next', 6), driver('later', 9)];
    expect(offered(candidates, ride(['refused', 'timedOut']))).toEqual(['next']);
  });

  it('broadcasts once OFFER_ROUNDS drivers have had the ride, even with more drivers near', () => {
    const candidates = [driver('a', 1), driver('b', 5), driver('c', 8), driver('d', 12)];
    expect(chooseDrivers(ride(['a', 'b', 'c']), candidates, NOW, NEAREST)).toEqual({ kind: 'broadcast', reason: 'rounds-used' });
  });

  it('broadcasts when every driver with a fresh position has already had the ride', () => {
    const candidates = [driver('a', 1), driver('stale', 2, { ageSeconds: 600 })];
    expect(chooseDrivers(ride(['a']), candidates, NOW, NEAREST)).toEqual({ kind: 'broadcast', reason: 'no-fresh-position' });
  });

  it('counts drivers within FAIR_RADIUS_KM of the nearest as equally near and offers the longest idle first', () => {
    const candidates = [
      driver('nearest', 0.3, { idleMinutes: 2 }),
      driver('inBandLongIdle', 1.2, { idleMinutes: 40 }),
      driver('inBandMidIdle', 1.0, { idleMinutes: 15 }),
      driver('outOfBandIdlest', 1.5, { idleMinutes: 90 }),
    ];
    expect(offered(candidates)).toEqual(['inBandLongIdle', 'inBandMidIdle', 'nearest']);
  });

  it('measures the band from the nearest driver left, round after round', () => {
    const candidates = [
      driver('alone', 0.2, { idleMinutes: 1 }),
      driver('second', 2.0, { idleMinutes: 1 }),
      driver('thirdIdler', 2.9, { idleMinutes: 30 }),
      driver('beyond', 3.1, { idleMinutes: 99 }),
    ];
    // 'alone' has no one within 1 km; then 'second' and 'thirdIdler' share a band that leaves out 'beyond'.
    expect(offered(candidates)).toEqual(['alone', 'thirdIdler', 'second']);
  });

  it('with a zero radius, orders by distance alone', () => {
    const candidates = [driver('idle', 1.2, { idleMinutes: 60 }), driver('near', 1, { idleMinutes: 1 })];
    expect(offered(candidates, ride(), { ...NEAREST, fairRadiusKm: 0 })).toEqual(['near', 'idle']);
  });

  it('breaks ties of idle time by distance, then by driver id, whatever the order of the candidates', () => {
    const sameIdle = [driver('b-far', 0.8), driver('b-near', 0.4), driver('twin-2', 0.6), driver('twin-1', 0.6)];
    expect(offered(sameIdle)).toEqual(['b-near', 'twin-1', 'twin-2']);
    expect(offered([...sameIdle].reverse())).toEqual(['b-near', 'twin-1', 'twin-2']);
  });

  describe('keeps a scarce car for the rides that need it (ADR 253)', () => {
    const van = (id: string, km: number, idleMinutes = 5): CandidateDriver => ({
      ...driver(id, km, { idleMinutes }),
      vehicle: { seats: 4, features: ['wheelchair'] },
    });
    const saloon = (id: string, km: number): CandidateDriver => ({ ...driver(id, km), vehicle: { seats: 4, features: [] } });

    it('offers a plain ride to a saloon a little farther than a wheelchair van, the van next, with its true distance', () => {
      const choice = chooseDrivers(ride(), [van('van', 1), saloon('saloon', 2.5)], NOW, NEAREST);
      expect(choice).toEqual({
        kind: 'offer',
        drivers: [
          { driverId: 'saloon', pickupDistanceKm: expect.closeTo(2.5, 3) },
          { driverId: 'van', pickupDistanceKm: expect.closeTo(1, 3) },
        ],
      });
    });

    it('offers the van first to a ride that asks for a wheelchair, and to a plain one when no saloon is near', () => {
      const candidates = [van('van', 1), driver('saloon', 2.5)];
      expect(offered(candidates, { ...ride(), requirements: ['wheelchair'], passengers: null })).toEqual(['van', 'saloon']);
      expect(offered([van('van', 1), saloon('saloon', 5)])).toEqual(['van', 'saloon']);
    });

    it('keeps back a minivan and an estate too, but not a car that only takes cards or pets', () => {
      const minivan: CandidateDriver = { ...driver('minivan', 1), vehicle: { seats: 7, features: [] } };
      const estate: CandidateDriver = { ...driver('estate', 1.1), vehicle: { seats: 4, features: ['large_boot'] } };
      const cards: CandidateDriver = { ...driver('cards', 1.2), vehicle: { seats: 4, features: ['cards', 'pets'] } };
      expect(offered([minivan, estate, cards, saloon('saloon', 2.6)])).toEqual(['cards', 'saloon', 'minivan']);
      expect(offered([minivan, saloon('saloon', 2.6)], { ...ride(), passengers: 4 })).toEqual(['saloon', 'minivan']);
    });

    it('stops keeping back a van that has waited half an hour for a ride', () => {
      expect(offered([van('van', 1, 30), saloon('saloon', 2.5)])).toEqual(['van', 'saloon']);
      expect(offered([van('van', 1, 15), saloon('saloon', 2.5)])).toEqual(['van', 'saloon']);
      expect(offered([van('van', 1, 5), saloon('saloon', 2.5)])).toEqual(['saloon', 'van']);
    });
  });

  it('broadcasts under DISPATCH_POLICY=broadcast, and for a ride with no pickup point', () => {
    expect(chooseDrivers(ride(), [driver('a', 1)], NOW, DEFAULT_DISPATCH_SETTINGS)).toEqual({ kind: 'broadcast', reason: 'policy' });
    expect(chooseDrivers({ pickup: null, offeredDriverIds: [] }, [driver('a', 1)], NOW, NEAREST)).toEqual({
      kind: 'broadcast',
      reason: 'no-pickup-point',
    });
  });

  it('defaults to the spec’s broadcast with design §11’s numbers', () => {
    expect(DEFAULT_DISPATCH_SETTINGS).toEqual({
      policy: 'broadcast',
      fairRadiusKm: 1,
      offerTimeoutSeconds: 20,
      offerRounds: 3,
      positionMaxAgeSeconds: 120,
    });
  });
});
