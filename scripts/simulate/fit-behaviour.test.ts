import { describe, expect, it } from 'vitest';
import type { AnsweredOffer } from '../../src/server/modules/dispatch/offer-history.queries';
import { respond } from './behaviour';
import { BEHAVIOUR, type DriverBehaviour, generateDrivers } from './fleet';
import { estimateBehaviour, TooFewOffersError } from './fit-behaviour';
import { Random } from './random';

const TIMEOUT_SECONDS = 20;

/** Offers as the server would record them, answered by drivers drawn from `behaviour` with the simulator's own rule. */
function offersAnsweredBy(behaviour: DriverBehaviour, drivers: number, offersEach: number, seed = 3): AnsweredOffer[] {
  const random = Random.stream(seed, 0);
  const fleet = generateDrivers(random, drivers, [], behaviour);
  return fleet.flatMap((driver) =>
    Array.from({ length: offersEach }, (): AnsweredOffer => {
      const pickupDistanceKm = random.between(0, 25);
      const response = respond(driver, pickupDistanceKm, random, behaviour);
      const inTime = response.kind !== 'misses' && response.afterSeconds <= TIMEOUT_SECONDS;
      return {
        driverId: driver.id,
        pickupDistanceKm,
        outcome: !inTime ? 'timed_out' : response.kind === 'takes' ? 'accepted' : 'refused',
        answeredAfterSeconds: inTime ? response.afterSeconds : null,
        timeoutSeconds: TIMEOUT_SECONDS,
      };
    }),
  );
}

const midpoint = ([a, b]: readonly [number, number]) => (a + b) / 2;

describe('estimateBehaviour (ADR 285)', () => {
  it("gives back ADR 050's drivers from offers they answered", () => {
    const { behaviour, offers, drivers } = estimateBehaviour(offersAnsweredBy(BEHAVIOUR, 120, 150));
    expect({ offers, drivers }).toEqual({ offers: 18_000, drivers: 120 });
    expect(behaviour.reactionMedianSeconds).toBeGreaterThan(6.3);
    expect(behaviour.reactionMedianSeconds).toBeLessThan(7.7);
    expect(behaviour.reactionSigmaPerTap).toBeCloseTo(BEHAVIOUR.reactionSigmaPerTap, 1);
    expect(behaviour.reactionSigmaBetweenDrivers).toBeCloseTo(BEHAVIOUR.reactionSigmaBetweenDrivers, 1);
    expect(midpoint(behaviour.missProbability)).toBeCloseTo(midpoint(BEHAVIOUR.missProbability), 1);
    expect(midpoint(behaviour.refuseProbability)).toBeCloseTo(midpoint(BEHAVIOUR.refuseProbability), 1);
    expect(behaviour.refuseProbability[1]).toBeGreaterThan(0.12);
    expect(behaviour.farPickupHalfKm).toBeGreaterThan(8.5);
    expect(behaviour.farPickupHalfKm).toBeLessThan(11.5);
  });

  it("shows by distance whether the model's curve fits: close where it is the drivers' own rule, far where it is not", () => {
    const fitting = estimateBehaviour(offersAnsweredBy(BEHAVIOUR, 120, 150)).byDistance;
    expect(fitting.map((b) => [b.fromKm, b.toKm])).toEqual([[0, 2], [2, 5], [5, 10], [10, 20], [20, Infinity]]);
    expect(fitting.reduce((n, b) => n + b.answered, 0)).toBeGreaterThan(14_000);
    for (const band of fitting) expect(Math.abs(band.acceptedShare - band.fittedShare)).toBeLessThan(0.03);

    // Drivers who take anything up to 8 km and nothing beyond: no curve of the model's shape follows that step.
    const stepwise = offersAnsweredBy(BEHAVIOUR, 120, 150).map((o) =>
      o.outcome === 'timed_out' ? o : { ...o, outcome: o.pickupDistanceKm! < 8 ? ('accepted' as const) : ('refused' as const) },
    );
    const misfit = estimateBehaviour(stepwise).byDistance;
    expect(Math.max(...misfit.map((b) => Math.abs(b.acceptedShare - b.fittedShare)))).toBeGreaterThan(0.15);
  });

  it('follows drivers who answer otherwise: slower, choosier, and put off by a few kilometres', () => {
    const choosy: DriverBehaviour = {
      ...BEHAVIOUR,
      reactionMedianSeconds: 11,
      missProbability: [0.2, 0.4],
      refuseProbability: [0.25, 0.45],
      farPickupHalfKm: 4,
    };
    const { behaviour } = estimateBehaviour(offersAnsweredBy(choosy, 120, 150));
    expect(behaviour.reactionMedianSeconds).toBeGreaterThan(9.5);
    expect(behaviour.reactionMedianSeconds).toBeLessThan(11.5);
    expect(midpoint(behaviour.missProbability)).toBeCloseTo(0.3, 1);
    expect(midpoint(behaviour.refuseProbability)).toBeCloseTo(0.35, 1);
    expect(behaviour.farPickupHalfKm).toBeGreaterThan(3.2);
    expect(behaviour.farPickupHalfKm).toBeLessThan(4.8);
  });

  it('refuses to guess from a handful of answers, or from answers without the distance they were made at', () => {
    expect(() => estimateBehaviour(offersAnsweredBy(BEHAVIOUR, 3, 10))).toThrow(TooFewOffersError);
    const withoutDistance = offersAnsweredBy(BEHAVIOUR, 20, 20).map((o) => ({ ...o, pickupDistanceKm: null }));
    expect(() => estimateBehaviour(withoutDistance)).toThrow(/answered offers with a pickup distance: at least 50/);
  });

  it('copes with answers that all took the same time', () => {
    const alike = offersAnsweredBy(BEHAVIOUR, 20, 20).map((o) => (o.answeredAfterSeconds === null ? o : { ...o, answeredAfterSeconds: 5 }));
    const { behaviour } = estimateBehaviour(alike);
    expect(behaviour.reactionMedianSeconds).toBeCloseTo(5, 0);
    for (const value of Object.values(behaviour).flat()) expect(Number.isFinite(value)).toBe(true);
  });
});
