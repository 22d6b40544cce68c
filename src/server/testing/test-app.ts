import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import type { EventBus } from '../live/bus';
import type { Role } from '../http/principal';
import { SESSION_COOKIE } from '../http/session-cookies';
import { TestClock } from './test-clock';

export const TEST_ADMIN_PASSWORD = 'prova-admin-123';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  /** http://127.0.0.1:<port>, for real WebSocket clients. */
  baseUrl: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  bus?: EventBus;
  clock?: TestClock;
  livePingIntervalMs?: number;
  /** A built web app to serve (see http/spa.ts); tests of the API leave it out. */
  webRoot?: string;
  /** Collects the JSON log lines (level info and up) instead of discarding them. */
  logLines?: string[];
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    GEOCODER_URL: 'http://127.0.0.1:9/unreachable',
    ...env,
  });
}

/** The real app (same plugins and routes as production) on a test database, listening on a free port. */
export async function startTestApp(database: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig({ ...(options.logLines ? { LOG_LEVEL: 'info' } : {}), ...options.env });
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({
    config,
    database,
    clock,
    bus: options.bus,
    logStream: options.logLines ? { write: (line: string) => void options.logLines!.push(line) } : undefined,
    livePingIntervalMs: options.livePingIntervalMs,
    webRoot: options.webRoot,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, config, clock, baseUrl: address, close: () => app.close() };
}

/** The `Cookie` header for a role's session token taken from a login answer's `set-cookie`. */
export function sessionCookie(setCookie: string | string[] | undefined, role: Role): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith(`${SESSION_COOKIE[role]}=`));
  if (!found) throw new Error(`no ${role} session cookie in the answer`);
  return found.split(';')[0]!;
}

export async function loginAdmin(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res.headers['set-cookie'], 'admin');
}
