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
});
