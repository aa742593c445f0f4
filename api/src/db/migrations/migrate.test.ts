import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, onPostgres } from '../../test/testDatabase.ts';
import { openDatabase } from '../connection.ts';
import type { Db } from '../database.ts';
import { LATEST_VERSION, migrations } from './index.ts';
import { migrate } from './migrate.ts';
import type { Migration } from './migration.ts';

/**
 * The runner (docs/api.md, "Migrations"): a later migration is applied once and recorded; one that
 * fails leaves the database as it was, unrecorded; a SQLite file older than the baseline is refused.
 */
let db: Db | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const versions = async (journal: Db) =>
  (await journal.kysely.selectFrom('schema_migrations').select('version').orderBy('version').execute()).map(
    (row) => row.version,
  );

/** The number a migration written after this release's last would take. */
const NEXT = LATEST_VERSION + 1;
const existing = migrations.map((m) => m.version);

const later: Migration = {
  version: NEXT,
  name: 'a column added later',
  async up(kysely, engine) {
    await kysely.schema
      .alterTable('topics')
      .addColumn('summary', engine === 'postgres' ? sql`ctext` : sql`TEXT`, (c) => c.notNull().defaultTo(''))
      .execute();
  },
};

describe('migrating a database', () => {
  it('applies a later migration once, in order, and records it', async () => {
    db = await openTestDatabase();
    expect(await versions(db)).toEqual(migrations.map((m) => m.version));
    expect(await migrate(db.kysely, db.engine, [...migrations, later])).toEqual([NEXT]);
    expect(await migrate(db.kysely, db.engine, [...migrations, later])).toEqual([]);
    expect(await versions(db)).toEqual([...existing, NEXT]);
    await db.kysely
      .insertInto('topics')
      .values({ id: 1, slug: 's', title: 't', category: 'c', meta_title: 'm', meta_description: 'd', content: 'x' })
      .execute();
    // The typed schema does not know a column a test migration adds: read it untyped.
    const untyped = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    expect(await untyped.selectFrom('topics').select('summary').executeTakeFirst()).toEqual({ summary: '' });
  });

  it('leaves the database as it was when a migration fails, and says which one', async () => {
    db = await openTestDatabase();
    const failing: Migration = {
      version: NEXT,
      name: 'half done',
      async up(kysely, engine) {
        await later.up(kysely, engine);
        await sql`SELECT no_such_column FROM topics`.execute(kysely);
      },
    };
    await expect(migrate(db.kysely, db.engine, [...migrations, failing])).rejects.toThrow(
      new RegExp(`^Migration ${NEXT} \\(half done\\) failed on (sqlite|postgres): .*no_such_column`),
    );
    expect(await versions(db)).toEqual(existing);
    // The column the failed migration added is gone with it.
    await expect(sql`SELECT summary FROM topics`.execute(db.kysely)).rejects.toThrow(/summary/);
  });

  it.skipIf(onPostgres)(
    'refuses a SQLite file older than the baseline with one line naming the release that upgrades it',
    async () => {
      const old = await openDatabase(':memory:');
      // An in-memory database is one connection: rewrite its history as a file at version 15 would have it.
      await sql`DELETE FROM schema_migrations`.execute(old.kysely);
      for (let version = 1; version <= 15; version++) {
        await sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${version}, ${'old'}, ${'then'})`.execute(
          old.kysely,
        );
      }
      await expect(migrate(old.kysely, 'sqlite')).rejects.toThrow(
        'This database is at schema version 15; this release upgrades databases from version 22 on. ' +
          'Start @journal/api 0.1.0 on it once (it migrates it to version 22), then this release.',
      );
      await old.close();
    },
  );
});
