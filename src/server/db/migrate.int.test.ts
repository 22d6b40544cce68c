import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../testing/test-database';
import { type Db, migrationsFolder } from './client';
import { isUniqueViolation } from './errors';
import { applyMigrations } from './migrate';
import { ONE_RIDE_UNDER_WAY_PER_DRIVER } from './schema';

/**
 * The migrations on both databases, from nothing and from the schema before the ride lifecycle (0004) with
 * rows in it. 0005 adds ride statuses that 0006's partial index names: PostgreSQL refuses that inside one
 * transaction, which is why each file is applied in a transaction of its own (db/migrate.ts).
 */
const BEFORE_LIFECYCLE = '0004_sms_outbox';
/** The schema before design §14's seats and features (0017). */
const BEFORE_RIGHT_TAXI = '0016_fare_tariffs_receipts';

interface Journal {
  entries: Array<{ tag: string }>;
}

/** A copy of the migrations folder that stops at `lastTag`: a deployment that has not updated yet. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'rt-migrations-'));
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  const entries = journal.entries.slice(0, last + 1);
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const ids = {
  customer: '11111111-1111-4111-8111-111111111111',
  driverA: '22222222-2222-4222-8222-22222222222a',
  driverB: '22222222-2222-4222-8222-22222222222b',
  pending: '33333333-3333-4333-8333-333333333331',
  accepted: '33333333-3333-4333-8333-333333333332',
  completed: '33333333-3333-4333-8333-333333333333',
};

/** What a deployment at 0004 holds: a customer, two drivers, a ride searching, one under way, one rated. */
async function seedBeforeLifecycle(db: Db): Promise<void> {
  await db.execute(sql`insert into customers (id, phone_number) values (${ids.customer}, '+393471234567')`);
  await db.execute(sql`
    insert into drivers (id, name, phone_number, license_plate, car_model, is_available, last_latitude, last_longitude)
    values (${ids.driverA}, 'Paolo Conti', '+393470000001', 'AB123CD', 'Fiat Tipo', true, 41.64, 13.34),
           (${ids.driverB}, 'Anna Neri', '+393470000002', 'EF456GH', 'Toyota Yaris', false, null, null)`);
  await db.execute(sql`
    insert into rides (id, customer_id, customer_phone, pickup_address, dropoff_address, request_type, status,
                       accepted_driver_id, accepted_at, completed_at, expires_at)
    values (${ids.pending}, ${ids.customer}, '+393471234567', 'Via Roma 1', 'Stazione', 'immediate', 'pending', null, null, null, now() + interval '90 seconds'),
           (${ids.accepted}, ${ids.customer}, '+393471234567', 'Via Roma 2', 'Ospedale', 'immediate', 'accepted', ${ids.driverA}, now(), null, now()),
           (${ids.completed}, ${ids.customer}, '+393471234567', 'Via Roma 3', 'Centro', 'immediate', 'completed', ${ids.driverB}, now(), now(), now())`);
  await db.execute(sql`
    insert into ratings (ride_id, customer_id, driver_id, rating) values (${ids.completed}, ${ids.customer}, ${ids.driverB}, 4)`);
}

/** What the lifecycle needs of the schema, checked through the database itself. */
async function expectLifecycleSchema(db: Db): Promise<void> {
  const labels = await rows<{ label: string }>(
    db,
    sql`select enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid where t.typname = 'ride_status' order by e.enumsortorder`,
  );
  expect(labels.map((l) => l.label)).toEqual(['pending', 'accepted', 'arrived', 'on_board', 'completed', 'cancelled', 'expired', 'no_show']);
  const indexes = await rows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes where tablename = 'rides' and indexname like 'rides_one_%'`,
  );
  expect(indexes).toHaveLength(1);
  expect(indexes[0]!.name).toBe('rides_one_under_way_per_driver_uq');
  for (const status of ['accepted', 'arrived', 'on_board']) expect(indexes[0]!.definition).toContain(`'${status}'`);
  const columns = await rows<{ column: string }>(
    db,
    sql`select table_name || '.' || column_name as column from information_schema.columns
         where (table_name = 'rides' and column_name in ('arrived_at', 'on_board_at'))
            or (table_name = 'drivers' and column_name = 'location_simulated')
            or table_name = 'ride_events'
         order by 1`,
  );
  expect(columns.map((c) => c.column)).toEqual([
    'drivers.location_simulated',
    'ride_events.actor_id',
    'ride_events.actor_role',
    'ride_events.at',
    'ride_events.details',
    'ride_events.id',
    'ride_events.ride_id',
    'ride_events.type',
    'rides.arrived_at',
    'rides.on_board_at',
  ]);
}

const applied = async (db: Db) => (await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n;

describe('migrations', () => {
  let journalLength: number;
  beforeAll(async () => {
    journalLength = (JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal).entries.length;
  });

  describe('from an empty database', () => {
    let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
    beforeAll(async () => {
      database = await createEmptyDatabase();
    });
    afterAll(async () => {
      await database?.drop();
    });

    it('reaches the current schema, and applying again changes nothing', async () => {
      await applyMigrations(database.db, migrationsFolder);
      await expectLifecycleSchema(database.db);
      expect(await applied(database.db)).toBe(journalLength);
      await applyMigrations(database.db, migrationsFolder);
      expect(await applied(database.db)).toBe(journalLength);
    });
  });

  describe(`from ${BEFORE_LIFECYCLE} with rows`, () => {
    let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
    let today: string;
    beforeAll(async () => {
      database = await createEmptyDatabase();
      today = await migrationsUpTo(BEFORE_LIFECYCLE);
      await applyMigrations(database.db, today);
      await seedBeforeLifecycle(database.db);
    });
    afterAll(async () => {
      await database?.drop();
      if (today) await rm(today, { recursive: true, force: true });
    });

    it('brings the database up to date in one start, keeping every row', async () => {
      const { db } = database;
      await applyMigrations(db, migrationsFolder);
      await expectLifecycleSchema(db);
      expect(await applied(db)).toBe(journalLength);

      const rides = await rows<{ id: string; status: string; driver: string | null }>(
        db,
        sql`select id, status::text as status, accepted_driver_id as driver from rides order by id`,
      );
      expect(rides).toEqual([
        { id: ids.pending, status: 'pending', driver: null },
        { id: ids.accepted, status: 'accepted', driver: ids.driverA },
        { id: ids.completed, status: 'completed', driver: ids.driverB },
      ]);
      const drivers = await rows<{ name: string; simulated: boolean; latitude: number | null; total: number }>(
        db,
        sql`select name, location_simulated as simulated, last_latitude as latitude, total_ratings as total from drivers order by name`,
      );
      expect(drivers).toEqual([
        { name: 'Anna Neri', simulated: false, latitude: null, total: 0 },
        { name: 'Paolo Conti', simulated: false, latitude: 41.64, total: 0 },
      ]);
      expect((await rows<{ n: number }>(db, sql`select count(*)::int as n from ratings`))[0]!.n).toBe(1);
    });

    it('then takes the new statuses, keeps a driver to one ride under way, and records history', async () => {
      const { db } = database;
      await db.execute(sql`update rides set status = 'arrived', arrived_at = now() where id = ${ids.accepted}`);
      await db.execute(sql`update rides set status = 'on_board', on_board_at = now() where id = ${ids.accepted}`);
      // Driver A is on board with a passenger: a second ride under way for them is refused by the index.
      const second = await db
        .execute(sql`update rides set status = 'accepted', accepted_driver_id = ${ids.driverA} where id = ${ids.pending}`)
        .then(() => null, (err: unknown) => err);
      expect(isUniqueViolation(second, ONE_RIDE_UNDER_WAY_PER_DRIVER)).toBe(true);
      await db.execute(
        sql`insert into ride_events (ride_id, at, type, actor_role, actor_id) values (${ids.accepted}, now(), 'on_board', 'driver', ${ids.driverA})`,
      );
      expect((await rows<{ n: number }>(db, sql`select count(*)::int as n from ride_events`))[0]!.n).toBe(1);
    });
  });

  describe(`from ${BEFORE_RIGHT_TAXI} with a taxi and a ride`, () => {
    let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
    let today: string;
    beforeAll(async () => {
      database = await createEmptyDatabase();
      today = await migrationsUpTo(BEFORE_RIGHT_TAXI);
      await applyMigrations(database.db, today);
      await seedBeforeLifecycle(database.db);
    });
    afterAll(async () => {
      await database?.drop();
      if (today) await rm(today, { recursive: true, force: true });
    });

    it('keeps every registered taxi a four-seat saloon with no features, and every ride open to any taxi', async () => {
      const { db } = database;
      await applyMigrations(db, migrationsFolder);
      expect(await applied(db)).toBe(journalLength);
      const drivers = await rows<{ name: string; seats: number; features: string[] }>(db, sql`select name, seats, features from drivers order by name`);
      expect(drivers).toEqual([
        { name: 'Anna Neri', seats: 4, features: [] },
        { name: 'Paolo Conti', seats: 4, features: [] },
      ]);
      const requirements = await rows<{ requirements: string[] }>(db, sql`select requirements from rides`);
      expect(requirements).toEqual([{ requirements: [] }, { requirements: [] }, { requirements: [] }]);
    });

    it('then refuses a seat count or a feature outside the shared lists', async () => {
      const { db } = database;
      const refused = (query: ReturnType<typeof sql>) => db.execute(query).then(() => 'accepted', () => 'refused');
      expect(await refused(sql`update drivers set seats = 3 where id = ${ids.driverA}`)).toBe('refused');
      expect(await refused(sql`update drivers set features = '{jacuzzi}' where id = ${ids.driverA}`)).toBe('refused');
      expect(await refused(sql`update rides set requirements = '{jacuzzi}' where id = ${ids.pending}`)).toBe('refused');
      expect(await refused(sql`update drivers set seats = 7, features = '{wheelchair,large_boot}' where id = ${ids.driverA}`)).toBe('accepted');
    });
  });
});
