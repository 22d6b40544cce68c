import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ENTRY = fileURLToPath(new URL('./simulate.ts', import.meta.url));
const run = (...args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', ENTRY, ...args], { encoding: 'utf8' });

describe('npm run simulate', () => {
  it('prints with --json only the policies’ figures, and the same ones on every run of a seed', () => {
    const out = run('--json', '--drivers=15', '--rides=120', '--seed=4');
    const parsed = JSON.parse(out) as { policies: Record<string, Record<string, number>> };
    expect(Object.keys(parsed)).toEqual(['policies']);
    expect(Object.keys(parsed.policies)).toEqual(['broadcast', 'nearest', 'oracle']);
    for (const figures of Object.values(parsed.policies)) {
      for (const key of ['meanPickupKm', 'p90PickupKm', 'medianAcceptSeconds', 'servedShare', 'gini']) expect(figures[key]).toEqual(expect.any(Number));
      expect(figures.servedShare).toBeGreaterThan(0);
      expect(figures.servedShare).toBeLessThanOrEqual(1);
    }
    expect(run('--json', '--drivers=15', '--rides=120', '--seed=4')).toBe(out);
  }, 30_000);

  it('prints a table by default and refuses a bad option with its usage and exit code 2', () => {
    expect(run('--policy=oracle', '--drivers=10', '--rides=50')).toMatch(/Served before expiry\s+\d+\.\d %/);
    expect(() => execFileSync(process.execPath, ['--import', 'tsx', ENTRY, '--policy=fastest'], { stdio: 'pipe', encoding: 'utf8' })).toThrow(
      expect.objectContaining({ status: 2, stderr: expect.stringMatching(/--policy must be one of[^]*npm run simulate --/) as unknown }),
    );
  }, 30_000);

  it('with --seeds and --answer-streams runs many days and prints nearest\'s gap to the oracle over them, and each seed\'s', () => {
    const out = run('--seeds=1-2', '--answer-streams=2', '--drivers=15', '--rides=120');
    expect(out).toContain('Simulated days: seeds 1–2, 2 answer streams each (4 days), 15 drivers, 120 rides');
    expect(out).toMatch(/nearest against the oracle, rides served, points: mean [+−]\d+\.\d\d, spread between days \(sd\) \d+\.\d\d/);
    expect(out).toMatch(/within the target \(at least the oracle's share −1\.00 point\) on \d of 4 days/);
    expect(out).toMatch(/1: [+−]\d+\.\d\d {3}2: [+−]\d+\.\d\d/);
    const json = JSON.parse(run('--seeds=1-2', '--answer-streams=2', '--drivers=15', '--rides=120', '--json')) as { sweep: { days: unknown[] } };
    expect(json.sweep.days).toHaveLength(4);
  }, 30_000);
});
