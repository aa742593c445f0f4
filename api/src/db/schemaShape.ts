import type Database from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Db, Engine } from './database.ts';
import { COLUMN_TYPES } from './migrations/columnTypes.ts';

/**
 * A database's schema read back from the engine's catalogue, for the tests that compare one schema
 * with another (schemaEquality.test.ts, releaseUpgrade.test.ts): tables with their columns and
 * constraints, indexes, and the objects only one engine has (triggers, views, functions), each in
 * the engine's own words. `portable` keeps what both engines describe, in common words.
 */
export interface ColumnShape {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
}

export interface TableShape {
  columns: ColumnShape[];
  primaryKey: string[];
  unique: string[][];
  foreignKeys: string[];
  checks: string[];
}

export interface IndexShape {
  table: string;
  columns: string[];
  unique: boolean;
  where: string | null;
  method: string;
}

export interface SchemaShape {
  tables: Record<string, TableShape>;
  indexes: Record<string, IndexShape>;
  /** Triggers, views, functions and the like, by kind and name: their definitions, spaces collapsed. */
  others: Record<string, string>;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const byName = <T>(entries: Array<[string, T]>): Record<string, T> =>
  Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export async function schemaOf(db: Db): Promise<SchemaShape> {
  return db.sqlite ? sqliteSchema(db.sqlite) : postgresSchema(db.kysely);
}

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

/** The CHECK clauses of a CREATE TABLE statement (parentheses balanced). */
function checksIn(createTable: string): string[] {
  const checks: string[] = [];
  const pattern = /\bcheck\s*\(/gi;
  for (let match = pattern.exec(createTable); match; match = pattern.exec(createTable)) {
    let depth = 1;
    let end = pattern.lastIndex;
    while (depth > 0 && end < createTable.length) {
      if (createTable[end] === '(') depth++;
      if (createTable[end] === ')') depth--;
      end++;
    }
    checks.push(collapse(createTable.slice(pattern.lastIndex, end - 1)));
  }
  return checks;
}

function sqliteSchema(db: Database.Database): SchemaShape {
  const objects = db
    .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
    .all() as Array<{ type: string; name: string; tbl_name: string; sql: string | null }>;
  const tables: Array<[string, TableShape]> = [];
  const indexes: Array<[string, IndexShape]> = [];
  const others: Array<[string, string]> = [];
  for (const object of objects.filter((o) => o.type === 'table')) {
    const columns = db.prepare(`PRAGMA table_info(${JSON.stringify(object.name)})`).all() as SqliteColumn[];
    const indexList = db.prepare(`PRAGMA index_list(${JSON.stringify(object.name)})`).all() as Array<{
      name: string;
      unique: number;
      origin: string;
      partial: number;
    }>;
    const keyColumns = (index: string) =>
      (
        db.prepare(`PRAGMA index_xinfo(${JSON.stringify(index)})`).all() as Array<{
          name: string | null;
          desc: number;
          coll: string;
          key: number;
        }>
      )
        .filter((c) => c.key)
        .map(
          (c) =>
            `${c.name ?? '<expression>'}${c.desc ? ' DESC' : ''}${c.coll !== 'BINARY' ? ` COLLATE ${c.coll}` : ''}`,
        );
    const foreignKeys = db.prepare(`PRAGMA foreign_key_list(${JSON.stringify(object.name)})`).all() as Array<{
      id: number;
      table: string;
      from: string;
      to: string;
      on_delete: string;
    }>;
    const keys = [...new Set(foreignKeys.map((f) => f.id))].map((id) => {
      const parts = foreignKeys.filter((f) => f.id === id);
      return `${parts.map((p) => p.from).join(',')} -> ${parts[0]!.table}(${parts.map((p) => p.to).join(',')}) ON DELETE ${parts[0]!.on_delete}`;
    });
    tables.push([
      object.name,
      {
        columns: columns.map((c) => ({
          name: c.name,
          type: c.type,
          notNull: c.notnull === 1 || c.pk > 0,
          default: c.dflt_value,
        })),
        primaryKey: columns
          .filter((c) => c.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name),
        unique: indexList
          .filter((i) => i.origin === 'u')
          .map((i) => keyColumns(i.name))
          .sort(),
        foreignKeys: keys.sort(),
        checks: checksIn(object.sql ?? '').sort(),
      },
    ]);
    for (const index of indexList.filter((i) => i.origin === 'c')) {
      const definition = objects.find((o) => o.name === index.name)?.sql ?? '';
      const where = index.partial ? collapse(/\bwhere\b([\s\S]*)$/i.exec(definition)?.[1] ?? '') : null;
      indexes.push([
        index.name,
        {
          table: object.name,
          columns: keyColumns(index.name),
          unique: index.unique === 1,
          where,
          method: 'btree',
        },
      ]);
    }
  }
  for (const object of objects.filter((o) => o.type === 'trigger' || o.type === 'view')) {
    others.push([`${object.type} ${object.name}`, collapse(object.sql ?? '')]);
  }
  // The rank function an FTS5 table was given (kept in its config table, not in its CREATE statement).
  for (const object of objects.filter((o) => o.type === 'table' && /^CREATE VIRTUAL TABLE/i.test(o.sql ?? ''))) {
    const rank = db
      .prepare(`SELECT v FROM ${JSON.stringify(`${object.name}_config`)} WHERE k = 'rank'`)
      .pluck()
      .get();
    others.push([`virtual table ${object.name}`, `${collapse(object.sql ?? '')} rank ${String(rank)}`]);
  }
  return { tables: byName(tables), indexes: byName(indexes), others: byName(others) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads the catalogue only
async function rows<T>(db: Kysely<any>, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

const DELETE_ACTIONS: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads the catalogue only
async function postgresSchema(db: Kysely<any>): Promise<SchemaShape> {
  const columns = await rows(
    db,
    sql<{
      table: string;
      name: string;
      type: string;
      not_null: boolean;
      default: string | null;
      generated: string;
      identity: string;
    }>`
      SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
        a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default, a.attgenerated AS generated,
        a.attidentity AS identity
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`,
  );
  const constraints = await rows(
    db,
    sql<{
      table: string;
      name: string;
      kind: string;
      columns: string[];
      target: string | null;
      target_columns: string[] | null;
      on_delete: string;
      definition: string;
    }>`
      SELECT c.relname AS table, k.conname AS name, k.contype AS kind,
        array(SELECT attname FROM unnest(k.conkey) WITH ORDINALITY u(n, i)
          JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i)::text[] AS columns,
        f.relname AS target,
        array(SELECT attname FROM unnest(k.confkey) WITH ORDINALITY u(n, i)
          JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i)::text[] AS target_columns,
        k.confdeltype AS on_delete, pg_get_constraintdef(k.oid) AS definition
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_class f ON f.oid = k.confrelid
      WHERE n.nspname = 'public'`,
  );
  const indexRows = await rows(
    db,
    sql<{
      name: string;
      table: string;
      columns: string[];
      descending: boolean[];
      unique: boolean;
      where: string | null;
      method: string;
    }>`
      SELECT i.relname AS name, t.relname AS table,
        array(SELECT pg_get_indexdef(x.indexrelid, k, true) FROM generate_series(1, x.indnkeyatts) k ORDER BY k)::text[] AS columns,
        array(SELECT (x.indoption[k - 1] & 1) = 1 FROM generate_series(1, x.indnkeyatts) k ORDER BY k) AS descending,
        x.indisunique AS unique, pg_get_expr(x.indpred, x.indrelid, true) AS where, m.amname AS method
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace JOIN pg_am m ON m.oid = i.relam
      WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`,
  );
  const others = await rows(
    db,
    sql<{ name: string; definition: string }>`
      SELECT 'trigger ' || t.tgname AS name, pg_get_triggerdef(t.oid) AS definition
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT t.tgisinternal
      UNION ALL
      SELECT 'function ' || p.proname, pg_get_functiondef(p.oid)
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
      UNION ALL
      SELECT 'domain ' || t.typname, format_type(t.typbasetype, t.typtypmod) || ' COLLATE ' || coalesce(l.collname, '')
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace LEFT JOIN pg_collation l ON l.oid = t.typcollation
      WHERE n.nspname = 'public' AND t.typtype = 'd'
      UNION ALL
      SELECT 'extension ' || extname, '' FROM pg_extension
      UNION ALL
      SELECT 'text search configuration ' || c.cfgname,
        (SELECT string_agg(alias || ': ' || dictionaries::text, '; ' ORDER BY alias) FROM ts_debug(c.oid::regconfig, 'x y-z 2 é'))
      FROM pg_ts_config c JOIN pg_namespace n ON n.oid = c.cfgnamespace WHERE n.nspname = 'public'`,
  );
  const tableNames = [...new Set(columns.map((c) => c.table))];
  const tables = tableNames.map((table): [string, TableShape] => {
    const mine = constraints.filter((k) => k.table === table);
    return [
      table,
      {
        columns: columns
          .filter((c) => c.table === table)
          .map((c) => ({
            name: c.name,
            type: c.type,
            notNull: c.not_null,
            default:
              c.generated === 's' ? `GENERATED ${c.default ?? ''}` : c.identity ? `IDENTITY ${c.identity}` : c.default,
          })),
        primaryKey: mine.find((k) => k.kind === 'p')?.columns ?? [],
        unique: mine
          .filter((k) => k.kind === 'u')
          .map((k) => k.columns)
          .sort(),
        foreignKeys: mine
          .filter((k) => k.kind === 'f')
          .map((k) => {
            const onDelete = DELETE_ACTIONS[k.on_delete] ?? k.on_delete;
            return `${k.columns.join(',')} -> ${k.target ?? ''}(${(k.target_columns ?? []).join(',')}) ON DELETE ${onDelete}`;
          })
          .sort(),
        checks: mine
          .filter((k) => k.kind === 'c')
          .map((k) => `${k.name}: ${k.definition}`)
          .sort(),
      },
    ];
  });
  const indexes = indexRows.map((i): [string, IndexShape] => [
    i.name,
    {
      table: i.table,
      columns: i.columns.map((c, k) => `${c}${i.descending[k] ? ' DESC' : ''}`),
      unique: i.unique,
      where: i.where,
      method: i.method,
    },
  ]);
  return {
    tables: byName(tables),
    indexes: byName(indexes),
    others: byName(others.map((o): [string, string] => [o.name, collapse(o.definition)])),
  };
}

/** PostgreSQL's column types as SQLite names them (columnTypes.ts, the one mapping between the engines). */
const SQLITE_TYPE_OF: Record<string, string> = Object.fromEntries(
  Object.values(COLUMN_TYPES).map((types) => [types.postgres, types.sqlite]),
);

/** A check's columns and literal values, which both engines keep whatever their spelling of it. */
function checkWords(check: string, columnNames: string[]): string {
  const withoutName = check.replace(/^\w+: /, '');
  const strings = [...withoutName.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  const numbers = [...withoutName.replace(/'[^']*'/g, '').matchAll(/\b\d+\b/g)].map((m) => m[0]);
  const columns = columnNames.filter((name) => new RegExp(`\\b${name}\\b`).test(withoutName));
  return `${columns.join(',')}: ${[...strings, ...numbers].sort().join(',')}`;
}

/** An expression without quotes, casts, parentheses and case: `"is_deleted" = 1` and `(is_deleted = 1)` alike. */
const plainExpression = (text: string | null) =>
  text === null ? null : collapse(text.replace(/::\w+/g, '').replace(/["()]/g, '').toLowerCase());

/**
 * The schema in words both engines share: column types as SQLite names them, defaults without
 * PostgreSQL's casts, checks as their columns and values, index predicates without quotes; the
 * objects only one engine has (triggers, views, functions) left out.
 */
export function portable(shape: SchemaShape, engine: Engine): Omit<SchemaShape, 'others'> {
  const tables = Object.entries(shape.tables).map(([name, table]): [string, TableShape] => [
    name,
    {
      ...table,
      columns: table.columns.map((c) => ({
        ...c,
        type: engine === 'postgres' ? (SQLITE_TYPE_OF[c.type] ?? c.type) : c.type,
        default: c.default?.startsWith('IDENTITY') ? null : (plainExpression(c.default)?.replace(/^''$/, "''") ?? null),
      })),
      checks: table.checks
        .map((check) =>
          checkWords(
            check,
            table.columns.map((c) => c.name),
          ),
        )
        .sort(),
    },
  ]);
  const indexes = Object.entries(shape.indexes).map(([name, index]): [string, IndexShape] => [
    name,
    { ...index, columns: index.columns.map((c) => c.replace(/"/g, '')), where: plainExpression(index.where) },
  ]);
  return { tables: byName(tables), indexes: byName(indexes) };
}
