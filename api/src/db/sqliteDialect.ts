import type Database from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * Kysely's SQLite dialect on one better-sqlite3 connection, with two changes:
 * - every SQL text is prepared once and its statement reused (Kysely's driver prepares each query
 *   again, which costs more than running a primary-key lookup; docs/api.md, "Data");
 * - a script (several statements, no parameters: the schema's triggers, db/migrations) runs as one,
 *   as PostgreSQL's simple query protocol runs it; better-sqlite3 prepares one statement at a time;
 * - a transaction begins IMMEDIATE: it takes the write lock before its first read, so a check and the
 *   write that depends on it (the contact form's duplicate check, the first-start seed) cannot
 *   interleave with another process's.
 */
export function cachedSqliteDialect(db: Database.Database): SqliteDialect {
  const statements = new Map<string, ReturnType<typeof bindingNames>>();
  const cached = {
    close: () => db.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = prepareOrScript(db, sql)));
      return statement;
    },
  };
  // The dialect calls only prepare and close, with Kysely's parameter arrays (bindingNames).
  return new ImmediateSqliteDialect({ database: cached });
}

function prepareOrScript(db: Database.Database, sql: string): ReturnType<typeof bindingNames> {
  try {
    return bindingNames(db.prepare(sql));
  } catch (error) {
    if (!(error instanceof RangeError) || !/more than one statement/.test(error.message)) throw error;
    const run = (parameters: unknown[]) => {
      if (parameters.length > 0) throw new RangeError('A script of several statements takes no parameters');
      db.exec(sql);
      return { changes: 0, lastInsertRowid: 0 };
    };
    return { reader: false, run, all: () => [], iterate: () => [][Symbol.iterator]() };
  }
}

/**
 * Kysely passes parameters as an array; a statement with `@name` parameters gets one object in it
 * (db/statements.ts), which better-sqlite3 binds by name only when passed on its own.
 */
function bindingNames(statement: Database.Statement) {
  const args = (parameters: unknown[]): unknown[] =>
    parameters.length === 1 && isNamed(parameters[0]) ? [parameters[0]] : parameters;
  return {
    reader: statement.reader,
    all: (parameters: unknown[]) => statement.all(...args(parameters)),
    run: (parameters: unknown[]) => statement.run(...args(parameters)),
    iterate: (parameters: unknown[]) => statement.iterate(...args(parameters)),
  };
}

const isNamed = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

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
