import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sessionCookie } from './testing/test-app';

/**
 * The server process as `npm start` runs it, on the embedded database (so only in the PGlite pass):
 * what it prints, that data survives a restart, that SIGTERM closes sockets and exits cleanly, and that a
 * bad environment stops it with every wrong variable named.
 */
const mainEntry = path.resolve('src/server/main.ts');

interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  /** Resolves once the output contains `text`; fails if the process ends first (the test's timeout bounds it). */
  printed: (text: string) => Promise<void>;
}

function startServer(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', mainEntry], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const look = () => {
        if (!output.includes(text)) return;
        child.stdout.off('data', look);
        resolve();
      };
      child.stdout.on('data', look);
      look();
      child.once('exit', (code) => reject(new Error(`the server exited (${code}) before printing "${text}":\n${output}`)));
    });
  return { child, output: () => output, printed };
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  let dataDir: string;
  const port = String(20_000 + Math.floor(Math.random() * 20_000));
  const base = `http://127.0.0.1:${port}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'radio-taxi-main-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints address, database and a generated admin password, keeps data across restarts, stops on SIGTERM', async () => {
    const first = startServer({ DATA_DIR: dataDir, PORT: port, ADMIN_PASSWORD: '' });
    await first.printed('Password amministratore');
    expect(first.output()).toContain(`Radio Taxi in ascolto su http://127.0.0.1:${port}`);
    expect(first.output()).toContain(`Database: PGlite embedded (${dataDir})`);
    const password = /generata per questo avvio: (\S+)/.exec(first.output())?.[1];
    expect(password).toBeTruthy();

    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login.headers.getSetCookie(), 'admin');
    const sent = await fetch(`${base}/api/customers/verify-phone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: '3471112233' }),
    });
    expect(sent.status).toBe(200);

    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie }, origin: base });
    await new Promise((resolve) => socket.once('open', resolve));
    const socketClosed = new Promise<number>((resolve) => socket.once('close', resolve));
    const firstExit = exited(first.child);
    first.child.kill('SIGTERM');
    expect(await socketClosed).toBe(1001);
    expect(await firstExit).toBe(0);

    const second = startServer({ DATA_DIR: dataDir, PORT: port, ADMIN_PASSWORD: 'fissata' });
    await second.printed('Password amministratore');
    expect(second.output()).toContain('Password amministratore: da ADMIN_PASSWORD');
    // The code sent before the restart is still on record: asking again at once is "too soon".
    const again = await fetch(`${base}/api/customers/verify-phone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: '3471112233' }),
    });
    expect(again.status).toBe(429);
    const secondExit = exited(second.child);
    second.child.kill('SIGTERM');
    expect(await secondExit).toBe(0);
  }, 120_000);

  it('refuses to start with a bad environment, naming every bad variable', async () => {
    const bad = startServer({ DATA_DIR: dataDir, PORT: 'porta', GEOCODER: 'google', DATABASE_URL: 'mysql://x' });
    expect(await exited(bad.child)).toBe(1);
    expect(bad.output()).toContain('Configurazione non valida');
    for (const name of ['PORT', 'GEOCODER', 'DATABASE_URL']) expect(bad.output()).toContain(name);
  }, 30_000);
});
