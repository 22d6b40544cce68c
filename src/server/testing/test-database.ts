import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, type Db, migrationsFolder, openDatabase, wrapPglite } from '../db/client';

/**
 * Integration tests run on PGlite by default and on a real PostgreSQL when the project sets
 * TEST_DB=postgres (with TEST_DATABASE_URL). Each test file gets a clean database:
 * - PGlite: initdb costs seconds, so one in-memory instance per worker, emptied for each file;
 * - PostgreSQL: a database of its own per file, copied from a migrated template in milliseconds.
 */
export const testDatabaseKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** Opens a connection to this file's database (PostgreSQL: a new pool each time, like a second instance). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

interface WorkerPglite {
  client: PGlite;
  database: Database;
}
const globalState = globalThis as typeof globalThis & { __radioTaxiPglite?: Promise<WorkerPglite> };

export async function createTestDatabase(): Promise<TestDatabase> {
  return testDatabaseKind() === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}

/**
 * The file holding an empty cluster as PGlite's initdb leaves it (PGlite's own `dumpDataDir` tarball), one per PGlite
 * version, made by the run's global setup: opening it costs a third of initdb's CPU, and a run opens several (one
 * per worker, and the tests that need a cluster of their own). Kept in the temporary directory between runs.
 */
function initdbTarball(): string {
  // The package does not export its package.json; the run starts at the project's root.
  const { version } = JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string };
  return path.join(tmpdir(), `radio-taxi-pglite-initdb-${version}.tar`);
}

/** Run once per test run (vitest globalSetup): makes the initdb tarball if it is missing. */
export async function ensurePgliteInitdb(): Promise<void> {
  const file = initdbTarball();
  if (await readFile(file).then(() => true, () => false)) return;
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  // Written aside and renamed into place, so a concurrent run never reads half of it.
  const building = `${file}.${process.pid}`;
  await writeFile(building, tarball);
  await rename(building, file);
}

/**
 * A new PGlite with nothing in it, not even the migrations, opened from the initdb tarball: in memory, or in
 * `dataDir` (an empty directory), closed again for a server process to open.
 */
export async function newPglite(dataDir?: string): Promise<PGlite> {
  return PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir: new Blob([await readFile(initdbTarball())]) });
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  globalState.__radioTaxiPglite ??= (async () => {
    const client = await newPglite();
    return { client, database: await wrapPglite(client, 'PGlite (test)') };
  })();
  const { database } = await globalState.__radioTaxiPglite;
  // Both drivers (pg, PGlite) answer raw queries with `{ rows }`.
  const tables = (await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: Array<{ tablename: string }>;
  };
  const names = tables.rows.map((r) => `"${r.tablename}"`).join(', ');
  if (names) await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
  // The worker's instance outlives the file: closing it is the worker's exit, not the test's.
  const shared: Database = { ...database, close: async () => undefined };
  return { kind: 'pglite', open: async () => shared, drop: async () => undefined };
}

function requireUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** The template's name changes with the migrations, so a changed schema never reuses a stale copy. */
export async function templateDatabaseName(): Promise<string> {
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((f) => f.endsWith('.sql')).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  return `rt_template_${hash.digest('hex').slice(0, 12)}`;
}

/** Run once per test run (vitest globalSetup): creates the migrated template if it is missing. */
export async function ensurePostgresTemplate(): Promise<void> {
  const url = requireUrl();
  const name = await templateDatabaseName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Two test runs at once (two developers, CI) must not both build the template.
    await admin.query('select pg_advisory_lock(72631)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database ${pg.escapeIdentifier(`${name}_building`)}`).catch(() => undefined);
      const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, `${name}_building`) });
      await database.close();
      await admin.query(`alter database ${pg.escapeIdentifier(`${name}_building`)} rename to ${pg.escapeIdentifier(name)}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(72631)').catch(() => undefined);
    await admin.end();
  }
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const url = requireUrl();
  const template = await templateDatabaseName();
  const name = `rt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = withDatabase(url, name);
  const opened: Database[] = [];
  return {
    kind: 'postgres',
    async open() {
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
      opened.push(database);
      return database;
    },
    async drop() {
      await Promise.allSettled(opened.map((d) => d.close()));
      await dropPostgresDatabase(url, name);
    },
  };
}

/**
 * A database with nothing in it, not even the migrations (a new PGlite, or a new PostgreSQL database): for the
 * tests of the migrations themselves.
 */
export async function createEmptyDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const client = await newPglite();
    return { db: drizzlePglite(client) as unknown as Db, drop: () => client.close() };
  }
  const url = requireUrl();
  const name = `rt_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 2 });
  return {
    db: drizzlePg(pool) as unknown as Db,
    async drop() {
      await pool.end();
      await dropPostgresDatabase(url, name);
    },
  };
}

/**
 * A pool's `end()` resolves before its connections have closed: they are waited for (a few seconds at most), so that
 * `with (force)` has nobody left to terminate — a client terminated while closing reports an error nobody handles,
 * which fails the whole run.
 */
async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await client.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}
