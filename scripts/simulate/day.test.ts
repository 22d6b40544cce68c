import { describe, expect, it } from 'vitest';
import { buildWorld, type DayOptions, simulateDay } from './day';
import { HOUR, HOURLY_DEMAND } from './demand';
import { apportion, rota, SHIFT_HOURS } from './fleet';
import { PLACES } from './town';

const OPTIONS: DayOptions = {
  seed: 1,
  drivers: 40,
  rides: 400,
  speedKmh: 30,
  roadSpeedKmh: 60,
  afterDropoff: 'nearest-rank',
  fairRadiusKm: 1,
  offerTimeoutSeconds: 20,
  offerRounds: 3,
};

describe('the simulated day', () => {
  it('gives the same numbers for the same seed', () => {
    const first = simulateDay(buildWorld(OPTIONS), 'nearest', OPTIONS);
    const again = simulateDay(buildWorld(OPTIONS), 'nearest', OPTIONS);
    expect(again).toEqual(first);
  });

  it('gives the same day other luck when the answers start further along their stream, and only then', () => {
    const world = buildWorld(OPTIONS);
    const plain = simulateDay(world, 'nearest', OPTIONS);
    expect(simulateDay(world, 'nearest', { ...OPTIONS, answersOffset: 0 })).toEqual(plain);
    expect(simulateDay(world, 'nearest', { ...OPTIONS, answersOffset: 1 })).not.toEqual(plain);
    // The oracle's taxis always accept: no draw of the answers' stream changes its day.
    expect(simulateDay(world, 'oracle', { ...OPTIONS, answersOffset: 1 })).toEqual(simulateDay(world, 'oracle', OPTIONS));
  });

  it('gives other numbers for another seed', () => {
    const other = { ...OPTIONS, seed: 2 };
    expect(simulateDay(buildWorld(other), 'broadcast', other)).not.toEqual(simulateDay(buildWorld(OPTIONS), 'broadcast', OPTIONS));
  });

  it('gives a policy the same numbers whether or not the other policies ran before it', () => {
    const world = buildWorld(OPTIONS);
    const alone = simulateDay(buildWorld(OPTIONS), 'oracle', OPTIONS);
    simulateDay(world, 'broadcast', OPTIONS);
    simulateDay(world, 'nearest', OPTIONS);
    expect(simulateDay(world, 'oracle', OPTIONS)).toEqual(alone);
  });

  it('serves or lets expire every ride, each within the 90 s', () => {
    for (const policy of ['broadcast', 'nearest', 'oracle'] as const) {
      const m = simulateDay(buildWorld(OPTIONS), policy, OPTIONS);
      expect(m.rides).toBe(OPTIONS.rides);
      expect(m.served).toBeGreaterThan(0);
      expect(m.medianAcceptSeconds).toBeLessThanOrEqual(90);
    }
  });
});

describe('the world', () => {
  const world = buildWorld({ seed: 9, drivers: 100, rides: 3_000 });

  it('asks for rides when the town does: the morning peak far above the night', () => {
    const perHour = Array<number>(24).fill(0);
    for (const r of world.rides) perHour[Math.floor(r.requestedAt / HOUR)]!++;
    expect(perHour[8]!).toBeGreaterThan(5 * perHour[3]!);
    expect(world.rides.every((r, i) => i === 0 || r.requestedAt >= world.rides[i - 1]!.requestedAt)).toBe(true);
  });

  it('never begins a ride at Cassino, which has taxis of its own', () => {
    expect(world.rides.some((r) => r.pickupPlace === 'Cassino')).toBe(false);
    expect(PLACES.find((p) => p.name === 'Cassino')!.pickups).toBe(0);
  });

  it('asks for a wheelchair, a large boot or a minivan on about a tenth of the calls, and has taxis for each (design §14)', () => {
    const asking = world.rides.filter((r) => r.needs.requirements.length > 0 || r.needs.passengers !== null).length / world.rides.length;
    expect(asking).toBeGreaterThan(0.07);
    expect(asking).toBeLessThan(0.13);
    const accessible = world.drivers.filter((d) => d.vehicle.features.includes('wheelchair')).length;
    const minivans = world.drivers.filter((d) => d.vehicle.seats >= 7).length;
    expect(accessible).toBeGreaterThan(0);
    expect(minivans).toBeGreaterThan(0);
    expect(accessible + minivans).toBeLessThan(world.drivers.length / 4);
  });

  it('with --any-taxi, has saloons only and calls that ask nothing, the calls and shifts otherwise the same', () => {
    const plain = buildWorld({ seed: 9, drivers: 100, rides: 3_000, anyTaxi: true });
    expect(plain.drivers.every((d) => d.vehicle.seats === 4 && d.vehicle.features.length === 0)).toBe(true);
    expect(plain.rides.every((r) => r.needs.requirements.length === 0 && r.needs.passengers === null)).toBe(true);
    expect(plain.rides.map((r) => r.pickup)).toEqual(world.rides.map((r) => r.pickup));
    expect(plain.drivers.map((d) => d.shifts)).toEqual(world.drivers.map((d) => d.shifts));
  });

  it('reports the rides with requirements on their own, served and how far their taxi came', () => {
    const m = simulateDay(buildWorld(OPTIONS), 'nearest', OPTIONS);
    expect(m.withRequirements.rides).toBeGreaterThan(0);
    expect(m.withRequirements.served).toBeLessThanOrEqual(m.withRequirements.rides);
    expect(m.withRequirements.meanPickupKm).toBeGreaterThan(0);
  });

  it('puts each driver on one 8-hour shift, in one or two pieces around midnight', () => {
    for (const d of world.drivers) {
      const hours = d.shifts.reduce((a, s) => a + (Math.min(s.end, 24 * HOUR) - Math.max(s.start, 0)), 0) / HOUR;
      expect(hours).toBeLessThanOrEqual(SHIFT_HOURS + 1e-9);
      expect(d.shifts.length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('rota and apportion', () => {
  it('puts more taxis on at the peaks than at night', () => {
    const onAt = Array<number>(24).fill(0);
    for (const start of rota(100)) for (let k = 0; k < SHIFT_HOURS; k++) onAt[(start + k) % 24]!++;
    expect(onAt[8]!).toBeGreaterThan(3 * onAt[3]!);
    expect(HOURLY_DEMAND[8]!).toBeGreaterThan(HOURLY_DEMAND[3]!);
  });

  it('splits a whole number in proportion and keeps the total', () => {
    expect(apportion([1, 1, 1], 10)).toEqual([4, 3, 3]);
    expect(apportion([22, 16, 10], 100).reduce((a, n) => a + n, 0)).toBe(100);
  });
});
