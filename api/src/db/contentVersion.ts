import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';

/**
 * A token that changes whenever the published content changes: a seed, an article import, a refresh of
 * the hand-written content. Kept in the database, so every API process answers the same token; `/health`
 * answers it, and the site server keeps its cached API answers only while it stays the same
 * (site-server/src/apiReader.ts, docs/content.md). Whoever changes content calls `bumpContentVersion`
 * inside the same transaction.
 */
export async function bumpContentVersion(db: Db): Promise<void> {
  await db.kysely
    .insertInto('seed_info')
    .values({ key: 'content_version', value: randomBytes(8).toString('hex') })
    .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

export async function readContentVersion(db: Db): Promise<string> {
  const row = await db.kysely
    .selectFrom('seed_info')
    .select('value')
    .where('key', '=', 'content_version')
    .executeTakeFirst();
  return row?.value ?? '';
}

/** How long a PostgreSQL instance trusts the content version it last read. */
export const CONTENT_CHECK_MS = 1000;

/**
 * A stamp that changes when another connection commits: on SQLite `PRAGMA data_version` (one cheap
 * read of this connection's state, no query of a table), on PostgreSQL the content version, read at
 * most once a second, so every instance sees an import within a second.
 */
export function contentStamp(db: Db): () => Promise<string> | string {
  if (db.sqlite) {
    const dataVersion = db.sqlite.prepare('PRAGMA data_version').pluck();
    return () => String(dataVersion.get());
  }
  let last = '';
  let readAt = -Infinity;
  return async () => {
    if (performance.now() - readAt >= CONTENT_CHECK_MS) {
      readAt = performance.now();
      last = await readContentVersion(db);
    }
    return last;
  };
}
