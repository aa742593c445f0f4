// The bench's PostgreSQL journals (`npm run bench -- --postgres`): `journal_bench_<papers>_<seed version>`
// on the server of JOURNAL_TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), each
// a copy (`npm run db:copy`, docs/deployment.md) of the bench's SQLite file of the same size and seed
// version (bench/api.mjs, `database`), made when missing; an older version's is dropped. Drop a
// database to have it copied again.
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { root } from '../../scripts/services.mjs';

const server = process.env.JOURNAL_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const apiDir = path.join(root, 'api');

/** `journal_bench_<papers>_<seed version>`, from the SQLite file's name (bench-<papers>-<version>.db). */
function databaseName(sqliteFile) {
  const [, papers, version] = /bench-(\d+)-(\w+)\.db$/.exec(path.basename(sqliteFile)) ?? [];
  if (!papers) throw new Error(`${sqliteFile} is not one of the bench's journals (bench-<papers>-<version>.db)`);
  return { papers: Number(papers), name: `journal_bench_${papers}_${version}` };
}

export function postgresUrl(name) {
  const url = new URL(server);
  url.pathname = `/${name}`;
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

/** The URL of the PostgreSQL copy of the bench's SQLite journal `sqliteFile`, copied when needed. */
export async function postgresDatabase(sqliteFile) {
  const { papers, name } = databaseName(sqliteFile);
  const url = postgresUrl(name);
  if ((await papersIn(url)) === papers) return url;
  const older = await query(server, 'SELECT datname FROM pg_database WHERE datname ~ $1', [
    `^journal_bench_${papers}(_\\w+)?$`,
  ]);
  for (const { datname } of older) await query(server, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  console.log(`  copying ${sqliteFile} into PostgreSQL ${name} ...`);
  await query(server, `CREATE DATABASE ${name}`);
  // db:copy takes a file at the current schema: opening it through the API's connection migrates it.
  await tsx([
    '-e',
    `import('./src/db/connection.ts').then(async (m) => (await m.openDatabase(${JSON.stringify(sqliteFile)})).close())`,
  ]);
  const started = performance.now();
  await tsx(['src/cli/dbCopy.ts', '--from', sqliteFile, '--to', url]);
  // Fresh statistics and the visibility map (index-only scans), as a serving database's autovacuum leaves them.
  await query(url, 'VACUUM ANALYZE');
  console.log(`  copied and vacuumed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return url;
}
