import { describe, expect, it } from 'vitest';
import { Random } from './random';

const draws = (r: Random, n = 5) => Array.from({ length: n }, () => r.uniform());

describe('Random', () => {
  it('gives the same numbers for the same seed and stream, other numbers for another seed or stream', () => {
    expect(draws(Random.stream(1, 0))).toEqual(draws(Random.stream(1, 0)));
    expect(draws(Random.stream(1, 0))).not.toEqual(draws(Random.stream(2, 0)));
    expect(draws(Random.stream(1, 0))).not.toEqual(draws(Random.stream(1, 1)));
  });

  it('draws log-normal times around their median', () => {
    const r = Random.stream(3, 0);
    const times = Array.from({ length: 20_001 }, () => r.logNormal(7, 0.6)).sort((a, b) => a - b);
    expect(times[10_000]).toBeGreaterThan(6.7);
    expect(times[10_000]).toBeLessThan(7.3);
    expect(times[0]).toBeGreaterThan(0);
  });

  it('never picks an index of weight zero, and picks the others in proportion', () => {
    const r = Random.stream(4, 0);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[r.weightedIndex([1, 0, 3])]!++;
    expect(counts[1]).toBe(0);
    expect(counts[2]! / counts[0]!).toBeGreaterThan(2.8);
    expect(counts[2]! / counts[0]!).toBeLessThan(3.2);
  });

  it('shuffles into a permutation', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = Random.stream(5, 0).shuffle([...items]);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });
});
