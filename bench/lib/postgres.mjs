// The bench's PostgreSQL journals (`npm run bench -- --postgres`): `journal_bench_<papers>` on the
// server of JOURNAL_TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), each a copy
// (`npm run db:copy`, docs/deployment.md) of the bench's SQLite file of the same size, made when the
// database is missing or does not hold that many papers. Copying is much faster than seeding
// PostgreSQL, which costs a round trip per statement. Drop a database to have it copied again.
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { root } from '../../scripts/services.mjs';

const server = process.env.JOURNAL_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const apiDir = path.join(root, 'api');

export function postgresUrl(papers) {
  const url = new URL(server);
  url.pathname = `/journal_bench_${papers}`;
  return url.toString();
}

async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

function tsx(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), args, { cwd: apiDir, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tsx ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** How many listed papers the database holds, or null when it does not exist or has no papers table. */
async function papersIn(url) {
  try {
    const [row] = await query(url, 'SELECT count(*)::int AS n FROM papers WHERE is_deleted = 0');
    return row.n;
  } catch {
    return null;
  }
}

/** The URL of a PostgreSQL journal of `papers` papers, copied from `sqliteFile` when needed. */
export async function postgresDatabase(papers, sqliteFile) {
  const url = postgresUrl(papers);
  if ((await papersIn(url)) === papers) return url;
  const name = `journal_bench_${papers}`;
  console.log(`  copying ${sqliteFile} into PostgreSQL ${name} ...`);
  await query(server, `DROP DATABASE IF EXISTS ${name}`);
  await query(server, `CREATE DATABASE ${name}`);
  // db:copy takes a file at the current schema: opening it through the API's connection migrates it.
  await tsx([
    '-e',
    `import('./src/db/connection.ts').then(async (m) => (await m.openDatabase(${JSON.stringify(sqliteFile)})).close())`,
  ]);
  await tsx(['src/cli/dbCopy.ts', '--from', sqliteFile, '--to', url]);
  // Fresh statistics, as a serving database's autovacuum would have gathered them.
  await query(url, 'VACUUM ANALYZE');
  return url;
}
