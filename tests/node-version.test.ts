import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the Node.js version the project needs', () => {
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
  const minimum = /^>=(\d+\.\d+)$/.exec(engines)?.[1];

  it('is one minimum in package.json, which this machine meets', () => {
    expect(minimum).toBeDefined();
    const [major, minor] = minimum!.split('.').map(Number) as [number, number];
    const [runningMajor, runningMinor] = process.versions.node.split('.').map(Number) as [number, number];
    expect(runningMajor > major || (runningMajor === major && runningMinor >= minor)).toBe(true);
  });

  it('is the one README and the systemd unit tell an operator', () => {
    expect(read('README.md')).toContain(`Node.js ≥ ${minimum}`);
    expect(read('deploy/systemd/radio-taxi@.service')).toContain(`Node.js ≥ ${minimum}`);
  });

  it('is one every installed package accepts, so `npm install` warns of no engine', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { engines?: { node?: string } | string[] }> };
    const refusing = Object.entries(lock.packages)
      .map(([where, pkg]) => ({ where, node: Array.isArray(pkg.engines) ? undefined : pkg.engines?.node }))
      .filter(({ node }) => node !== undefined && !semver.satisfies(`${minimum}.0`, node));
    expect(refusing).toEqual([]);
  });
});
