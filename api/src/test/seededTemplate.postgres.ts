import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connection.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { createPostgresDatabase } from './testDatabase.ts';

/**
 * Global set-up of the API's PostgreSQL project (vitest.postgres.config.ts): seeds one database on the
 * test server, which createTestApp copies with CREATE DATABASE ... TEMPLATE; dropped when the run ends.
 * (It runs in Vitest's main process, where the project's JOURNAL_TEST_ENGINE is not set.)
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createPostgresDatabase();
  const db = await openDatabase(template.url);
  await seedIfEmpty(db);
  await db.close();
  project.provide('seededDatabase', template.name);
  return template.drop;
}
