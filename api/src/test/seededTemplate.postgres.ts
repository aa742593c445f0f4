import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connection.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { createPostgresDatabase } from './testDatabase.ts';

/**
 * Global set-up of the API's PostgreSQL project (vitest.postgres.config.ts): seeds one database on the
 * test server, which createTestApp copies with CREATE DATABASE ... TEMPLATE, and migrates an empty one,
 * which openTestDatabase copies (a copy takes about a tenth of the 0.4 s the migrations take on a new
 * database); both dropped when the run ends. (It runs in Vitest's main process, where the project's
 * JOURNAL_TEST_ENGINE is not set.)
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seeded = await createPostgresDatabase();
  const db = await openDatabase(seeded.url);
  await seedIfEmpty(db);
  await db.close();
  const empty = await createPostgresDatabase();
  await (await openDatabase(empty.url)).close();
  project.provide('seededDatabase', seeded.name);
  project.provide('emptyDatabase', empty.name);
  return async () => {
    await seeded.drop();
    await empty.drop();
  };
}
