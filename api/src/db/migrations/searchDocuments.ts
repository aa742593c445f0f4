import { sql } from 'kysely';
import { POSTGRES_SEARCH_MIGRATION, SQLITE_SEARCH_MIGRATION } from '../searchDocuments.ts';
import type { Migration } from './migration.ts';

/**
 * The search as designed for PostgreSQL (db/searchDocuments.ts; docs/api.md, "Database engines"):
 * PostgreSQL's narrow `search_documents` table with a ranked and a full-text vector, its GIN indexes
 * and match functions; SQLite's FTS5 indexes ranking from the same four fields. Fixed scripts, no values.
 */
export const searchDocuments: Migration = {
  version: 24,
  name: 'search ranked from title, authors, keywords and abstract',
  async up(db, engine) {
    await sql.raw(engine === 'postgres' ? POSTGRES_SEARCH_MIGRATION : SQLITE_SEARCH_MIGRATION).execute(db);
  },
};
