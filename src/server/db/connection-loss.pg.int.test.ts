import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMobile } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { isDatabaseUnavailable } from './availability';
import type { Database } from './client';

/**
 * design §13 on PostgreSQL: a restart, a failover or `pg_terminate_backend` ends connections the app holds in
 * the middle of transactions; the process must live on, answer 503 (or succeed) and get its pool back by itself.
 * A database refusing connections (`allow_connections false`, SQLSTATE 55000) is 503 as well.
 */
describe('connections lost during transactions (PostgreSQL)', () => {
  let database: TestDatabase;
  let opened: Database;
  let name: string;
  let t: TestApp;
  let pool: pg.Pool;

  /** From the server's maintenance database, which stays open when this one refuses connections. */
  const asAdmin = async <T>(run: (admin: pg.Client) => Promise<T>): Promise<T> => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      return await run(admin);
    } finally {
      await admin.end();
    }
  };
  const terminateAll = () =>
    asAdmin(async (admin) => {
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query not ilike 'listen%'",
        [name],
      );
      return rows.length;
    });
  const verifyPhone = () =>
    t.app.inject({ method: 'POST', url: '/api/customers/verify-phone', payload: { phoneNumber: nextMobile() } });

  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await database.open();
    name = new URL(opened.url!).pathname.slice(1);
    pool = (opened.db as unknown as { $client: pg.Pool }).$client;
    t = await startTestApp(opened, { env: { OTP_IP_SENDS_PER_HOUR: '100000' } });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('a backend ended between two statements of a transaction raises no unhandled error, and the pool carries on', async () => {
    const client = await pool.connect();
    await client.query('begin');
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    await asAdmin((admin) => admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]));
    // The server's goodbye arrives while no statement is running: before, an `error` event nobody handled.
    await ended;
    const next = await client.query('select 1').then(
      () => null,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(next)).toBe(true);
    client.release();
    const after = (await opened.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
    expect(after.rows).toEqual([{ one: 1 }]);
  });

  it('30 sign-ins in flight while every backend is ended, three rounds: each 200 or 503 with Retry-After, then 200 again', async () => {
    for (let round = 0; round < 3; round++) {
      await Promise.all(Array.from({ length: 5 }, verifyPhone));
      const requests = Array.from({ length: 30 }, verifyPhone);
      await terminateAll();
      const answers = await Promise.all(requests);
      for (const answer of answers) {
        expect([200, 503]).toContain(answer.statusCode);
        if (answer.statusCode === 503) expect(answer.headers['retry-after']).toBe('5');
      }
      expect((await verifyPhone()).statusCode).toBe(200);
      // Every connection is back in the pool: none was kept by a transaction its loss interrupted.
      expect(pool.totalCount - pool.idleCount).toBe(0);
    }
  });

  it('a database refusing connections (55000, allow_connections false) answers 503, and serves again once it accepts', async () => {
    await asAdmin((admin) => admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections false`));
    try {
      await terminateAll();
      const answers = await Promise.all(Array.from({ length: 10 }, verifyPhone));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json()).toMatchObject({ code: 'database_unavailable' });
      }
    } finally {
      await asAdmin((admin) => admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections true`));
    }
    expect((await verifyPhone()).statusCode).toBe(200);
  });
});
