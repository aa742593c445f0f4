import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPackageDir } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import { query } from './query.ts';
import { createPostgresDatabase, onPostgres, type TestPostgres } from './testDatabase.ts';

/**
 * Ten API processes starting together on an empty database (the first start of a cluster): on
 * SQLite each migration takes the write lock, on PostgreSQL they run under an advisory lock
 * (db/postgres.ts). Every process comes up on the same schema and exactly one seeds.
 */
const run = promisify(execFile);
const PROCESSES = 10;

let dir: string;
let postgres: TestPostgres | undefined;
let location: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-together-'));
  postgres = onPostgres ? await createPostgresDatabase() : undefined;
  location = postgres?.url ?? path.join(dir, 'race', 'journal.db');
});
afterAll(async () => {
  await postgres?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe(`migrations and the first seed with ${PROCESSES} processes starting together`, () => {
  it('all start, exactly one seeds, and every migration is applied once', async () => {
    const startAt = Date.now() + 8_000; // time for the processes to load their modules
    const results = await Promise.all(
      Array.from({ length: PROCESSES }, () =>
        run(process.execPath, ['--import', 'tsx', 'src/test/openTogether.ts', location, String(startAt)], {
          cwd: apiPackageDir,
          timeout: 240_000,
        }).then(
          ({ stdout }) => JSON.parse(stdout) as { seeded: boolean; applied: number; expected: number },
          (error: unknown) => {
            // The cause on the message's first line, where a summary of failed tests shows it.
            const { stderr, message } = error as Error & { stderr?: string };
            throw new Error(`a process failed: ${failureOf(stderr) ?? message}`, { cause: error });
          },
        ),
      ),
    );
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    for (const result of results) expect(result.applied).toBe(result.expected);
    const db: Db = await openDatabase(location);
    try {
      expect(await query(db, sql`SELECT count(*) FROM seed_info WHERE key = ${'seeded_at'}`).value()).toBe(1);
      expect(await query(db, sql`SELECT count(*) FROM schema_migrations`).value()).toBe(results[0]?.expected);
      if (db.sqlite) expect(db.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      await db.close();
    }
  }, 240_000);
});

/** The error and the first line of the API's own code it was thrown from, to be read in a summary of failed tests. */
function failureOf(stderr: string | undefined): string | undefined {
  const lines = stderr?.split('\n').map((line) => line.trim()) ?? [];
  const error = lines.findIndex((line) => /error/i.test(line));
  if (error < 0) return undefined;
  const where = lines.slice(error).find((line) => /^at .*\/src\//.test(line));
  return where ? `${lines[error]} (${where})` : lines[error];
}
