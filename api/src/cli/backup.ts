import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { readConfig } from '../config.ts';
import { isPostgresUrl } from '../db/connection.ts';
import { realPath, whyNotToWrite } from '../db/liveUsers.ts';
import { dumpPostgres } from '../db/postgresBackup.ts';

/**
 * `npm run backup -- --out FILE [--db PATH|URL]`: a consistent copy of the journal database while the
 * API runs. Copying journal.db with cp is not a backup: in WAL mode the latest writes (right after a first
 * start, all of them) live in journal.db-wal until a checkpoint. SQLite's online backup API copies the
 * pages of one snapshot, WAL included, and restarts when a write lands mid-copy, so the copy holds
 * every write committed before it began and passes `PRAGMA integrity_check`. On PostgreSQL
 * (DATABASE_URL, or a postgres:// --db) it is pg_dump's archive of one snapshot (db/postgresBackup.ts).
 * Restore: docs/reliability.md.
 */
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    db: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const usage =
  'Usage: npm run backup -- --out FILE [--db PATH|URL]   (default database: DATABASE_URL, else JOURNAL_DB or api/data/journal.db)';
if (values.help) {
  console.log(usage);
  process.exit(0);
}
function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
if (!values.out) fail(`${usage}\n--out is required: the file to write the backup to.`);

const config = readConfig();
const location = values.db ?? config.databaseUrl ?? config.dbPath;
if (isPostgresUrl(location)) {
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  if (fs.existsSync(out)) fail(`${out} exists: choose a new file (a backup never overwrites).`);
  try {
    const { bytes, seconds, tables } = await dumpPostgres(location, out);
    console.log(
      `Backed up PostgreSQL ${new URL(location).pathname.slice(1)} to ${out} ` +
        `(${(bytes / 1024 / 1024).toFixed(1)} MB, ${tables} tables listed by pg_restore) in ${seconds.toFixed(1)} s.`,
    );
  } catch (error) {
    fail((error as Error).message);
  }
  process.exit(0);
}

const source = realPath(location);
const out = realPath(values.out);
if (!fs.existsSync(source)) fail(`No database at ${source}.`);
const refusal = whyNotToWrite(source, { exclusive: false });
if (refusal) fail(refusal);
if (out === source || out.startsWith(`${source}-`)) fail('--out must not be the database or one of its files.');
if (fs.existsSync(out)) fail(`${out} exists: choose a new file (a backup never overwrites).`);

const started = performance.now();
const db = new Database(source, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
// The copy holds emails, IP addresses and messages: created 0600 before SQLite writes into it.
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.closeSync(fs.openSync(out, 'wx', 0o600));
try {
  await db.backup(out);
} finally {
  db.close();
}
const copy = new Database(out);
const check = copy.pragma('integrity_check', { simple: true });
// A backup is one self-contained file: no WAL beside it.
copy.pragma('journal_mode = DELETE');
copy.close();
if (check !== 'ok') fail(`The backup at ${out} failed its integrity check: ${String(check)}`);
const size = (fs.statSync(out).size / 1024 / 1024).toFixed(1);
console.log(
  `Backed up ${source} to ${out} (${size} MB, integrity ok) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
