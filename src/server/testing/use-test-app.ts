import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestContext = TestApp & { database: TestDatabase };

/**
 * The usual frame of an integration test file: a clean database and the real app on it before the
 * file's tests, both closed after. Fields are filled in before the first test runs.
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const database = await createTestDatabase();
    Object.assign(context, await startTestApp(await database.open(), options), { database });
  });
  afterAll(async () => {
    await context.close?.();
    await context.database?.drop();
  });
  return context;
}
