import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The cluster's own PostgreSQL database, created for the run with a unique name and dropped after it, on
 * the server at JOURNAL_TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres, as the
 * API's PostgreSQL tests use; .ci/run starts it).
 */
const SERVER = process.env.JOURNAL_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ClusterDatabase {
  url: string;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${SERVER} (${(error as Error).message}): apt-get install -y postgresql ` +
        'and start it (.ci/run does both), or set JOURNAL_TEST_POSTGRES_URL',
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createClusterDatabase(): Promise<ClusterDatabase> {
  const name = `journal_cluster_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async rows<T>(sql: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
