import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BEHAVIOUR } from './fleet';
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

  it("--behaviour runs the day with the drivers a file describes, and names what is wrong with a file that is not one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'simulate-options-'));
    const file = path.join(dir, 'behaviour.json');
    const fitted = { reactionMedianSeconds: 9, reactionSigmaBetweenDrivers: 0.3, reactionSigmaPerTap: 0.5, missProbability: [0.1, 0.3], refuseProbability: [0.05, 0.25], farPickupHalfKm: 6 };
    writeFileSync(file, JSON.stringify({ ...fitted, estimatedFrom: { offers: 900 } }));
    const options = parseOptions([`--behaviour=${file}`]);
    expect(options.behaviourFile).toBe(file);
    // What offers cannot tell (who shares a position, and how often) stays the model's.
    expect(options.behaviour).toEqual({ ...fitted, sharesPosition: BEHAVIOUR.sharesPosition, positionEverySeconds: BEHAVIOUR.positionEverySeconds });
    expect(parseOptions([]).behaviour).toBeUndefined();

    writeFileSync(file, JSON.stringify({ ...fitted, missProbability: [0.3, 0.1] }));
    expect(() => parseOptions([`--behaviour=${file}`])).toThrow(/is not a drivers' behaviour file: missProbability: the first chance is above the second/);
    expect(() => parseOptions([`--behaviour=${path.join(dir, 'missing.json')}`])).toThrow(/--behaviour: cannot read .*missing\.json/);
  });

  it('reads a sweep of many days (--seeds, --answer-streams) and the answers\' offset, and refuses what is not one', () => {
    expect(parseOptions(['--seeds=1-40', '--answer-streams=4']).sweep).toEqual({ from: 1, to: 40, answerStreams: 4 });
    expect(parseOptions(['--seeds=7']).sweep).toEqual({ from: 7, to: 7, answerStreams: 1 });
    expect(parseOptions(['--seed=2', '--answer-streams=20']).sweep).toEqual({ from: 2, to: 2, answerStreams: 20 });
    expect(parseOptions([]).sweep).toBeUndefined();
    expect(parseOptions(['--answers-offset=3']).answersOffset).toBe(3);
    expect(() => parseOptions(['--seeds=40-1'])).toThrow(/--seeds must be a seed or a range/);
    expect(() => parseOptions(['--seeds=one'])).toThrow(/--seeds must be a seed or a range/);
    expect(() => parseOptions(['--seeds=1-40', '--answer-streams=0'])).toThrow(/--answer-streams must be a whole number from 1 to 100/);
    expect(() => parseOptions(['--answers-offset=-1'])).toThrow(/--answers-offset must be a whole number from 0/);
  });
});
