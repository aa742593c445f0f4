import type { WorkKind, WorkSummary } from '@journal/shared/contract';
import type { Db } from '../db/database.ts';
import { prepareAll } from '../db/statements.ts';

/**
 * Lean cards of papers, theses and conference papers (WorkSummary): what a search result or an
 * author page shows, a few hundred bytes each. The abstract is read only to cut a snippet from.
 */
const AUTHORS = 'author_1, author_2, author_3, author_4, author_5, author_6';

export const workSql = {
  paper: `SELECT paper_id AS id, paper_uniqueid AS uniqueid, paper_title AS title, paper_abstract AS abstract, year,
    paper_month AS month, volume, issue, NULL AS conference_id, NULL AS conference_name, ${AUTHORS}
    FROM papers WHERE paper_id = ? AND is_deleted = 0`,
  thesis: `SELECT id, uniqueid, title, abstract, year, month, volume, NULL AS issue, NULL AS conference_id,
    NULL AS conference_name, ${AUTHORS} FROM theses WHERE id = ?`,
  conference: `SELECT c.id, c.uniqueid, c.title, c.abstract, c.year, c.month, NULL AS volume, NULL AS issue,
    c.conference_id, k.name AS conference_name, ${AUTHORS.replace(/author_/g, 'c.author_')}
    FROM conference_papers c JOIN conferences k ON k.id = c.conference_id WHERE c.id = ?`,
} as const satisfies Record<WorkKind, string>;

interface WorkRow {
  id: number;
  uniqueid: string;
  title: string;
  abstract: string;
  year: number;
  month: string;
  volume: number | null;
  issue: number | null;
  conference_id: number | null;
  conference_name: string | null;
  [author: `author_${number}`]: string;
}

export interface LoadedWork {
  summary: WorkSummary;
  abstract: string;
}

export function createWorkLoader(db: Db) {
  const s = prepareAll(db, workSql);
  return async (kind: WorkKind, id: number): Promise<LoadedWork | undefined> => {
    const row = await s[kind].get<WorkRow>([id]);
    if (!row) return undefined;
    const authors = [1, 2, 3, 4, 5, 6].map((n) => row[`author_${n}`]?.trim() ?? '').filter(Boolean);
    return {
      abstract: row.abstract,
      summary: {
        kind,
        id: row.id,
        uniqueid: row.uniqueid,
        title: row.title,
        authors,
        year: row.year,
        month: row.month,
        volume: row.volume,
        issue: row.issue,
        conference: row.conference_id === null ? null : { id: row.conference_id, name: row.conference_name ?? '' },
      },
    };
  };
}

/** The first words of an abstract, for a result that matched by identifier rather than by text. */
export function leadingWords(text: string, words = 28): string {
  const parts = text.split(/\s+/).filter(Boolean);
  return parts.length <= words ? parts.join(' ') : `${parts.slice(0, words).join(' ')}…`;
}
