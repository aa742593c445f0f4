import { prepared, type Db } from './connection.ts';

/**
 * A token that changes whenever the published content changes: a seed, an article import, a refresh of
 * the hand-written content. Kept in the database, so every API process answers the same token; `/health`
 * answers it, and the site server keeps its cached API answers only while it stays the same
 * (shell/server/apiReader.ts, docs/content.md). Whoever changes content calls `bumpContentVersion`
 * inside the same transaction.
 */
export function bumpContentVersion(db: Db): void {
  prepared(
    db,
    "INSERT OR REPLACE INTO seed_info (key, value) VALUES ('content_version', lower(hex(randomblob(8))))",
  ).run();
}

export function readContentVersion(db: Db): string {
  const version = prepared(db, "SELECT value FROM seed_info WHERE key = 'content_version'").pluck().get();
  return (version as string | undefined) ?? '';
}
