import { ensurePostgresTemplate, testDatabaseKind } from './test-database';

export default async function setup(): Promise<void> {
  if (testDatabaseKind() === 'postgres') await ensurePostgresTemplate();
}
