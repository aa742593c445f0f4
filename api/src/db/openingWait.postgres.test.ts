import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, it } from 'vitest';
import { seedIfEmpty } from '../seed/index.ts';
import { createPostgresDatabase, type TestPostgres } from '../test/testDatabase.ts';
import { openDatabase } from './connection.ts';
import { WRITE_LOCK_KEY } from './database.ts';
import { MIGRATION_LOCK_KEY } from './migrations/migrate.ts';
import { STATEMENT_TIMEOUT_MS } from './postgres.ts';

/**
 * A process that starts while another migrates or seeds the same PostgreSQL database waits for it, however
 * long past the pool's statement timeout, as on SQLite (docs/api.md, "Schema"); before, the wait for the
 * lock was cancelled after 10 s and the process stopped.
 */
async function holdLock(database: TestPostgres, key: number): Promise<pg.Client> {
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT pg_advisory_xact_lock($1)', [key]);
  return holder;
}

describe('opening beside another process that holds the lock', () => {
  it('waits past the statement timeout for the migration lock and for the first seed', async () => {
    const unmigrated = await createPostgresDatabase();
    const unseeded = await createPostgresDatabase(inject('emptyDatabase'));
    const holders = [await holdLock(unmigrated, MIGRATION_LOCK_KEY), await holdLock(unseeded, WRITE_LOCK_KEY)];
    try {
      const migrating = openDatabase(unmigrated.url);
      const seeding = openDatabase(unseeded.url).then(async (db) => {
        try {
          return await seedIfEmpty(db);
        } finally {
          await db.close();
        }
      });
      const settled = Promise.allSettled([migrating, seeding]);
      await sleep(STATEMENT_TIMEOUT_MS + 1000);
      for (const holder of holders) await holder.query('COMMIT');
      const [migration, seed] = await settled;
      expect(migration.status).toBe('fulfilled');
      expect(seed.status === 'fulfilled' ? seed.value?.papers : seed.reason).toBeGreaterThan(0);
      if (migration.status === 'fulfilled') await migration.value.close();
    } finally {
      for (const holder of holders) await holder.end();
      await unmigrated.drop();
      await unseeded.drop();
    }
  }, 60_000);
});
