import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: CpuProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface HotFunction {
  selfPercent: number;
  name: string;
  where: string;
}

/**
 * The functions with the most self time in the `.cpuprofile` files `node --cpu-prof` wrote in `dir`:
 * the text version of a flame graph's widest leaves, enough to name a cause.
 */
export function hotFunctions(dir: string, top = 25): HotFunction[] {
  const self = new Map<string, number>();
  let total = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const node = byId.get(id);
      if (!node) return;
      const dt = profile.timeDeltas[i] ?? 0;
      const { functionName, url, lineNumber } = node.callFrame;
      const key = `${functionName || '(anonymous)'}\t${url.replace(/^.*node_modules\//, '~/').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + dt);
      total += dt;
    });
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, t]) => {
      const [name, where] = key.split('\t') as [string, string];
      return { selfPercent: Math.round((t / total) * 1_000) / 10, name, where };
    });
}
