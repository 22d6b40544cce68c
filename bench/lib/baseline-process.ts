import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { drain, startProcess, stopProcess, waitForLine } from './processes';
import { REPO } from './server';

export interface BaselineHandle {
  child: ChildProcess;
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts a baseline program (bench/baselines/<name>.ts) in its own process, like the product server. */
export async function startBaseline(name: string, env: Record<string, string> = {}): Promise<BaselineHandle> {
  const file = fileURLToPath(new URL(`../baselines/${name}.ts`, import.meta.url));
  const child = startProcess(process.execPath, ['--import', 'tsx', file], {
    cwd: REPO,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
  });
  const match = await waitForLine(child, /listening (\d+)/, 60_000);
  drain(child);
  return { child, baseUrl: `http://127.0.0.1:${match[1]}`, stop: () => stopProcess(child) };
}
