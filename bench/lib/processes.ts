import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Every process the bench starts is registered here and stopped by its own PID at the end, on failure
 * and on Ctrl-C: a benchmark must never leave servers behind on a shared machine.
 */
const children = new Set<ChildProcess>();

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function startProcess(command: string, args: string[], options: SpawnOptions): ChildProcess {
  return track(spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options }));
}

/** SIGTERM, then SIGKILL after `graceMs`. Resolves when the process has exited. */
export async function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].map((c) => stopProcess(c)));
}

let cleanupInstalled = false;
/** Stops the children on Ctrl-C / SIGTERM, then runs `onSignal` (e.g. drop the bench database). */
export function installCleanup(onSignal: () => Promise<void>): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  const handler = (signal: NodeJS.Signals) => {
    process.stderr.write(`\n${signal}: stopping benchmark processes…\n`);
    void stopAll()
      .then(onSignal)
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  // Last resort on an unexpected exit: at least send the signal (synchronously).
  process.once('exit', () => {
    for (const c of children) c.kill('SIGKILL');
  });
}

/** Resolves with the first stdout line matching `pattern`; rejects on exit or after `timeoutMs`. */
export function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    let errors = '';
    const timer = setTimeout(() => finish(new Error(`no line matching ${pattern} within ${timeoutMs} ms\n${errors}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = buffer.match(pattern);
      if (match) finish(null, match);
    };
    const onErr = (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4_000);
    };
    const onExit = (code: number | null) => finish(new Error(`process exited (${code}) before ${pattern}\n${buffer.slice(-2_000)}\n${errors}`));
    const finish = (err: Error | null, match?: RegExpMatchArray) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onErr);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve(match!);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onErr);
    child.once('exit', onExit);
  });
}

/** Keeps the last lines of a child's stderr for error messages, and stops its pipe from filling up. */
export function drain(child: ChildProcess, keep: string[] = []): string[] {
  const push = (chunk: Buffer) => {
    keep.push(chunk.toString());
    if (keep.length > 50) keep.shift();
  };
  child.stdout?.on('data', push);
  child.stderr?.on('data', push);
  return keep;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Resident set size of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** CPU time (user + system) a process has used so far, in seconds, from /proc (Linux; 100 ticks a second). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command's closing parenthesis: utime and stime are the 12th and 13th fields.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Polls `url` until it answers 200; returns the ms waited. Bounded by `timeoutMs`. */
export async function waitForHttp200(url: string, timeoutMs: number, intervalMs = 10): Promise<number> {
  const started = performance.now();
  const deadline = started + timeoutMs;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} not 200 within ${timeoutMs} ms`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits (at most `timeoutMs`) until `url` answers within `fastMs` three times running: the server has
 * worked off what the previous benchmark left queued (timed-out requests, expiry sweeps).
 */
export async function waitUntilQuiet(url: string, fastMs = 20, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let fast = 0;
  while (fast < 3 && performance.now() < deadline) {
    const started = performance.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      fast = performance.now() - started <= fastMs ? fast + 1 : 0;
    } catch {
      fast = 0;
    }
    await sleep(100);
  }
}
