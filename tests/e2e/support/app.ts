import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect } from '@playwright/test';

export interface RunningApp {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Another production server beside the run's own (playwright.config.ts), for tests that need other settings —
 * e.g. `RIDE_AUTO_COMPLETE_SECONDS=0`, the co-operative's real operation, where only the driver ends a ride.
 * Same starter, its own port, data directory and environment; it shares the fake geocoder.
 */
export async function startApp(port: number, env: Record<string, string>): Promise<RunningApp> {
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['tests/e2e/support/start-app.mjs'], {
    env: { ...process.env, ...env, E2E_APP_PORT: String(port) },
    // stdin stays open while this run lives: the starter stops its server when it closes (start-app.mjs).
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the app on port ${port} exited with ${child.exitCode}`);
        return fetch(`${url}/readyz`).then((res) => res.status, () => 0);
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
