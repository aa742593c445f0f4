import type Database from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteStatement,
} from 'kysely';

/**
 * Kysely's SQLite dialect on one better-sqlite3 connection, with three changes:
 * - every SQL text is prepared once and its statement reused (Kysely's driver prepares each query
 *   again, which costs more than running a primary-key lookup; docs/api.md, "Data"). A query of the
 *   builder or a `sql` template compiles to the same text on every call, its values bound apart;
 * - a script (several statements, no parameters: the schema's triggers, db/migrations) runs as one,
 *   as PostgreSQL's simple query protocol runs it; better-sqlite3 prepares one statement at a time;
 * - a transaction begins IMMEDIATE: it takes the write lock before its first read, so a check and the
 *   write that depends on it (the contact form's duplicate check, the first-start seed) cannot
 *   interleave with another process's.
 */
export function cachedSqliteDialect(db: Database.Database): SqliteDialect {
  const statements = new Map<string, SqliteStatement>();
  const cached = {
    close: () => db.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = prepareOrScript(db, sql)));
      return statement;
    },
  };
  // The dialect calls only prepare and close.
  return new ImmediateSqliteDialect({ database: cached });
}

function prepareOrScript(db: Database.Database, sql: string): SqliteStatement {
  try {
    // better-sqlite3 binds an array of values as the statement's positional parameters.
    return db.prepare(sql);
  } catch (error) {
    if (!(error instanceof RangeError) || !/more than one statement/.test(error.message)) throw error;
    const run = (parameters: readonly unknown[]) => {
      if (parameters.length > 0) throw new RangeError('A script of several statements takes no parameters');
      db.exec(sql);
      return { changes: 0, lastInsertRowid: 0 };
    };
    return { reader: false, run, all: () => [], iterate: () => [][Symbol.iterator]() };
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.config);
  }

  constructor(private readonly config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
