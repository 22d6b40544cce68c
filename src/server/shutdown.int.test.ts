import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

/**
 * design §13's shutdown, on the server process as `npm start` runs it, with a client that keeps its
 * connections alive as a proxy's pool does: on SIGTERM the request in flight finishes (and closes its
 * connection), idle keep-alive connections are closed, live sockets get 1001, and the process exits 0
 * well within SHUTDOWN_TIMEOUT_MS. On PGlite (a data dir of its own) and on this file's PostgreSQL database.
 */
describe('shutdown under keep-alive traffic', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let dataDir: string | undefined;
  let child: ChildProcessWithoutNullStreams | undefined;
  let output = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.kind === 'postgres') {
      env = { DATABASE_URL: (await database.open()).url! };
    } else {
      dataDir = await mkdtemp(path.join(tmpdir(), 'radio-taxi-shutdown-'));
      env = { DATABASE_URL: '', DATA_DIR: dataDir };
    }
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, closes keep-alive connections and exits 0 quickly', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
      env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'fissata' },
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const port = await waitForPort(() => output);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });

    // Two connections left idle in the pool, as a proxy keeps them.
    await Promise.all([get(port, agent, '/healthz'), get(port, agent, '/healthz')]);
    const login = await request(port, agent, 'POST', '/api/admin/login', JSON.stringify({ password: 'fissata' }));
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie }, origin: `http://127.0.0.1:${port}` });
    await new Promise((resolve) => socket.once('open', resolve));
    const socketClosed = new Promise<number>((resolve) => socket.once('close', resolve));

    // A request in flight: its body is still on its way when SIGTERM arrives.
    const body = JSON.stringify({ phoneNumber: '3471239876' });
    const inFlight = openRequest(port, agent, 'POST', '/api/customers/verify-phone', body.length);
    inFlight.request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = performance.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    inFlight.request.end(body.slice(10));

    const answer = await inFlight.response;
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(await socketClosed).toBe(1001);
    expect(await exited).toBe(0);
    expect(performance.now() - signalledAt).toBeLessThan(5_000);
    expect(output).not.toMatch(/too long/);
    agent.destroy();
  }, 60_000);
});

async function waitForPort(output: () => string): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const match = /in ascolto su http:\/\/[^:\s]+:(\d+)/.exec(output());
    if (match) return Number(match[1]);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

function openRequest(port: number, agent: http.Agent, method: string, url: string, length?: number) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method,
    path: url,
    agent,
    headers: length === undefined ? {} : { 'content-type': 'application/json', 'content-length': length },
  });
  const response = new Promise<Answer>((resolve, reject) => {
    request.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    request.once('error', reject);
  });
  return { request, response };
}

function request(port: number, agent: http.Agent, method: string, url: string, body: string): Promise<Answer> {
  const { request: req, response } = openRequest(port, agent, method, url, Buffer.byteLength(body));
  req.end(body);
  return response;
}

function get(port: number, agent: http.Agent, url: string): Promise<Answer> {
  const { request: req, response } = openRequest(port, agent, 'GET', url);
  req.end();
  return response;
}
