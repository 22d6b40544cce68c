import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestContext = TestApp & { database: TestDatabase };

/**
 * The frame of every integration test file: a clean database and the real app on it before the file's tests,
 * both closed after, and the app's clock back to real time before each test (a test that needs a moment sets
 * it in its own `beforeEach`, which runs after this one). Fields are filled in before the first test runs.
 *
 * `options` may be a function, for what exists only once the file's own `beforeAll` has run (declared before
 * this call), such as a fake geocoder's address. `alongside`: another instance of the app on the same
 * database, as two instances behind one load balancer.
 */
export function useTestApp(
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
  { alongside }: { alongside?: TestContext } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const database = alongside ? alongside.database : await createTestDatabase();
    const resolved = typeof options === 'function' ? await options() : options;
    Object.assign(context, await startTestApp(await database.open(), resolved), { database });
  });
  beforeEach(() => context.clock.reset());
  afterAll(async () => {
    await context.close?.();
    if (!alongside) await context.database?.drop();
  });
  return context;
}

/** A clean database without an app, for tests of a part that works on the database alone (the bus). */
export function useTestDatabase(): { database: TestDatabase } {
  const context = {} as { database: TestDatabase };
  beforeAll(async () => {
    context.database = await createTestDatabase();
  });
  afterAll(async () => {
    await context.database?.drop();
  });
  return context;
}
