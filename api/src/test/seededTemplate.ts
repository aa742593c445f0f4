import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connection.ts';
import { seedIfEmpty } from '../seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database seeded once for the whole run; createTestApp copies it (docs/api.md, "Tests"). */
    seededDatabase: string;
  }
}

/**
 * Vitest global set-up of the API project: seeds one database before any test file runs. The seed writes
 * every paper as JATS and imports it (docs/content.md), about 2 s of CPU; copying the seeded file instead
 * of seeding again in each of the test files keeps the project's run short.
 */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-api-template-'));
  const file = path.join(dir, 'journal.db');
  const db = openDatabase(file);
  seedIfEmpty(db);
  db.close();
  project.provide('seededDatabase', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
