import { randomBytes } from 'node:crypto';
import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/server/db/client';

export const BENCH_TMP = new URL('../.tmp/', import.meta.url).pathname;

/**
 * One bench database: a fresh PGlite data dir under bench/.tmp, or a fresh `rt_bench_<random>` database
 * created from TEST_DATABASE_URL. `drop()` removes it; `env` is what the server process needs to use it.
 */
export interface BenchDatabase {
  target: DatabaseTarget;
  env: Record<string, string>;
  /** Another database with the same content, for a baseline process (PGlite is single-user). */
  copyForBaseline(): Promise<BenchDatabase>;
  drop(): Promise<void>;
}

export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function createBenchDatabase(kind: 'pglite' | 'postgres', label = ''): Promise<BenchDatabase> {
  const name = `rt_bench_${label}${randomBytes(4).toString('hex')}`;
  if (kind === 'pglite') return pgliteDatabase(join(BENCH_TMP, name));
  const base = testDatabaseUrl();
  await adminQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgres', url: url.toString() };
  const self: BenchDatabase = {
    target,
    env: { DATABASE_URL: target.url },
    // On PostgreSQL the baseline shares the database: it is a server, several processes may use it.
    copyForBaseline: async () => self,
    drop: () => adminQuery(base, `drop database if exists ${name} with (force)`),
  };
  return self;
}

function pgliteDatabase(dataDir: string): BenchDatabase {
  return {
    target: { kind: 'pglite', dataDir },
    env: { DATA_DIR: dataDir },
    // Copied while no process has it open (the caller's job): PGlite's files are then consistent.
    copyForBaseline: async () => {
      const copy = `${dataDir}-baseline`;
      await rm(copy, { recursive: true, force: true });
      await cp(dataDir, copy, { recursive: true });
      return pgliteDatabase(copy);
    },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function ensureTmp(): Promise<void> {
  await mkdir(BENCH_TMP, { recursive: true });
}
