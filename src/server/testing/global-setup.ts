import type { TestProject } from 'vitest/node';
import { ensurePgliteInitdb, ensurePostgresTemplate } from './test-database';

/** The project's `env` reaches the test workers, not this hook, so it is read from the project. */
export default async function setup(project: TestProject): Promise<void> {
  if (project.config.env?.TEST_DB === 'postgres') await ensurePostgresTemplate();
  else await ensurePgliteInitdb();
}
