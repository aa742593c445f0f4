import type { WorkKind, WorkSummary } from '@journal/shared/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { AUTHOR_COLUMNS, authorsOf } from '../repos/authorColumns.ts';

/**
 * Lean cards of papers, theses and conference papers (WorkSummary): what a search result or an
 * author page shows, a few hundred bytes each. The abstract is read only to cut a snippet from.
 */
function workQueries(kysely: Kysely<DB>) {
  return {
    paper: (id: number) =>
      kysely
        .selectFrom('papers')
        .select([
          'paper_id as id',
          'paper_uniqueid as uniqueid',
          'paper_title as title',
          'paper_abstract as abstract',
          'year',
          'paper_month as month',
          'volume',
          'issue',
          ...AUTHOR_COLUMNS,
        ])
        .where('paper_id', '=', id)
        .where('is_deleted', '=', 0),
    thesis: (id: number) =>
      kysely
        .selectFrom('theses')
        .select(['id', 'uniqueid', 'title', 'abstract', 'year', 'month', 'volume', ...AUTHOR_COLUMNS])
        .where('id', '=', id),
    conference: (id: number) =>
      kysely
        .selectFrom('conference_papers as c')
        .innerJoin('conferences as k', 'k.id', 'c.conference_id')
        .select([
          'c.id',
          'c.uniqueid',
          'c.title',
          'c.abstract',
          'c.year',
          'c.month',
          'c.conference_id',
          'k.name as conference_name',
          'c.author_1',
          'c.author_2',
          'c.author_3',
          'c.author_4',
          'c.author_5',
          'c.author_6',
        ])
        .where('c.id', '=', id),
  };
}

export interface LoadedWork {
  summary: WorkSummary;
  abstract: string;
}

export function createWorkLoader(db: Db) {
  const q = workQueries(db.kysely);
  type Card = Awaited<ReturnType<ReturnType<(typeof q)[WorkKind]>['executeTakeFirst']>>;
  const loaded = (
    kind: WorkKind,
    row: Card,
    place: Pick<WorkSummary, 'volume' | 'issue' | 'conference'>,
  ): LoadedWork | undefined =>
    row && {
      abstract: row.abstract,
      summary: {
        kind,
        id: row.id,
        uniqueid: row.uniqueid,
        title: row.title,
        authors: authorsOf(row),
        year: row.year,
        month: row.month,
        ...place,
      },
    };
  return async (kind: WorkKind, id: number): Promise<LoadedWork | undefined> => {
    if (kind === 'paper') {
      const row = await q.paper(id).executeTakeFirst();
      return row && loaded(kind, row, { volume: row.volume, issue: row.issue, conference: null });
    }
    if (kind === 'thesis') {
      const row = await q.thesis(id).executeTakeFirst();
      return row && loaded(kind, row, { volume: row.volume, issue: null, conference: null });
    }
    const row = await q.conference(id).executeTakeFirst();
    return (
      row &&
      loaded(kind, row, {
        volume: null,
        issue: null,
        conference: { id: row.conference_id, name: row.conference_name },
      })
    );
  };
}

/** The first words of an abstract, for a result that matched by identifier rather than by text. */
export function leadingWords(text: string, words = 28): string {
  const parts = text.split(/\s+/).filter(Boolean);
  return parts.length <= words ? parts.join(' ') : `${parts.slice(0, words).join(' ')}…`;
}
