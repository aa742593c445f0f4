import { RELATED_LIMIT, type RelatedPaper } from '@journal/shared/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { AUTHOR_COLUMNS, authorsOf } from '../repos/authorColumns.ts';

/**
 * Related papers (/relatedPapers): candidates are the papers sharing the most keywords with this one
 * (`paper_keywords`, migration 11: an index walk, no paper rows read); the best RELATED_LIMIT of them
 * are then chosen by shared keywords plus the overlap of their title and abstract words with this
 * paper's (Jaccard), which orders the many candidates that share the same number of keywords.
 */
const CANDIDATES = 40;
/** One shared keyword weighs as much as this much word overlap (Jaccard, 0..1). */
const TEXT_WEIGHT = 4;

function relatedQueries(kysely: Kysely<DB>) {
  return {
    keywords: (paperId: number) =>
      kysely.selectFrom('paper_keywords').select('keyword').where('paper_id', '=', paperId),
    /** The papers sharing the most of these keywords, from the keyword index alone. */
    candidates: (keywords: string[], paperId: number) =>
      kysely
        .selectFrom('paper_keywords as k')
        .select((eb) => ['k.paper_id as id', eb.fn.countAll<number>().as('shared')])
        .where('k.keyword', 'in', keywords)
        .where('k.paper_id', '<>', paperId)
        .groupBy('k.paper_id')
        .orderBy('shared', 'desc')
        .orderBy('k.paper_id', 'desc')
        .limit(CANDIDATES),
    paper: (paperId: number) =>
      kysely
        .selectFrom('papers')
        .select([
          'paper_id',
          'paper_title',
          'paper_uniqueid',
          'year',
          'volume',
          'issue',
          'paper_abstract',
          'keywords',
          ...AUTHOR_COLUMNS,
        ])
        .where('paper_id', '=', paperId)
        .where('is_deleted', '=', 0),
  };
}

/** Words too common in this journal's abstracts to say two papers are alike. */
const STOPWORDS = new Set(
  (
    'the a an and or of for to in on with by from as at is are was were be been this that these those we our their its it ' +
    'which while than then into over under between across using based approach method methods paper results show shows ' +
    'study propose proposed new can not more most also such both each other data system systems'
  ).split(' '),
);

function wordsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((w) => !STOPWORDS.has(w)));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const w of a) if (b.has(w)) common += 1;
  return common === 0 ? 0 : common / (a.size + b.size - common);
}

export function createRelatedPapers(db: Db) {
  const q = relatedQueries(db.kysely);

  /** Up to RELATED_LIMIT related papers, best first; undefined when the paper does not exist. */
  return async function relatedPapers(paperId: number): Promise<RelatedPaper[] | undefined> {
    const paper = await q.paper(paperId).executeTakeFirst();
    if (!paper) return undefined;
    const keywords = (await q.keywords(paperId).execute()).map((row) => row.keyword);
    if (keywords.length === 0) return [];
    const words = wordsOf(`${paper.paper_title} ${paper.paper_abstract}`);
    const candidates = await q.candidates(keywords, paperId).execute();
    const own = new Set(keywords);
    const rows = await Promise.all(candidates.map(({ id }) => q.paper(id).executeTakeFirst()));
    return candidates
      .flatMap(({ shared }, index) => {
        const row = rows[index];
        if (!row) return [];
        const score = shared + TEXT_WEIGHT * jaccard(words, wordsOf(`${row.paper_title} ${row.paper_abstract}`));
        return [{ row, score }];
      })
      .sort((a, b) => b.score - a.score || b.row.paper_id - a.row.paper_id)
      .slice(0, RELATED_LIMIT)
      .map(({ row }) => ({
        paper_id: row.paper_id,
        paper_title: row.paper_title,
        paper_uniqueid: row.paper_uniqueid,
        year: row.year,
        volume: row.volume,
        issue: row.issue,
        authors: authorsOf(row),
        shared_keywords: (JSON.parse(row.keywords) as string[]).filter((k) => own.has(k.trim().toLowerCase())),
      }));
  };
}
