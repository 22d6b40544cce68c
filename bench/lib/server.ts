import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { drain, rssMiB, startProcess, stopProcess, waitForHttp200, waitForLine } from './processes';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
export const ADMIN_PASSWORD = 'bench-admin-password';

export interface ServerHandle {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  rss(): number;
  stop(): Promise<void>;
  logs: string[];
}

export interface ServerEnv {
  db: Record<string, string>;
  geocoderUrl: string;
  port?: number;
  extraArgs?: string[];
  /** Settings of this start beside the usual ones (e.g. TRUST_PROXY behind nginx, LOG_LEVEL). */
  env?: Record<string, string>;
}

/** The production build exactly as `npm start` runs it (`node dist/server/main.js`), on loopback. */
export async function startServer({ db, geocoderUrl, port = 0, extraArgs = [], env = {} }: ServerEnv): Promise<ServerHandle> {
  const child = startProcess(process.execPath, [...extraArgs, 'dist/server/main.js'], {
    cwd: REPO,
    env: { ...serverEnv({ db, geocoderUrl, port }), ...env },
  });
  const match = await waitForLine(child, /in ascolto su http:\/\/[^:\s]+:(\d+)/, 120_000);
  const baseUrl = `http://127.0.0.1:${match[1]}`;
  const logs = drain(child);
  await waitForHttp200(`${baseUrl}/readyz`, 30_000);
  return {
    child,
    pid: child.pid!,
    baseUrl,
    logs,
    rss: () => rssMiB(child.pid!),
    stop: () => stopProcess(child, 15_000),
  };
}

export function serverEnv({ db, geocoderUrl, port }: { db: Record<string, string>; geocoderUrl: string; port: number }) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
    GEOCODER: 'photon',
    GEOCODER_URL: geocoderUrl,
    // The fake answers at once; the real upstream's 1 req/s politeness limit is not what we measure.
    GEOCODER_MIN_INTERVAL_MS: '0',
    // Every simulated client comes from 127.0.0.1: the per-address search limit would measure itself.
    GEOCODE_REQUESTS_PER_MINUTE: '10000000',
    SMS_PROVIDER: 'console',
    // The seeded history spans 60 days: the retention job, which every start runs once a day, would anonymise
    // half of it in the middle of the benchmarks. #15 measures that job on its own.
    RETENTION_DAYS: '3650',
    ...db,
  };
  return env;
}
