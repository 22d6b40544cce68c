import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/**
 * The simulator's only source of chance: a seeded xoroshiro128+ (pure-rand), so the same seed gives the same day.
 * Each part of the simulation draws from its own stream (the seed's generator jumped `stream` times), so adding a
 * draw in one part never shifts the numbers of another.
 */
export class Random {
  private constructor(private readonly rng: JumpableRandomGenerator) {}

  static stream(seed: number, stream: number): Random {
    const rng = xoroshiro128plus(seed);
    for (let i = 0; i < stream; i++) rng.jump();
    return new Random(rng);
  }

  /** Moves the stream on by `count` draws: the same chances, met at other numbers. */
  skip(count: number): this {
    for (let i = 0; i < count; i++) this.uniform();
    return this;
  }

  /** In [0, 1). */
  uniform(): number {
    return uniformFloat64(this.rng);
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.uniform();
  }

  /** An integer in [min, max], both included. */
  integer(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }

  chance(probability: number): boolean {
    return this.uniform() < probability;
  }

  /** Standard normal, by Box–Muller (1 − u keeps the logarithm finite). */
  normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.uniform())) * Math.cos(2 * Math.PI * this.uniform());
  }

  /** Log-normal with the given median; `sigma` is the spread of its logarithm. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** An index drawn with probability proportional to its weight. */
  weightedIndex(weights: readonly number[]): number {
    const total = weights.reduce((a, w) => a + w, 0);
    let u = this.uniform() * total;
    for (let i = 0; i < weights.length; i++) {
      u -= weights[i]!;
      if (u < 0) return i;
    }
    return weights.length - 1;
  }

  /** Fisher–Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.integer(0, i);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}
