import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connection.ts';
import { seedIfEmpty } from '../seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A database seeded once for the whole run; createTestApp copies it (docs/api.md, "Tests"): a SQLite
     * file's path, or on PostgreSQL the name of a template database.
     */
    seededDatabase: string;
    /** On PostgreSQL, an empty database with every migration applied, which openTestDatabase copies. */
    emptyDatabase?: string;
  }
}

/**
 * Vitest global set-up of the API project: seeds one database before any test file runs. The seed writes
 * every paper as JATS and imports it (docs/content.md), about 2 s of CPU; copying the seeded database
 * instead of seeding again in each of the test files keeps the project's run short. The PostgreSQL
 * project's set-up is seededTemplate.postgres.ts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-api-template-'));
  const file = path.join(dir, 'journal.db');
  const db = await openDatabase(file);
  await seedIfEmpty(db);
  await db.close();
  project.provide('seededDatabase', file);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
