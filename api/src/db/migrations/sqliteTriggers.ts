import { SEARCHED_TABLES, sqliteSearchIndex } from '../searchIndex.ts';
import { AUTHOR_SLOTS, PAPER_KEYWORDS_FILL, authorshipFill } from './derivedTables.ts';

/** Prefix lengths of the papers' full-text index: 2 to 12 characters (docs/api.md, "Data"). */
const PAPER_WORD_PREFIXES = Array.from({ length: 11 }, (_, index) => index + 2).join(' ');

/** Fills `authorships` from one table and keeps it in step with triggers. */
function authorshipTriggers(table: string, key: string, kind: string): string {
  const columns = AUTHOR_SLOTS.map((n) => `author_${n}`).join(', ');
  const forRow = (row: string) => authorshipFill(table, key, kind, `WHERE ${key} = ${row}.${key}`);
  return `
    ${authorshipFill(table, key, kind)}
    CREATE TRIGGER ${table}_authors_ai AFTER INSERT ON ${table} BEGIN ${forRow('new')} END;
    CREATE TRIGGER ${table}_authors_ad AFTER DELETE ON ${table} BEGIN
      DELETE FROM authorships WHERE kind = '${kind}' AND item_id = old.${key};
    END;
    CREATE TRIGGER ${table}_authors_au AFTER UPDATE OF ${columns} ON ${table} BEGIN
      DELETE FROM authorships WHERE kind = '${kind}' AND item_id = old.${key};
      ${forRow('new')}
    END;`;
}

const forNewPaper = PAPER_KEYWORDS_FILL.replace('@where', 'WHERE p.paper_id = new.paper_id');

/**
 * SQLite's triggers, as one script: the full-text indexes (FTS5, searchIndex.ts), and the tables
 * derived from the rows (authorships, paper keywords), which PostgreSQL keeps with PL/pgSQL
 * (postgresFunctions.ts). `author_key` and `json_strings` are functions the API registers on every
 * connection (db/sqlFunctions.ts).
 */
export const SQLITE_TRIGGERS = `
  ${SEARCHED_TABLES.map((t) => sqliteSearchIndex(t, t.table === 'papers' ? PAPER_WORD_PREFIXES : '2 3')).join('\n')}
  ${authorshipTriggers('papers', 'paper_id', 'paper')}
  ${authorshipTriggers('theses', 'id', 'thesis')}
  ${authorshipTriggers('conference_papers', 'id', 'conference')}
  ${PAPER_KEYWORDS_FILL.replace('@where', '')}
  CREATE TRIGGER papers_keywords_ai AFTER INSERT ON papers BEGIN
    ${forNewPaper}
  END;
  CREATE TRIGGER papers_keywords_ad AFTER DELETE ON papers BEGIN
    DELETE FROM paper_keywords WHERE paper_id = old.paper_id;
  END;
  CREATE TRIGGER papers_keywords_au AFTER UPDATE OF keywords ON papers BEGIN
    DELETE FROM paper_keywords WHERE paper_id = old.paper_id;
    ${forNewPaper}
  END;`;
