import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/connection.ts';
import type { Db, Engine } from '../db/database.ts';

/**
 * The engine the API tests run on: the embedded SQLite file by default, PostgreSQL in the second API
 * project of `npm test` (api/vitest.postgres.config.ts sets JOURNAL_TEST_ENGINE=postgres). Each
 * PostgreSQL test database is created for the test that needs it, with a unique name, and dropped
 * after it (docs/api.md, "Tests").
 */
export const TEST_ENGINE: Engine = process.env.JOURNAL_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
export const onPostgres = TEST_ENGINE === 'postgres';

/** The server the PostgreSQL tests create their databases on (any database of it, for the CREATE DATABASE). */
export const POSTGRES_SERVER = process.env.JOURNAL_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the test server. */
export function postgresUrl(name: string): string {
  const url = new URL(POSTGRES_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestPostgres {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/** A new, uniquely named PostgreSQL database (a copy of `template` when given); `drop` removes it. */
export async function createPostgresDatabase(template?: string): Promise<TestPostgres> {
  const name = `journal_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onServer(async (client) => {
    // Copies of one template made at the same moment wait for each other ("being accessed by other users").
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        return;
      } catch (error) {
        if (!template || attempt >= 50 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return {
    name,
    url: postgresUrl(name),
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/**
 * An empty journal database on the test engine: SQLite in memory, or a new PostgreSQL database (a copy
 * of the project's migrated empty one, seededTemplate.postgres.ts, where the run made it). Closing it
 * also drops the PostgreSQL database.
 */
export async function openTestDatabase(): Promise<Db> {
  if (!onPostgres) return openDatabase(':memory:');
  const created = await createPostgresDatabase(inject('emptyDatabase'));
  const db = await openDatabase(created.url).catch(async (error: unknown) => {
    await created.drop();
    throw error;
  });
  return {
    ...db,
    close: async () => {
      await db.close();
      await created.drop();
    },
  };
}

/** A copy of the journal the run seeded once (seededTemplate.ts), on the test engine; closing it removes it. */
export async function openSeededTestDatabase(): Promise<Db> {
  const template = inject('seededDatabase');
  if (onPostgres) {
    const created = await createPostgresDatabase(template);
    const db = await openDatabase(created.url);
    return { ...db, close: () => db.close().then(created.drop) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-seeded-'));
  fs.copyFileSync(template, path.join(dir, 'journal.db'));
  const db = await openDatabase(path.join(dir, 'journal.db'));
  return { ...db, close: () => db.close().then(() => fs.rmSync(dir, { recursive: true, force: true })) };
}
