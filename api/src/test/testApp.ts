import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject as injected } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { openDatabase } from '../db/connection.ts';
import type { Db } from '../db/database.ts';
import { createPostgresDatabase, onPostgres } from './testDatabase.ts';

export const TEST_TOKEN = 'Bearer test-token-123';

export interface TestApp {
  app: FastifyInstance;
  /** The test's folder: its SQLite file (journal.db), files and outbox. */
  dir: string;
  /** Where its database is: the SQLite file, or the PostgreSQL URL. */
  location: string;
  /** A second connection to the app's database, for a test that reads or changes it behind the API's back. */
  db: () => Promise<Db>;
  /** POST a call with the Authorization header and a JSON payload (omit payload for no body). */
  post: (url: string, payload?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/**
 * A fresh API on its own temporary database, for one test file: a copy of the database the run seeded once
 * (seededTemplate.ts), unless the test asks for its own first start (a database path, no seed, onSeeded).
 * On PostgreSQL the database is created for the test with a unique name and dropped by `close`.
 */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-api-test-'));
  const dbPath = path.join(dir, 'journal.db');
  const firstStart = options.dbPath !== undefined || options.seed === false || options.onSeeded !== undefined;
  const postgres = onPostgres
    ? await createPostgresDatabase(firstStart ? undefined : injected('seededDatabase'))
    : undefined;
  if (!firstStart && !postgres) fs.copyFileSync(injected('seededDatabase'), dbPath);
  const location = postgres?.url ?? options.dbPath ?? dbPath;
  const app = buildApp({ dbPath, token: TEST_TOKEN, ...(postgres ? { databaseUrl: postgres.url } : {}), ...options });
  const opened: Db[] = [];
  try {
    await app.ready();
  } catch (error) {
    await postgres?.drop();
    throw error;
  }
  return {
    app,
    dir,
    location,
    db: async () => {
      const db = await openDatabase(location);
      opened.push(db);
      return db;
    },
    post: (url, payload, headers = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: {
          authorization: TEST_TOKEN,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
      }),
    inject: (opts) => app.inject(opts),
    close: async () => {
      await app.close();
      for (const db of opened) await db.close();
      await postgres?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A test app listening on a free loopback port, for tests that need a real socket. */
export async function createListeningTestApp(
  options: Partial<BuildAppOptions> = {},
): Promise<TestApp & { port: number }> {
  const server = await createTestApp(options);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...server, port: (server.app.server.address() as AddressInfo).port };
}

/** Sorted keys, for exact shape comparisons. */
export function keysOf(value: unknown): string[] {
  return Object.keys(value as object).sort();
}

export const AUTHOR_KEYS = ['author_1', 'author_2', 'author_3', 'author_4', 'author_5', 'author_6'];
export const PAGINATION_KEYS = ['current_page', 'per_page', 'total_items', 'total_pages'];

/** docs/api.md: the long names of an archive paper in a list (ArchivePaperSummary: what a card shows). */
export const ARCHIVE_PAPER_KEYS = [
  'paper_id',
  'paper_title',
  'paper_uniqueid',
  'paper_doi',
  'year',
  'volume',
  'issue',
  'paper_month',
  'paper_pages',
  'paper_elocation',
  'paper_url',
  ...AUTHOR_KEYS,
].sort();

/** docs/api.md: the short keys of the detail answer (extra keys are allowed). */
export const PAPER_DETAIL_SHORT_KEYS = [
  'id',
  'title',
  'abstract',
  'month',
  'author',
  'url',
  'doi',
  'articletype',
  'pages',
  'uniqueid',
  'created_time',
  'references',
  'citation',
  'designation',
  'doi_Link',
];

/** docs/api.md: conference paper and thesis list item fields. */
export const CONFERENCE_PAPER_SPEC_KEYS = [
  'id',
  'title',
  ...AUTHOR_KEYS,
  'year',
  'month',
  'updated_at',
  'pages',
  'pdf_url',
];
export const THESIS_ITEM_KEYS = ['id', 'title', ...AUTHOR_KEYS, 'month', 'year', 'volume', 'pages', 'paper_url'].sort();
