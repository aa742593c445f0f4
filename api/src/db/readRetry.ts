import { setTimeout as sleep } from 'node:timers/promises';
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type { DatabaseHealth } from './databaseHealth.ts';

/** Long enough for a dropped connection to be replaced or a restarting server to take connections again. */
export const RETRY_PAUSE_MS = 250;

/**
 * A statement that only reads: SELECT, or WITH whose parts all select, and no row lock. Only these are
 * tried again after a temporary failure; a write may have been applied before its connection broke.
 */
export function isReadOnly(text: string): boolean {
  const statement = text.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '');
  if (!/^(select|with)\b/i.test(statement)) return false;
  return !/\b(insert|update|delete|merge|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|pg_advisory)/i.test(
    statement,
  );
}

/**
 * Kysely's dialect with the one place the API meets a database fault: every query and every connection
 * taken passes here, so the database's health (logged once per outage) follows what the API really sees,
 * and a read outside a transaction that meets a temporary failure (db/temporaryFailure.ts) is run once
 * more on a fresh connection after a short pause. A taken connection that fails is tried once more
 * too: nothing was sent on it. Everything else fails as it did, to be answered 503 (http/errors.ts).
 */
export function withReadRetry(dialect: Dialect, health: DatabaseHealth): Dialect {
  return {
    createDriver: () => new RetryingDriver(dialect.createDriver(), health),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

class RetryingConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    public inner: DatabaseConnection,
    private readonly driver: RetryingDriver,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return this.driver.answered(await this.inner.executeQuery<R>(query));
    } catch (error) {
      if (!this.driver.health.failed(error) || this.inTransaction || !isReadOnly(query.sql)) throw error;
    }
    // The broken connection goes back to its pool at once, which discards it, and the read runs on another.
    await this.driver.inner.releaseConnection(this.inner).catch(() => undefined);
    await sleep(RETRY_PAUSE_MS);
    this.inner = await this.driver.acquireInner();
    try {
      return this.driver.answered(await this.inner.executeQuery<R>(query));
    } catch (error) {
      this.driver.health.failed(error);
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** Kysely hands back the connections this driver gave it. */
function retrying(connection: DatabaseConnection): RetryingConnection {
  if (!(connection instanceof RetryingConnection)) throw new TypeError('not a connection of the retrying driver');
  return connection;
}

class RetryingDriver implements Driver {
  constructor(
    readonly inner: Driver,
    readonly health: DatabaseHealth,
  ) {}

  answered<T>(result: T): T {
    this.health.answered();
    return result;
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireInner(): Promise<DatabaseConnection> {
    try {
      return await this.inner.acquireConnection();
    } catch (error) {
      if (!this.health.failed(error)) throw error;
    }
    await sleep(RETRY_PAUSE_MS);
    try {
      return await this.inner.acquireConnection();
    } catch (error) {
      this.health.failed(error);
      throw error;
    }
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RetryingConnection(await this.acquireInner(), this);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = retrying(connection);
    await this.inner.beginTransaction(c.inner, settings);
    c.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = retrying(connection);
    c.inTransaction = false;
    await this.inner.commitTransaction(c.inner);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = retrying(connection);
    c.inTransaction = false;
    await this.inner.rollbackTransaction(c.inner);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.savepoint?.(retrying(connection).inner, name, compileQuery);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.(retrying(connection).inner, name, compileQuery);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint?.(retrying(connection).inner, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(retrying(connection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
