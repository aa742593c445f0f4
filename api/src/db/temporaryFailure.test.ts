import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { Kysely, sql, type CompiledQuery, type DatabaseConnection, type Dialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { onPostgres } from '../test/testDatabase.ts';
import { wrapKysely, WRITE_LOCK_KEY, type Db, type JournalTables } from './database.ts';
import { DatabaseHealth } from './databaseHealth.ts';
import { isReadOnly, withReadRetry } from './readRetry.ts';
import { cachedSqliteDialect } from './sqliteDialect.ts';
import { isTemporaryDatabaseError } from './temporaryFailure.ts';

/**
 * A database that is briefly away (docs/reliability.md, "Faults"), on the engine the run uses: on
 * PostgreSQL every connection of the test's database is dropped (pg_terminate_backend), on SQLite
 * another connection holds the file's write lock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Another client that takes the database's write lock and drops the API's connections (PostgreSQL). */
async function intruder() {
  if (onPostgres) {
    const client = new pg.Client({ connectionString: t.location });
    await client.connect();
    return {
      holdWriteLock: () => client.query('SELECT pg_advisory_lock($1)', [WRITE_LOCK_KEY]).then(() => undefined),
      dropConnections: () =>
        client
          .query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = current_database() AND pid <> pg_backend_pid()`,
          )
          .then(() => undefined),
      release: () => client.end(),
    };
  }
  // SQLite: the write waits out the busy timeout behind another connection's write lock.
  const other = new Database(t.location);
  return {
    holdWriteLock: async () => {
      other.exec('BEGIN IMMEDIATE');
    },
    dropConnections: async () => {},
    release: async () => {
      other.close();
    },
  };
}

const message = (tag: string) => ({
  name: 'Sofia Ferreira',
  email: `sofia.ferreira+${tag}@example.org`,
  subject: 'Indexing of the journal',
  message: `Is the journal indexed in the ACM Digital Library? Reference ${tag}.`,
});

describe('a write while the database is away', () => {
  it('is answered 503 with Retry-After and a JSON message, and not stored', async () => {
    const other = await intruder();
    await other.holdWriteLock();
    const sent = t.post('/contactUs', message('away'), { 'x-forwarded-for': '203.0.113.41' });
    // PostgreSQL: the write waits for the lock, then its connection is dropped. SQLite: it waits out the busy timeout.
    await sleep(300);
    await other.dropConnections();
    const res = await sent;
    await other.release();

    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The journal’s database is briefly unavailable. Please try again in a few seconds.',
    });
    const db = await t.db();
    const stored = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM contact_messages WHERE email = ${message('away').email}`.execute(db.kysely);
    expect(stored.rows[0]!.n).toBe(0);

    // Sent again once the database is back, it is stored.
    expect((await t.post('/contactUs', message('away'), { 'x-forwarded-for': '203.0.113.41' })).statusCode).toBe(201);
  }, 30_000);
});

/**
 * The read retry on a database the test can break: on PostgreSQL a second connection of the app's
 * database whose connections are dropped mid-statement; on SQLite, whose readers a WAL file never keeps
 * waiting, the app's database file behind a driver that fails the next statement with SQLITE_BUSY.
 */
async function breakable() {
  const events: string[] = [];
  const watch = (db: Db) => db.health.watch({ down: () => events.push('down'), up: () => events.push('up') });
  if (onPostgres) {
    const db = await t.db();
    watch(db);
    // A first query, so the pool holds a connection that the fault then breaks.
    await sql`SELECT 1`.execute(db.kysely);
    const other = await intruder();
    return {
      db,
      events,
      async breakDuring(work: Promise<unknown>) {
        await sleep(100);
        await other.dropConnections();
        await other.release();
        return work;
      },
    };
  }
  const faults = { next: 0 };
  const sqlite = new Database(t.location);
  const health = new DatabaseHealth();
  const kysely = new Kysely<JournalTables>({
    dialect: withReadRetry(failing(cachedSqliteDialect(sqlite), faults), health),
  });
  const db = wrapKysely('sqlite', kysely, sqlite, () => kysely.destroy(), health);
  opened.push(db);
  watch(db);
  faults.next = 1;
  return { db, events, breakDuring: (work: Promise<unknown>) => work };
}

const opened: Db[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
});

/** A dialect whose connections fail `faults.next` statements with SQLite's "database is locked". */
function failing(dialect: Dialect, faults: { next: number }): Dialect {
  const busy = () => new Database.SqliteError('database is locked', 'SQLITE_BUSY');
  return {
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver() {
      const driver = dialect.createDriver();
      const inner = new Map<DatabaseConnection, DatabaseConnection>();
      const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
      return {
        init: () => driver.init(),
        destroy: () => driver.destroy(),
        async acquireConnection() {
          const connection = await driver.acquireConnection();
          const wrapped: DatabaseConnection = {
            executeQuery: <R>(query: CompiledQuery) =>
              faults.next-- > 0 ? Promise.reject(busy()) : connection.executeQuery<R>(query),
            streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
          };
          inner.set(wrapped, connection);
          return wrapped;
        },
        beginTransaction: (connection, settings) => driver.beginTransaction(unwrap(connection), settings),
        commitTransaction: (connection) => driver.commitTransaction(unwrap(connection)),
        rollbackTransaction: (connection) => driver.rollbackTransaction(unwrap(connection)),
        releaseConnection: (connection) => driver.releaseConnection(unwrap(connection)),
      };
    },
  };
}

describe('a read while the database is away', () => {
  const slowRead = (db: Db) =>
    sql<{
      answer: number;
      n: number;
    }>`SELECT ${sql.raw(onPostgres ? '(SELECT 42 FROM pg_sleep(0.3))' : '42')} AS answer,
      count(*) AS n FROM papers`.execute(db.kysely);

  it('is tried once more and answered, and the outage is reported once, down and back', async () => {
    const { db, events, breakDuring } = await breakable();
    const result = (await breakDuring(slowRead(db))) as Awaited<ReturnType<typeof slowRead>>;
    expect(result.rows[0]!.answer).toBe(42);
    expect(result.rows[0]!.n).toBeGreaterThan(0);
    expect(events).toEqual(['down', 'up']);
  });

  it('is not tried again when it writes', async () => {
    const { db, events, breakDuring } = await breakable();
    const insert = onPostgres
      ? sql`INSERT INTO rate_limit_hits (route, client, window_start_ms, hits)
            SELECT 'POST /contactUs', 'written-once', 0, 1 FROM pg_sleep(0.3)`
      : sql`INSERT INTO rate_limit_hits (route, client, window_start_ms, hits) VALUES ('POST /contactUs', 'written-once', 0, 1)`;
    const error = await breakDuring(
      insert.execute(db.kysely).then(
        () => undefined,
        (failure: unknown) => failure,
      ),
    );
    expect(isTemporaryDatabaseError(error)).toBe(true);
    expect(events).toEqual(['down']);
    const stored = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM rate_limit_hits WHERE client = 'written-once'`.execute(db.kysely);
    expect(stored.rows[0]!.n).toBe(0);
    expect(events).toEqual(['down', 'up']);
  });
});

describe('which failures are temporary', () => {
  it('knows PostgreSQL’s, SQLite’s and the network’s from a fault in the request', () => {
    const coded = (code: string, text = 'x') => Object.assign(new Error(text), { code });
    for (const code of ['57P01', '57P03', '08006', '40001', '40P01', '55P03', '53300', 'SQLITE_BUSY', 'ECONNREFUSED'])
      expect(isTemporaryDatabaseError(coded(code)), code).toBe(true);
    expect(isTemporaryDatabaseError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTemporaryDatabaseError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['23505', '42P01', 'SQLITE_CONSTRAINT_UNIQUE', 'ENOENT'])
      expect(isTemporaryDatabaseError(coded(code)), code).toBe(false);
  });

  it('retries only statements that read', () => {
    expect(isReadOnly('SELECT id FROM papers WHERE id = $1')).toBe(true);
    expect(isReadOnly('  -- the list\nWITH x AS (SELECT 1) SELECT * FROM x')).toBe(true);
    expect(isReadOnly('INSERT INTO papers (id) VALUES (1)')).toBe(false);
    expect(isReadOnly('WITH gone AS (DELETE FROM rate_limit_hits RETURNING 1) SELECT count(*) FROM gone')).toBe(false);
    expect(isReadOnly('SELECT id FROM papers FOR UPDATE SKIP LOCKED')).toBe(false);
    expect(isReadOnly('SELECT pg_advisory_xact_lock(1)')).toBe(false);
  });
});
