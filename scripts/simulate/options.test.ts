import { describe, expect, it } from 'vitest';
import { parseOptions } from './options';

describe('parseOptions', () => {
  it('defaults to every policy over 100 drivers and 1,500 rides, seed 1', () => {
    expect(parseOptions([])).toMatchObject({
      policies: ['broadcast', 'nearest', 'oracle'],
      drivers: 100,
      rides: 1_500,
      seed: 1,
      speedKmh: 30,
      afterDropoff: 'nearest-rank',
      fairRadiusKm: 1,
      offerTimeoutSeconds: 20,
      offerRounds: 3,
      anyTaxi: false,
      json: false,
    });
  });

  it('reads one policy and the numbers given', () => {
    const o = parseOptions(['--policy=nearest', '--drivers', '20', '--rides=300', '--seed=7', '--speed-kmh=25.5', '--json']);
    expect(o).toMatchObject({ policies: ['nearest'], drivers: 20, rides: 300, seed: 7, speedKmh: 25.5, json: true });
    expect(parseOptions(['--any-taxi']).anyTaxi).toBe(true);
  });

  it('refuses what it cannot run, saying which option is wrong', () => {
    expect(() => parseOptions(['--policy=fastest'])).toThrow(/--policy must be one of broadcast, nearest, oracle/);
    expect(() => parseOptions(['--drivers=0'])).toThrow(/--drivers must be a whole number from 1/);
    expect(() => parseOptions(['--rides=1.5'])).toThrow(/--rides must be a whole number/);
    expect(() => parseOptions(['--seed='])).toThrow(/--seed/);
    expect(() => parseOptions(['--after-dropoff=home'])).toThrow(/--after-dropoff must be one of nearest-rank, home-rank, stay/);
    expect(() => parseOptions(['--drivrs=10'])).toThrow(/Unknown option/);
  });
});
