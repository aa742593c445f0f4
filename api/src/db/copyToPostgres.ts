import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from './connection.ts';
import type { Db } from './database.ts';
import { migrations } from './migrations.ts';
import { statement } from './statements.ts';

/**
 * Moving a journal from the embedded SQLite file to PostgreSQL (`npm run db:copy`, docs/deployment.md):
 * every table of content and reader data, row for row with the same ids, into a PostgreSQL database
 * that holds no journal yet, in one transaction; then every table is read back from both sides in
 * primary-key order and compared by row count and a SHA-256 of its rows. Tables the triggers fill
 * (authorships, paper keywords) are not copied: PostgreSQL's own triggers fill them as the rows arrive,
 * and they are compared like the others. The search vectors are generated columns.
 */
export const COPIED_TABLES = [
  'issues',
  'papers',
  'moved_papers',
  'conferences',
  'conference_papers',
  'theses',
  'topics',
  'blog_posts',
  'blog_tags',
  'editorial_members',
  'contact_messages',
  'newsletter_subscribers',
  'seed_info',
  'rate_limit_hits',
  'usage_monthly',
  'usage_last_use',
  'usage_salts',
] as const;
const DERIVED_TABLES = ['authorships', 'paper_keywords'] as const;
/** Tables whose ids PostgreSQL hands out itself for new rows: their sequences continue after the copied ids. */
const IDENTITY_TABLES = ['contact_messages', 'newsletter_subscribers'] as const;
const BATCH = 500;

export interface TableCheck {
  table: string;
  rows: number;
  checksum: string;
  /** Filled by triggers on each side, not copied. */
  derived: boolean;
}

export class CopyRefused extends Error {}

interface Column {
  name: string;
  pk: number;
}

function columnsOf(source: Database.Database, table: string): Column[] {
  return source.prepare(`PRAGMA table_info(${table})`).all() as Column[];
}

/** The primary key's columns in key order (the order both engines list rows in for the checksum). */
function keyOf(columns: Column[]): string[] {
  return columns
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);
}

const quote = (name: string) => `"${name}"`;

/** A value as the checksum reads it, the same from either engine. */
function canonical(value: unknown): string {
  if (value === null || value === undefined) return '\u0000null';
  if (Buffer.isBuffer(value)) return `\u0000hex:${value.toString('hex')}`;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return `\u0000number:${value}`;
  return JSON.stringify(value);
}

/**
 * Reads a table in key order, a batch at a time, each batch after the last key read (keyset paging: a
 * batch costs the same at the end of a 100,000-row table as at its start, where OFFSET reads every row
 * before it again).
 */
async function readChecked(
  read: (after: unknown[] | null) => Promise<Array<Record<string, unknown>>>,
  columns: string[],
  key: string[],
): Promise<{ rows: number; checksum: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  let after: unknown[] | null = null;
  for (;;) {
    const batch = await read(after);
    for (const row of batch) hash.update(JSON.stringify(columns.map((c) => canonical(row[c]))));
    rows += batch.length;
    if (batch.length < BATCH) break;
    const last = batch[batch.length - 1]!;
    after = key.map((name) => last[name]);
  }
  return { rows, checksum: hash.digest('hex') };
}

/** The statements of one batch: the first one, and the ones after a key. */
function batchSql(table: string, names: string[], key: string[]) {
  const select = `SELECT ${names.map(quote).join(', ')} FROM ${table}`;
  const order = `ORDER BY ${key.map(quote).join(', ')} LIMIT ${BATCH}`;
  return {
    first: `${select} ${order}`,
    after: `${select} WHERE (${key.map(quote).join(', ')}) > (${key.map(() => '?').join(', ')}) ${order}`,
  };
}

/** Row counts and checksums of every copied and derived table, from the SQLite file. */
export async function checksumsOfSqlite(source: Database.Database): Promise<TableCheck[]> {
  const checks: TableCheck[] = [];
  for (const table of [...COPIED_TABLES, ...DERIVED_TABLES]) {
    const all = columnsOf(source, table);
    const names = all.map((c) => c.name);
    const key = keyOf(all);
    const sql = batchSql(table, names, key);
    const first = source.prepare(sql.first);
    const after = source.prepare(sql.after);
    const result = await readChecked(
      (last) => Promise.resolve((last ? after.all(...last) : first.all()) as Array<Record<string, unknown>>),
      names,
      key,
    );
    checks.push({ table, ...result, derived: (DERIVED_TABLES as readonly string[]).includes(table) });
  }
  return checks;
}

/** The same counts and checksums read from PostgreSQL, over the SQLite table's columns. */
export async function checksumsOfPostgres(target: Db, source: Database.Database): Promise<TableCheck[]> {
  const checks: TableCheck[] = [];
  for (const table of [...COPIED_TABLES, ...DERIVED_TABLES]) {
    const all = columnsOf(source, table);
    const names = all.map((c) => c.name);
    const key = keyOf(all);
    const sql = batchSql(table, names, key);
    const first = statement(target, sql.first);
    const after = statement(target, sql.after);
    const result = await readChecked(
      (last) => (last ? after.all<Record<string, unknown>>(last) : first.all<Record<string, unknown>>([])),
      names,
      key,
    );
    checks.push({ table, ...result, derived: (DERIVED_TABLES as readonly string[]).includes(table) });
  }
  return checks;
}

/** Refuses a target that holds any row of the journal: a copy never merges into or overwrites a journal. */
async function assertEmpty(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = new Set(
      (
        await client.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
      ).rows.map((r) => r.tablename),
    );
    const holding: string[] = [];
    for (const table of tables) {
      if (table === 'schema_migrations') continue;
      const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS any`);
      if (rows[0]?.any) holding.push(table);
    }
    if (holding.length > 0) {
      throw new CopyRefused(
        `The target database is not empty (rows in ${holding.sort().join(', ')}): copy into a new, empty database.`,
      );
    }
  } finally {
    await client.end();
  }
}

/** The SQLite file's schema must be the one the PostgreSQL schema mirrors: a file the API has started on. */
function assertCurrent(source: Database.Database, file: string): void {
  const latest = Math.max(...migrations.map((m) => m.version));
  const hasTable = source
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .get();
  const version = hasTable
    ? ((source.prepare('SELECT max(version) FROM schema_migrations').pluck().get() as number | null) ?? 0)
    : 0;
  if (version !== latest) {
    throw new CopyRefused(
      `${file} is at schema version ${version}, not ${latest}: start the API once on it (npm start with JOURNAL_DB) to migrate it, then copy.`,
    );
  }
}

export interface CopyReport {
  tables: TableCheck[];
  mismatches: string[];
}

/** Copies the SQLite journal at `file` into the empty PostgreSQL database at `url`, and checks the copy. */
export async function copyToPostgres(
  file: string,
  url: string,
  log: (line: string) => void = () => {},
): Promise<CopyReport> {
  let source: Database.Database;
  try {
    source = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new CopyRefused(`No SQLite database at ${file}.`);
  }
  try {
    assertCurrent(source, file);
    await assertEmpty(url);
    const target = await openDatabase(url);
    try {
      // The source is read in one snapshot (a read transaction), so a running API's writes meanwhile
      // are either all in the copy or none.
      source.exec('BEGIN');
      await target.transaction(async (tx) => {
        // The schema's triggers fill authorships and keywords; nothing else is in the target yet.
        for (const table of [...DERIVED_TABLES]) await statement(tx, `DELETE FROM ${table}`).run();
        for (const table of COPIED_TABLES) {
          const names = columnsOf(source, table).map((c) => c.name);
          const list = names.map(quote).join(', ');
          const select = source.prepare(`SELECT ${list} FROM ${table}`);
          let batch: unknown[][] = [];
          let copied = 0;
          const flush = async () => {
            if (batch.length === 0) return;
            const rows = batch.map((_, r) => `(${names.map((__, c) => `$${r * names.length + c + 1}`).join(', ')})`);
            await statement(tx, `INSERT INTO ${table} (${list}) VALUES ${rows.join(', ')}`).run(batch.flat());
            copied += batch.length;
            batch = [];
          };
          for (const row of select.raw().iterate() as Iterable<unknown[]>) {
            batch.push(row);
            if (batch.length === BATCH) await flush();
          }
          await flush();
          log(`  ${table}: ${copied} rows`);
        }
        for (const table of IDENTITY_TABLES) {
          await statement(
            tx,
            `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 1), max(id) IS NOT NULL) FROM ${table}`,
          ).run();
        }
      });
      // Statistics for the planner now, not whenever autovacuum comes (if it is on): without them it guesses
      // a search's matches by the thousand and picks slow plans (docs/deployment.md, "PostgreSQL settings").
      // Every table: those copied, those the triggers filled, and the empty ones (planned as empty, not guessed).
      await statement(target, 'ANALYZE').run();
      log('  analyzed every table (statistics for the planner)');
      const expected = await checksumsOfSqlite(source);
      source.exec('COMMIT');
      const copied = await checksumsOfPostgres(target, source);
      const mismatches = expected.flatMap((want, i) => {
        const got = copied[i];
        if (got?.rows !== want.rows) return [`${want.table}: ${want.rows} rows in SQLite, ${got?.rows} in PostgreSQL`];
        if (got.checksum !== want.checksum)
          return [
            `${want.table}: the rows differ (checksums ${want.checksum.slice(0, 12)}, ${got.checksum.slice(0, 12)})`,
          ];
        return [];
      });
      return { tables: copied, mismatches };
    } finally {
      if (source.inTransaction) source.exec('ROLLBACK');
      await target.close();
    }
  } finally {
    source.close();
  }
}
