import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestDatabase } from '../test/testDatabase.ts';
import type { Db } from './database.ts';
import { analyze, STATEMENT_TIMEOUT_MS } from './postgres.ts';

/** The transaction's statement limit, as PostgreSQL reports it ('1ms', '10s'). */
async function limitOf(db: Db): Promise<string> {
  const { rows } = await sql<{ limit: string }>`SELECT current_setting('statement_timeout') AS limit`.execute(
    db.kysely,
  );
  return rows[0]!.limit;
}

describe('ANALYZE free of the statement limit', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openSeededTestDatabase();
  });
  afterAll(() => db.close());

  it('is cancelled by a limit of 1 ms when run as a plain statement', async () => {
    await expect(
      db.transaction(async (tx) => {
        await sql`SET LOCAL statement_timeout = 1`.execute(tx.kysely);
        await sql`ANALYZE`.execute(tx.kysely);
      }),
    ).rejects.toThrow(/statement timeout/);
  });

  it("runs to the end inside the caller's transaction, whose limit is the same after it", async () => {
    const after = await db.transaction(async (tx) => {
      await sql`SET LOCAL statement_timeout = 1`.execute(tx.kysely);
      await analyze(tx);
      return limitOf(tx);
    });
    expect(after).toBe('1ms');
  });

  it('runs to the end in a transaction of its own, and leaves the pool its limit', async () => {
    await analyze(db, ['papers', 'search_documents']);
    expect(await limitOf(db)).toBe(`${STATEMENT_TIMEOUT_MS / 1000}s`);
  });
});
