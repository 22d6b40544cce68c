import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client';

/**
 * Applies the pending migration files in order, each in a transaction of its own.
 *
 * Drizzle's own `migrate` applies every pending file in one transaction, and PostgreSQL refuses to use an enum
 * value added by `ALTER TYPE … ADD VALUE` before the transaction that added it commits ("unsafe use of new
 * value"): 0005 adds ride statuses that 0006's partial index names, so a database several files behind could not
 * be brought up to date in one go. The bookkeeping is drizzle's (the `drizzle.__drizzle_migrations` table, its
 * hash and `created_at`, "pending" meaning newer than the latest applied), so databases migrated before keep
 * working, and a file stopped half-way leaves nothing behind: its transaction rolls back and the next start
 * applies it again.
 */
export async function applyMigrations(db: Db, migrationsFolder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  // Both drivers (pg, PGlite) answer raw queries with `{ rows }`.
  const latest = (await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: Array<{ created_at: string | number }> };
  const appliedUpTo = latest.rows[0] ? Number(latest.rows[0].created_at) : -Infinity;

  for (const migration of migrations) {
    if (migration.folderMillis <= appliedUpTo) continue;
    await db.transaction(async (tx) => {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    });
  }
}
