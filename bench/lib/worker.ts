import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopProcess, track } from './processes';
import type { WorkerCommand, WorkerReply } from './protocol';
import { REPO } from './server';

/** Orchestrator side of the load generator: one child process, commands answered in order. */
export class LoadWorker {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: WorkerReply) => {
      const w = this.waiting.get(reply.id);
      if (!w) return;
      this.waiting.delete(reply.id);
      if (reply.ok) w.resolve(reply.result);
      else w.reject(new Error(`load worker: ${reply.error}`));
    });
    child.once('exit', (code) => {
      for (const w of this.waiting.values()) w.reject(new Error(`load worker exited (${code})`));
      this.waiting.clear();
    });
  }

  static start(): LoadWorker {
    const child = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), [], {
      cwd: REPO,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new LoadWorker(track(child));
  }

  get pid(): number {
    return this.child.pid!;
  }

  run<T>(command: WorkerCommand, timeoutMs = 300_000): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`load worker: ${command.cmd} took over ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.child.send({ id, command });
    });
  }

  stop(): Promise<void> {
    return stopProcess(this.child, 3_000);
  }
}
