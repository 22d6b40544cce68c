import { mean, sampleStandardDeviation } from 'simple-statistics';
import { buildWorld, type DayOptions, simulateDay } from './day';

/** Seeds `from`–`to`, each run with the drivers' answers at offsets 0 … `answerStreams` − 1 (`--seeds`, `--answer-streams`). */
export interface SweepPlan {
  from: number;
  to: number;
  answerStreams: number;
}

/** One simulated day of the sweep: `nearest` against the oracle. */
export interface SweepDay {
  seed: number;
  answersOffset: number;
  /** nearest's served share minus the oracle's, in points. */
  gapPoints: number;
  /** nearest's mean pickup distance over the oracle's. */
  pickupRatio: number;
  gini: number;
}

export interface SweepSummary {
  days: SweepDay[];
  gapMean: number;
  /** Between days: how much one day's figure moves with the luck of the draws and the seed. */
  gapSd: number;
  /** Each seed's gap, the mean over its answer streams. */
  bySeed: Array<{ seed: number; gapPoints: number }>;
  /** Issue 25 point 4's target, gap ≥ −1 point: on how many days it holds. */
  daysWithinTarget: number;
  pickupRatioWorst: number;
  giniWorst: number;
}

/** The target of issue 25 point 4: nearest serves at least the oracle's share minus this many points. */
export const GAP_TARGET_POINTS = -1;

/**
 * ADR 253's way of judging a dispatch: many days, not one. The same fleet and calls of each seed are run with the
 * drivers' answers moved along their stream, since any change in a policy moves them so; a difference between two
 * policies means something only when it is larger than the spread this gives.
 */
export function runSweep(options: DayOptions, plan: SweepPlan): SweepSummary {
  const days: SweepDay[] = [];
  for (let seed = plan.from; seed <= plan.to; seed++) {
    const world = buildWorld({ ...options, seed });
    for (let answersOffset = 0; answersOffset < plan.answerStreams; answersOffset++) {
      const day = { ...options, seed, answersOffset };
      const nearest = simulateDay(world, 'nearest', day);
      const oracle = simulateDay(world, 'oracle', day);
      days.push({
        seed,
        answersOffset,
        gapPoints: ((nearest.served - oracle.served) / nearest.rides) * 100,
        pickupRatio: nearest.meanPickupKm / oracle.meanPickupKm,
        gini: nearest.gini,
      });
    }
  }
  const gaps = days.map((d) => d.gapPoints);
  const seeds = [...new Set(days.map((d) => d.seed))];
  return {
    days,
    gapMean: mean(gaps),
    gapSd: gaps.length > 1 ? sampleStandardDeviation(gaps) : 0,
    bySeed: seeds.map((seed) => ({ seed, gapPoints: mean(days.filter((d) => d.seed === seed).map((d) => d.gapPoints)) })),
    // Served rides are whole: a gap of exactly one point must not fail by a rounding error.
    daysWithinTarget: gaps.filter((g) => g >= GAP_TARGET_POINTS - 1e-9).length,
    pickupRatioWorst: Math.max(...days.map((d) => d.pickupRatio)),
    giniWorst: Math.max(...days.map((d) => d.gini)),
  };
}
