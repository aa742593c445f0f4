import path from 'node:path';
import { parseArgs } from 'node:util';
import { isPostgresUrl } from '../db/connection.ts';
import { CopyRefused, copyToPostgres } from '../db/copyToPostgres.ts';

/**
 * `npm run db:copy -- --from <sqlite file> --to <postgres url>`: moves a journal from the embedded
 * SQLite file to an empty PostgreSQL database, then checks every table by row count and checksum
 * (db/copyToPostgres.ts; docs/deployment.md, "Moving a journal to PostgreSQL").
 */
const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const usage = 'Usage: npm run db:copy -- --from <sqlite file> --to <postgres://user@host:port/database>';
if (values.help) {
  console.log(usage);
  process.exit(0);
}
function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}
if (!values.from || !values.to) fail(`${usage}\nBoth --from and --to are required.`);
if (!isPostgresUrl(values.to)) fail(`--to must be a postgres:// URL, not "${values.to}".`);
if (isPostgresUrl(values.from)) fail('--from is the SQLite file to copy (for PostgreSQL to PostgreSQL, use pg_dump).');

const from = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
const started = performance.now();
console.log(`Copying ${from} to PostgreSQL ${new URL(values.to).pathname.slice(1)} ...`);
try {
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1).padStart(6);
  const { tables, mismatches } = await copyToPostgres(from, values.to, (line) => console.log(`${elapsed()} s ${line}`));
  for (const t of tables) {
    console.log(
      `  checked ${t.table}: ${t.rows} rows, sha256 ${t.checksum.slice(0, 16)}${t.derived ? ' (kept by triggers)' : ''}`,
    );
  }
  if (mismatches.length > 0) fail(`The copy differs from the source:\n  ${mismatches.join('\n  ')}`, 1);
  console.log(
    `Copied and checked ${tables.length} tables (counts and checksums equal) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  if (error instanceof CopyRefused) fail(error.message);
  throw error;
}
