import { createHash } from 'node:crypto';
import { once } from 'node:events';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from './connection.ts';
import { WRITE_LOCK_KEY, type Db } from './database.ts';
import { LATEST_VERSION } from './migrations/index.ts';
import { analyze } from './postgres.ts';
import { POSTGRES_SEARCH_DOCUMENTS_REFILL } from './searchDocuments.ts';

/**
 * Moving a journal from the embedded SQLite file to PostgreSQL (`npm run db:copy`, docs/deployment.md):
 * every table of content and reader data, row for row with the same ids, into a PostgreSQL database
 * that holds no journal yet, in one transaction, with COPY (copyRows); then every table is read back
 * from both sides in primary-key order and compared by row count and a SHA-256 of its rows. The tables
 * triggers keep (authorships, paper keywords) are copied as SQLite's triggers filled them, PostgreSQL's
 * own triggers being off during the load, and compared like the others. The search documents
 * (`search_documents`, whose triggers are off too) are written from the copied rows after the load.
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
/** `maintenance_work_mem` while db:copy builds the indexes (a setting of its transaction only). */
const INDEX_BUILD_MEMORY = '512MB';
/** Rows per statement when reading a table back for its checksum. */
const BATCH = 500;

export interface TableCheck {
  table: string;
  rows: number;
  checksum: string;
  /** Kept by triggers on each side (copied as rows by db:copy). */
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

/**
 * One batch read from PostgreSQL, in raw `sql` with its values bound by Kysely: the table and its columns
 * are known only at run time (read from the SQLite file), which the typed builder cannot express.
 */
function batchAfter(table: string, names: string[], key: string[], after: unknown[] | null) {
  const keyColumns = sql.join(key.map((name) => sql.ref(name)));
  const where = after ? sql`WHERE (${keyColumns}) > (${sql.join(after)})` : sql``;
  return sql<Record<string, unknown>>`SELECT ${sql.join(names.map((name) => sql.ref(name)))} FROM ${sql.table(table)}
    ${where} ORDER BY ${keyColumns} LIMIT ${sql.lit(BATCH)}`;
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
      async (last) => {
        // Let PostgreSQL's answers in between batches: db:copy reads both sides at once.
        await new Promise((resolve) => setImmediate(resolve));
        return (last ? after.all(...last) : first.all()) as Array<Record<string, unknown>>;
      },
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
    const result = await readChecked(
      async (last) => (await batchAfter(table, names, key, last).execute(target.kysely)).rows,
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
  const latest = LATEST_VERSION;
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

/** One value in COPY's text format: \\N for NULL, bytea as \\x hex, backslash and control characters escaped. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (Buffer.isBuffer(value)) return `\\\\x${value.toString('hex')}`;
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'bigint'
        ? String(value)
        : JSON.stringify(value);
  return /[\\\n\r\t]/.test(text)
    ? text.replace(/[\\\n\r\t]/g, (c) => ({ '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c] ?? c)
    : text;
}

/** Streams a table's rows from SQLite into PostgreSQL's COPY, a chunk at a time, minding backpressure. */
async function copyTable(source: Database.Database, client: pg.Client, table: string): Promise<number> {
  const names = columnsOf(source, table).map((c) => c.name);
  const sink = client.query(copyFrom(`COPY ${table} (${names.map(quote).join(', ')}) FROM STDIN WITH (FREEZE)`));
  const done = new Promise<void>((resolve, reject) => {
    sink.on('finish', resolve);
    sink.on('error', reject);
  });
  let rows = 0;
  let chunk = '';
  for (const row of source
    .prepare(`SELECT ${names.map(quote).join(', ')} FROM ${table}`)
    .raw()
    .iterate() as Iterable<unknown[]>) {
    chunk += `${row.map(copyText).join('\t')}\n`;
    rows++;
    if (chunk.length >= 1 << 20) {
      if (!sink.write(chunk)) await once(sink, 'drain');
      chunk = '';
    }
  }
  sink.end(chunk);
  await done;
  return rows;
}

/**
 * Copies every table in one transaction holding the journal's write lock, as PostgreSQL users load a
 * database: COPY into the tables with their secondary indexes dropped and their triggers off, then the
 * indexes built once over all the rows. The tables the triggers fill are copied too (from SQLite's own
 * triggers' rows) and compared like the others afterwards.
 */
async function copyRows(source: Database.Database, url: string, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tables = [...COPIED_TABLES, ...DERIVED_TABLES];
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK_KEY]);
    // Index builds sort in memory up to this (the default, 64 MB, spills a large GIN build to disk).
    await client.query(`SET LOCAL maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
    // Indexes that back no constraint (primary and unique keys stay, and check the rows as they come),
    // the search documents' GIN indexes among them: filled row by row, each row would update them.
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      [[...tables, 'search_documents']],
    );
    for (const { indexname } of indexes) await client.query(`DROP INDEX ${quote(indexname)}`);
    for (const table of tables) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    // Emptied by TRUNCATE in this transaction, so COPY may write the rows frozen and marked all-visible
    // (index-only scans at once, nothing for a VACUUM to rewrite) and, on a server run with
    // wal_level = minimal, skip the write-ahead log (docs/deployment.md, "Moving a journal to PostgreSQL").
    await client.query(`TRUNCATE ${[...tables, 'search_documents'].join(', ')}`);
    for (const table of tables) log(`  ${table}: ${await copyTable(source, client, table)} rows`);
    log('  search documents');
    await client.query(POSTGRES_SEARCH_DOCUMENTS_REFILL);
    log(`  building ${indexes.length} indexes`);
    for (const { indexdef } of indexes) await client.query(indexdef);
    for (const table of tables) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    for (const table of IDENTITY_TABLES) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 1), max(id) IS NOT NULL) FROM ${table}`,
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
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
      await copyRows(source, url, log);
      // Statistics for the planner now, not whenever autovacuum comes (if it is on): without them it guesses
      // a search's matches by the thousand and picks slow plans (docs/deployment.md, "PostgreSQL settings").
      // Every table: those copied, those the triggers filled, and the empty ones (planned as empty, not guessed).
      await analyze(target);
      log('  analyzed every table (statistics for the planner)');
      // Both sides read at once: PostgreSQL prepares its batches while this process hashes SQLite's.
      const [expected, copied] = await Promise.all([checksumsOfSqlite(source), checksumsOfPostgres(target, source)]);
      source.exec('COMMIT');
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
