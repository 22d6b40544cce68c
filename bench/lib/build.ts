import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './server';

function newest(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** True when dist/ is missing or older than anything it is built from. */
export function buildIsStale(): boolean {
  const outputs = ['dist/server/main.js', 'dist/web/index.html'].map((p) => join(REPO, p));
  if (!outputs.every((p) => existsSync(p))) return true;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const inputs = ['src', 'index.html', 'vite.config.ts', 'scripts/build-server.mjs', 'package-lock.json'].map((p) => join(REPO, p));
  return inputs.some((p) => existsSync(p) && newest(p) > built);
}

/** `npm run build`, its output on our stderr so the table on stdout stays clean. */
export function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: REPO, stdio: ['ignore', process.stderr, process.stderr] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (${code})`))));
  });
}
