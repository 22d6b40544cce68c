import { mean } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { buildWorld, type DayOptions, simulateDay } from './day';
import { parseOptions } from './options';
import { runSweep } from './sweep';

/** The command's defaults, on a smaller day. */
const OPTIONS: DayOptions = { ...parseOptions([]), drivers: 20, rides: 200 };

describe('runSweep (ADR 253: a policy judged over many days)', () => {
  it("runs each seed with each answers' offset, and sums up nearest's gap to the oracle over them", () => {
    const summary = runSweep(OPTIONS, { from: 3, to: 5, answerStreams: 2 });
    expect(summary.days.map((d) => [d.seed, d.answersOffset])).toEqual([[3, 0], [3, 1], [4, 0], [4, 1], [5, 0], [5, 1]]);

    // Each day is the one a single run of that seed and offset gives.
    const day = { ...OPTIONS, seed: 4, answersOffset: 1 };
    const world = buildWorld(day);
    const nearest = simulateDay(world, 'nearest', day);
    const oracle = simulateDay(world, 'oracle', day);
    expect(summary.days[3]).toEqual({
      seed: 4,
      answersOffset: 1,
      gapPoints: expect.closeTo((nearest.servedShare - oracle.servedShare) * 100, 9),
      pickupRatio: nearest.meanPickupKm / oracle.meanPickupKm,
      gini: nearest.gini,
    });

    const gaps = summary.days.map((d) => d.gapPoints);
    expect(summary.gapMean).toBeCloseTo(mean(gaps), 9);
    expect(summary.bySeed).toEqual([3, 4, 5].map((seed, i) => ({ seed, gapPoints: expect.closeTo(mean(gaps.slice(2 * i, 2 * i + 2)), 9) })));
    expect(summary.daysWithinTarget).toBe(gaps.filter((g) => g >= -1 - 1e-9).length);
    expect(summary.giniWorst).toBe(Math.max(...summary.days.map((d) => d.gini)));
    expect(runSweep(OPTIONS, { from: 3, to: 5, answerStreams: 2 })).toEqual(summary);
  });
});
