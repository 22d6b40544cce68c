import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { keepConnectionLossesHandled, retryReadsOnce } from './availability';
import { applyMigrations } from './migrate';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /** Human description for the start-up line, without credentials. */
  description: string;
  /** PostgreSQL only: the connection string, for the LISTEN/NOTIFY bus's own connection. */
  url?: string;
  /** PostgreSQL only: the pool's connections now, for the metrics. PGlite runs in the process, without a pool. */
  pool?: () => PoolStats;
  close(): Promise<void>;
}

/** Same relative path in `src/server/db/` (dev, tests) and in the bundled `dist/server/` (production). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant: serialises migrations when several instances start on one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_263_144;

export async function openDatabase(target: DatabaseTarget, options: { pool?: pg.PoolConfig } = {}): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 20, ...options.pool });
    keepConnectionLossesHandled(pool, (err) => console.error(`Connessione al database persa: ${err.message}`));
    retryReadsOnce(pool);
    const db = drizzlePg(pool, { schema, casing: undefined }) as unknown as Db;
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await applyMigrations(drizzlePg(client, { schema }) as unknown as Db, migrationsFolder);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
    const url = new URL(target.url);
    return {
      db,
      kind: 'postgres',
      url: target.url,
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => pool.end(),
    };
  }
  await mkdir(target.dataDir, { recursive: true });
  // pg_trgm backs the admin ride search indexes (migration 0001).
  const client = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm } });
  return wrapPglite(client, `PGlite embedded (${target.dataDir})`);
}

/** Exposed for tests, which share one in-memory PGlite per worker. */
export async function wrapPglite(client: PGlite, description: string): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await applyMigrations(db, migrationsFolder);
  return { db, kind: 'pglite', description, close: () => client.close() };
}

export async function isDatabaseReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1 from ${schema.rides} limit 1`);
    return true;
  } catch {
    return false;
  }
}
