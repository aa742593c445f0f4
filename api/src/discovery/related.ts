import { RELATED_LIMIT, type RelatedPaper } from '@journal/shared/contract';
import type { Db } from '../db/database.ts';
import { prepareAll } from '../db/statements.ts';

/**
 * Related papers (/relatedPapers): candidates are the papers sharing the most keywords with this one
 * (`paper_keywords`, migration 11: an index walk, no paper rows read); the best RELATED_LIMIT of them
 * are then chosen by shared keywords plus the overlap of their title and abstract words with this
 * paper's (Jaccard), which orders the many candidates that share the same number of keywords.
 */
const CANDIDATES = 40;
/** One shared keyword weighs as much as this much word overlap (Jaccard, 0..1). */
const TEXT_WEIGHT = 4;

export const relatedSql = {
  keywords: 'SELECT keyword FROM paper_keywords WHERE paper_id = ?',
  candidates: `SELECT k.paper_id AS id, count(*) AS shared FROM paper_keywords k
    WHERE k.keyword IN (SELECT value FROM json_each(@keywords)) AND k.paper_id <> @id
    GROUP BY k.paper_id ORDER BY shared DESC, k.paper_id DESC LIMIT ${CANDIDATES}`,
  paper: `SELECT paper_id, paper_title, paper_uniqueid, year, volume, issue, paper_abstract, keywords,
    author_1, author_2, author_3, author_4, author_5, author_6 FROM papers WHERE paper_id = ? AND is_deleted = 0`,
} as const;

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

interface PaperRow {
  paper_id: number;
  paper_title: string;
  paper_uniqueid: string;
  year: number;
  volume: number;
  issue: number;
  paper_abstract: string;
  keywords: string;
  [author: `author_${number}`]: string;
}

/** PostgreSQL reads the JSON list with jsonb_array_elements_text. */
const relatedPostgres = {
  candidates: relatedSql.candidates.replace(
    'SELECT value FROM json_each(@keywords)',
    'SELECT value FROM jsonb_array_elements_text(CAST(@keywords AS jsonb))',
  ),
};

export function createRelatedPapers(db: Db) {
  const s = prepareAll(db, relatedSql, relatedPostgres);

  /** Up to RELATED_LIMIT related papers, best first; undefined when the paper does not exist. */
  return async function relatedPapers(paperId: number): Promise<RelatedPaper[] | undefined> {
    const paper = await s.paper.get<PaperRow>([paperId]);
    if (!paper) return undefined;
    const keywords = await s.keywords.column<string>([paperId]);
    if (keywords.length === 0) return [];
    const words = wordsOf(`${paper.paper_title} ${paper.paper_abstract}`);
    const candidates = await s.candidates.all<{ id: number; shared: number }>({
      keywords: JSON.stringify(keywords),
      id: paperId,
    });
    const own = new Set(keywords);
    const rows = await Promise.all(candidates.map(({ id }) => s.paper.get<PaperRow>([id])));
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
        authors: [1, 2, 3, 4, 5, 6].map((n) => row[`author_${n}`]?.trim() ?? '').filter(Boolean),
        shared_keywords: (JSON.parse(row.keywords) as string[]).filter((k) => own.has(k.trim().toLowerCase())),
      }));
  };
}
