import { errorFunction, mean, median, sampleVariance, sum } from 'simple-statistics';
import type { AnsweredOffer } from '../../src/server/modules/dispatch/offer-history.queries';
import type { DriverBehaviour } from './fleet';

/** What the offers tell of the drivers (`respond`'s parameters); who shares a position, and how often, they do not. */
export type AnsweringBehaviour = Pick<
  DriverBehaviour,
  'reactionMedianSeconds' | 'reactionSigmaBetweenDrivers' | 'reactionSigmaPerTap' | 'missProbability' | 'refuseProbability' | 'farPickupHalfKm'
>;

export interface BehaviourEstimate {
  behaviour: AnsweringBehaviour;
  offers: number;
  /** Answered with 'Accetta' or 'Rifiuta' in time. */
  answered: number;
  drivers: number;
  /** Whether the model's shape fits: the share of answered offers accepted, seen and fitted, by pickup distance. */
  byDistance: DistanceBand[];
}

export interface DistanceBand {
  fromKm: number;
  /** Infinity for the last band. */
  toKm: number;
  answered: number;
  acceptedShare: number;
  fittedShare: number;
}

/** Where the distance bands of `byDistance` begin, km. */
const BAND_STARTS_KM = [0, 2, 5, 10, 20] as const;

/** Below this many answered offers the estimate would be noise. */
export const MIN_ANSWERED_OFFERS = 50;
/** A driver's own rates enter the spreads between drivers only from this many of his offers. */
const MIN_OFFERS_PER_DRIVER = 5;
/** The pickup distance at which interest halves is searched in this range (km); at the top, distance hardly matters. */
const HALF_KM_RANGE = [0.5, 200] as const;
/** The smallest spread of log reaction times taken as a spread (a hundredth of a second in a second). */
const MIN_SIGMA = 0.01;

export class TooFewOffersError extends Error {}

/**
 * ADR 050's model of how a driver answers a call, fitted to the co-operative's offers (ADR 285):
 * - reaction: log-normal, its median and the spread of a driver's taps around his own median, and of the drivers'
 *   medians around each other, from the answered offers' times (`fitReaction`);
 * - missed calls: the share that ran out, less the answers the reaction times say would have come too late;
 * - refusals and distance: `(1 − refuse) / (1 + (km / halfKm)²)`, the chance of 'Accetta' among answered offers,
 *   by maximum likelihood;
 * - the model draws each driver's miss and refuse chances from a uniform range: the ranges here have the fitted mean
 *   and the spread between drivers that is left once the sampling noise of each driver's few offers is taken out.
 */
export function estimateBehaviour(offers: readonly AnsweredOffer[]): BehaviourEstimate {
  const answered = offers.filter((o) => o.outcome !== 'timed_out' && o.answeredAfterSeconds !== null && o.answeredAfterSeconds > 0);
  if (answered.length < MIN_ANSWERED_OFFERS) {
    throw new TooFewOffersError(`${answered.length} answered offers: at least ${MIN_ANSWERED_OFFERS} are needed to estimate from`);
  }
  const withDistance = answered.filter((o) => o.pickupDistanceKm !== null);
  if (withDistance.length < MIN_ANSWERED_OFFERS) {
    throw new TooFewOffersError(`${withDistance.length} answered offers with a pickup distance: at least ${MIN_ANSWERED_OFFERS} are needed to estimate from`);
  }
  const reaction = fitReaction(answered);
  const distance = fitDistance(withDistance);
  return {
    behaviour: { ...reaction, missProbability: fitMisses(offers, reaction), refuseProbability: distance.refuseProbability, farPickupHalfKm: distance.halfKm },
    offers: offers.length,
    answered: answered.length,
    drivers: new Set(offers.map((o) => o.driverId)).size,
    byDistance: distanceBands(withDistance, (km) => distance.willing / (1 + (km / distance.halfKm) ** 2)),
  };
}

/** The seen share of 'Accetta' in each band beside the fitted curve's mean over the same offers; empty bands left out. */
function distanceBands(answered: readonly AnsweredOffer[], fittedChance: (km: number) => number): DistanceBand[] {
  return BAND_STARTS_KM.map((fromKm, i) => {
    const toKm = BAND_STARTS_KM[i + 1] ?? Infinity;
    const inBand = answered.filter((o) => o.pickupDistanceKm! >= fromKm && o.pickupDistanceKm! < toKm);
    return {
      fromKm,
      toKm,
      answered: inBand.length,
      acceptedShare: inBand.length ? inBand.filter((o) => o.outcome === 'accepted').length / inBand.length : Number.NaN,
      fittedShare: inBand.length ? mean(inBand.map((o) => fittedChance(o.pickupDistanceKm!))) : Number.NaN,
    };
  }).filter((band) => band.answered > 0);
}

type Reaction = Pick<AnsweringBehaviour, 'reactionMedianSeconds' | 'reactionSigmaBetweenDrivers' | 'reactionSigmaPerTap'>;

/** Standard normal distribution function. */
const normalBelow = (z: number) => (1 + errorFunction(z / Math.SQRT2)) / 2;

/**
 * The reaction times are log-normal, but only those within the offer's timeout are seen: a slow driver's answer is a
 * timeout. The median and overall spread are therefore fitted to the seen times as a normal of the logarithms cut
 * off at log(timeout) (maximum likelihood); a plain mean of the seen ones would make a driver who takes 11 s look as
 * quick as one who takes 9. The overall spread is then shared between taps and drivers as the seen times share it.
 */
function fitReaction(answered: readonly AnsweredOffer[]): Reaction {
  const logs = answered.map((o) => Math.log(o.answeredAfterSeconds!));
  const seenMean = mean(logs);
  // Times all alike (a clock's resolution, a test) still leave the search a spread to start from.
  const seenSd = Math.max(MIN_SIGMA, Math.sqrt(sampleVariance(logs)));
  // The log-likelihood from sums, and one cut-off term per timeout in use (there is one, unless it was changed).
  const n = logs.length;
  const sumOfLogs = sum(logs);
  const sumOfSquares = sum(logs.map((x) => x * x));
  const offersByLimit = new Map<number, number>();
  for (const o of answered) offersByLimit.set(Math.log(o.timeoutSeconds), (offersByLimit.get(Math.log(o.timeoutSeconds)) ?? 0) + 1);
  const logLikelihood = (mu: number, sigma: number) => {
    let value = -(sumOfSquares - 2 * mu * sumOfLogs + n * mu * mu) / (2 * sigma * sigma) - n * Math.log(sigma);
    for (const [limit, count] of offersByLimit) {
      // Past where the distribution function rounds to 0, nearly every answer would have been too late to see:
      // as unlikely as it gets, not (as log 0 would make it) the likeliest.
      const seen = normalBelow((limit - mu) / sigma);
      if (seen <= 0) return -Infinity;
      value -= count * Math.log(seen);
    }
    return value;
  };
  let best = { mu: seenMean, sigma: seenSd, value: -Infinity };
  const search = (mus: readonly [number, number], sigmas: readonly [number, number], steps: number) => {
    for (let a = 0; a <= steps; a++) {
      for (let b = 0; b <= steps; b++) {
        const mu = mus[0] + ((mus[1] - mus[0]) * a) / steps;
        const sigma = sigmas[0] + ((sigmas[1] - sigmas[0]) * b) / steps;
        const value = logLikelihood(mu, sigma);
        if (value > best.value) best = { mu, sigma, value };
      }
    }
  };
  // Cutting off the slow tail only lowers the seen mean and narrows the seen spread: the search looks above them.
  search([seenMean - 0.1, seenMean + 1.5], [seenSd * 0.9, seenSd * 2.5], 30);
  const muStep = 1.6 / 30;
  const sigmaStep = (seenSd * 1.6) / 30;
  search([best.mu - muStep, best.mu + muStep], [Math.max(1e-3, best.sigma - sigmaStep), best.sigma + sigmaStep], 20);

  const byDriver = groupBy(answered, (o) => Math.log(o.answeredAfterSeconds!));
  let squares = 0;
  let freedom = 0;
  for (const own of byDriver.values()) {
    if (own.length < 2) continue;
    const m = mean(own);
    squares += sum(own.map((x) => (x - m) ** 2));
    freedom += own.length - 1;
  }
  const seenPerTap = freedom > 0 ? Math.max(MIN_SIGMA, Math.sqrt(squares / freedom)) : seenSd;
  const regulars = [...byDriver.values()].filter((own) => own.length >= MIN_OFFERS_PER_DRIVER);
  const seenBetween =
    regulars.length >= 2 ? Math.sqrt(Math.max(0, sampleVariance(regulars.map(mean)) - mean(regulars.map((own) => seenPerTap ** 2 / own.length)))) : 0;
  const scale = best.sigma / Math.hypot(seenPerTap, seenBetween);
  return { reactionMedianSeconds: Math.exp(best.mu), reactionSigmaPerTap: seenPerTap * scale, reactionSigmaBetweenDrivers: seenBetween * scale };
}

function fitMisses(offers: readonly AnsweredOffer[], reaction: Reaction): readonly [number, number] {
  const mu = Math.log(reaction.reactionMedianSeconds);
  const sigma = Math.hypot(reaction.reactionSigmaPerTap, reaction.reactionSigmaBetweenDrivers);
  const slowShare = mean(offers.map((o) => 1 - normalBelow((Math.log(o.timeoutSeconds) - mu) / sigma)));
  const ranOut = (o: AnsweredOffer) => (o.outcome === 'timed_out' ? 1 : 0);
  const ranOutShare = mean(offers.map(ranOut));
  const missed = clamp((ranOutShare - slowShare) / (1 - slowShare));
  const drivers = [...groupBy(offers, ranOut).values()]
    .filter((own) => own.length >= MIN_OFFERS_PER_DRIVER)
    .map((own) => ({ rate: mean(own), noise: (ranOutShare * (1 - ranOutShare)) / own.length }));
  // A slow driver runs out of time more often than a quick one without missing more calls: that part of the spread
  // between drivers' shares is the reaction's, and is taken out before the rest is read as the spread of misses.
  const slowSpread = slowShareVarianceBetweenDrivers(reaction, median(offers.map((o) => o.timeoutSeconds))) * (1 - missed) ** 2;
  const halfWidth = uniformHalfWidth(drivers, slowSpread) / (1 - slowShare);
  return [clamp(missed - halfWidth), clamp(missed + halfWidth)];
}

/** Var over drivers of P(an answer comes after `timeoutSeconds`), each driver's median drawn as the model draws it. */
function slowShareVarianceBetweenDrivers(reaction: Reaction, timeoutSeconds: number): number {
  const { reactionMedianSeconds, reactionSigmaBetweenDrivers: between, reactionSigmaPerTap: perTap } = reaction;
  const zs = Array.from({ length: 161 }, (_, k) => -4 + k * 0.05);
  const weights = zs.map((z) => Math.exp(-(z ** 2) / 2));
  const total = sum(weights);
  const slow = zs.map((z) => 1 - normalBelow((Math.log(timeoutSeconds / reactionMedianSeconds) - between * z) / perTap));
  const average = sum(slow.map((s, k) => s * weights[k]!)) / total;
  return sum(slow.map((s, k) => (s - average) ** 2 * weights[k]!)) / total;
}

function fitDistance(answered: readonly AnsweredOffer[]): { refuseProbability: readonly [number, number]; halfKm: number; willing: number } {
  const interestAt = (halfKm: number) => answered.map((o) => 1 / (1 + (o.pickupDistanceKm! / halfKm) ** 2));
  const took = answered.map((o) => o.outcome === 'accepted');
  let best: { halfKm: number; willing: number; logLikelihood: number } = { halfKm: HALF_KM_RANGE[1], willing: 1, logLikelihood: -Infinity };
  const search = (lo: number, hi: number, steps: number) => {
    for (let k = 0; k <= steps; k++) {
      const halfKm = lo * (hi / lo) ** (k / steps);
      const interest = interestAt(halfKm);
      const willing = bestWillingness(interest, took);
      const logLikelihood = sum(interest.map((i, j) => Math.log(took[j] ? willing * i : 1 - willing * i)));
      if (logLikelihood > best.logLikelihood) best = { halfKm, willing, logLikelihood };
    }
  };
  // On a log scale over the whole range, then finer around the best point.
  search(...HALF_KM_RANGE, 60);
  search(best.halfKm / 1.15, best.halfKm * 1.15, 40);

  // Each driver's willingness: his 'Accetta's against what interest alone would have given at his offers' distances.
  const interest = interestAt(best.halfKm);
  const byDriver = new Map<string, { took: number; interest: number; noise: number; offers: number }>();
  answered.forEach((o, j) => {
    const own = byDriver.get(o.driverId) ?? { took: 0, interest: 0, noise: 0, offers: 0 };
    const chance = best.willing * interest[j]!;
    byDriver.set(o.driverId, {
      took: own.took + (took[j] ? 1 : 0),
      interest: own.interest + interest[j]!,
      noise: own.noise + chance * (1 - chance),
      offers: own.offers + 1,
    });
  });
  const drivers = [...byDriver.values()]
    .filter((own) => own.offers >= MIN_OFFERS_PER_DRIVER)
    .map((own) => ({ rate: 1 - own.took / own.interest, noise: own.noise / own.interest ** 2 }));
  const refuse = 1 - best.willing;
  const halfWidth = uniformHalfWidth(drivers);
  return { refuseProbability: [clamp(refuse - halfWidth), clamp(refuse + halfWidth)], halfKm: best.halfKm, willing: best.willing };
}

/**
 * The willingness w (1 − refuse) that makes 'Accetta' with chance w·interest likeliest: the log-likelihood is concave
 * in w, so its derivative, accepted / w − Σ_refused interest / (1 − w·interest), falls through zero once.
 */
function bestWillingness(interest: readonly number[], took: readonly boolean[]): number {
  const accepted = took.filter(Boolean).length;
  const slope = (w: number) => accepted / w - sum(interest.map((i, j) => (took[j] ? 0 : i / (1 - w * i))));
  let [lo, hi] = [1e-6, 1 - 1e-6];
  if (slope(hi) > 0) return hi;
  // 30 halvings: the willingness to 1e-9, far below what any number of offers can tell.
  for (let k = 0; k < 30; k++) {
    const mid = (lo + hi) / 2;
    if (slope(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Half the width of the uniform range whose spread (sd · √3) is the one the drivers' own rates show, less what the
 * sampling noise of each driver's few offers adds on its own (a driver with eight offers shows a rate in eighths) and
 * any other known part (`explained`, a variance).
 */
function uniformHalfWidth(drivers: ReadonlyArray<{ rate: number; noise: number }>, explained = 0): number {
  if (drivers.length < 2) return 0;
  return Math.sqrt(3 * Math.max(0, sampleVariance(drivers.map((d) => d.rate)) - mean(drivers.map((d) => d.noise)) - explained));
}

function groupBy(offers: readonly AnsweredOffer[], value: (o: AnsweredOffer) => number): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const o of offers) {
    const own = groups.get(o.driverId);
    if (own) own.push(value(o));
    else groups.set(o.driverId, [value(o)]);
  }
  return groups;
}

const clamp = (p: number) => Math.min(1, Math.max(0, p));
