import { CompiledQuery } from 'kysely';
import type { Db, Engine } from './database.ts';

/**
 * Named statements over Kysely: SQL written once with `@name` (or `?`) parameters, compiled once per
 * engine into a Kysely `CompiledQuery` (`$1`, `$2`... for PostgreSQL; SQLite binds the names itself)
 * and run through the engine's Kysely driver. Statements keep their SQL text in one place per
 * repository (the query-plan test reads it); where the engines really differ the repository gives
 * PostgreSQL its own text. On SQLite each text is prepared once (db/sqliteDialect.ts).
 */
export type Params = object;

export interface Statement {
  readonly text: string;
  all<T>(params?: Params): Promise<T[]>;
  get<T>(params?: Params): Promise<T | undefined>;
  /** The first column of the first row. */
  value<T>(params?: Params): Promise<T | undefined>;
  /** The first column of every row. */
  column<T>(params?: Params): Promise<T[]>;
  /** Runs a write; the number of rows it changed. */
  run(params?: Params): Promise<number>;
  /** The same statement run on `tx` (inside a transaction, every statement must run on its `tx`). */
  in(tx: Db): Statement;
}

interface Compiled {
  text: string;
  /** Parameter names in `$n` order (PostgreSQL); empty for positional `?` parameters. */
  names: string[];
}

const compiledByEngine: Record<Engine, Map<string, Compiled>> = { sqlite: new Map(), postgres: new Map() };

/** `@name` and `?` parameters as PostgreSQL's `$n`; string literals and `::` casts are left alone. */
function compileForPostgres(text: string): Compiled {
  const names: string[] = [];
  let positional = 0;
  const out = text.replace(/'(?:[^']|'')*'|@([A-Za-z_][A-Za-z0-9_]*)|\?/g, (token, name: string | undefined) => {
    if (token.startsWith("'")) return token;
    if (name) {
      const index = names.indexOf(name);
      if (index >= 0) return `$${index + 1}`;
      names.push(name);
      return `$${names.length}`;
    }
    positional += 1;
    return `$${positional}`;
  });
  return { text: out, names };
}

function compiled(engine: Engine, text: string): Compiled {
  const cache = compiledByEngine[engine];
  let entry = cache.get(text);
  if (!entry) cache.set(text, (entry = engine === 'postgres' ? compileForPostgres(text) : { text, names: [] }));
  return entry;
}

function parametersOf(engine: Engine, entry: Compiled, params: Params | undefined): readonly unknown[] {
  if (params === undefined) return [];
  if (Array.isArray(params)) return params as unknown[];
  // better-sqlite3 binds an object's fields to the @names itself.
  if (engine === 'sqlite') return [params];
  const named = params as Record<string, unknown>;
  return entry.names.map((name) => named[name] ?? null);
}

export function statement(db: Db, text: string): Statement {
  const entry = compiled(db.engine, text);
  const execute = (params: Params | undefined) =>
    db.kysely.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(entry.text, parametersOf(db.engine, entry, params) as unknown[]),
    );
  const firstColumn = (row: Record<string, unknown> | undefined) =>
    row === undefined ? undefined : Object.values(row)[0];
  return {
    text,
    all: async <T>(params?: Params) => (await execute(params)).rows as T[],
    get: async <T>(params?: Params) => (await execute(params)).rows[0] as T | undefined,
    value: async <T>(params?: Params) => firstColumn((await execute(params)).rows[0]) as T | undefined,
    column: async <T>(params?: Params) => (await execute(params)).rows.map((row) => firstColumn(row) as T),
    run: async (params?: Params) => Number((await execute(params)).numAffectedRows ?? 0),
    in: (tx: Db) => statement(tx, text),
  };
}

/**
 * A map of named statements. `postgres` replaces the text of the statements PostgreSQL needs written
 * differently (full-text search, JSON lists, dates).
 */
export function prepareAll<K extends string>(
  db: Db,
  sqlite: Record<K, string>,
  postgres: Partial<Record<K, string>> = {},
): Record<K, Statement> {
  return Object.fromEntries(
    Object.entries(sqlite).map(([name, text]) => [
      name,
      statement(
        db,
        (db.engine === 'postgres' ? (postgres as Record<string, string>)[name] : undefined) ?? (text as string),
      ),
    ]),
  ) as Record<K, Statement>;
}
