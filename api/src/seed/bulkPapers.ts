import { journal } from '@journal/shared/journal';
import type { Db } from '../db/database.ts';
import type { PaperRow } from '../db/rows.ts';
import { paperArticle } from '../files/articles.ts';
import { settlePageRange } from '../files/pdf.ts';
import type { ImportedArticle } from '../jats/readArticle.ts';
import { citationOf, paperRowOf } from '../jats/storeArticle.ts';
import type { SeedArticle } from './jatsWriter.ts';
import type { PaperDraft } from './papers.ts';
import { MONTHS } from './text.ts';

/**
 * The benchmark seed's fast path (`seed --papers N`, docs/api.md "Benchmark database"): a generated
 * paper becomes its row directly, as the importer would store the JATS file the seed writes for it
 * (seed.test.ts compares the two, row for row), without writing and parsing that file, and rows are
 * inserted many to a statement. Benchmark papers carry no body (their full text is their abstract, as
 * the PDF the API typesets for them), so what the importer would read from a file is only its front
 * matter and references, built here. The journal's own seed keeps going through the importer.
 */

/** The article the importer reads from the seed's JATS file of a paper without a body. */
export function importedArticleOf(article: Omit<SeedArticle, 'lpage'>): ImportedArticle {
  if (article.text.body.length > 0 || article.text.back.length > 0)
    throw new Error(`${article.uniqueId}: the bulk seed writes papers without a body`);
  return {
    doi: article.doi,
    title: article.title,
    articleType: article.type,
    relations: [],
    authors: article.authors.map((author, index) => {
      const place = author.institution;
      return {
        name: `${author.given} ${author.family}`,
        given: author.given,
        family: author.family,
        role: author.designation,
        affiliations: [`${place.department}, ${place.name}, ${place.city}, ${place.country}`],
        corresponding: index === 0,
      };
    }),
    abstract: article.abstract,
    keywords: [...article.keywords],
    keywordGroups: [],
    volume: article.volume,
    issue: article.issue,
    year: article.year,
    month: MONTHS[article.month - 1] ?? '',
    fpage: article.fpage,
    received: article.received,
    accepted: article.accepted,
    published: article.published,
    licenceUrl: journal.licence.url,
    funding: [],
    references: article.references.map((text, index) => ({ label: String(index + 1), text, id: `R${index + 1}` })),
    html: '',
    headings: [],
    sections: [],
    warnings: [],
  };
}

/**
 * The rows of one issue's drafts, with continuous pages from page 1, each paper's range counted from
 * the layout of the PDF the API will typeset for it (as the importer counts it), and ids from `firstId`.
 * An issue depends on nothing before it, so issues can be computed anywhere, in any order.
 */
export function issueRows(drafts: readonly PaperDraft[], firstId: number): PaperRow[] {
  let page = 1;
  let guess = 1;
  return drafts.map(({ article, updatedAt }, index) => {
    const imported = importedArticleOf({ ...article, fpage: page });
    // The row once; a page range changes only its pages and its citation.
    const row = paperRowOf(imported, {
      paperId: firstId + index,
      seq: index + 1,
      uniqueId: article.uniqueId,
      updatedAt,
      pages: '',
    });
    const withPages = (pages: string) => ({ ...row, paper_pages: pages, paper_citation: citationOf(imported, pages) });
    // Papers of one journal are of similar length: the last count is the usual one, which saves a round.
    const { pages, count } = settlePageRange(page, (range) => paperArticle(withPages(range)), guess);
    [page, guess] = [page + count, count];
    return withPages(pages);
  });
}

/** The drafts of each issue in turn (the drafts come issue by issue). */
function* issuesOf(drafts: Iterable<PaperDraft>): Generator<PaperDraft[]> {
  let issue: PaperDraft[] = [];
  let issueKey = '';
  for (const draft of drafts) {
    const { year, volume, issue: number } = draft.article;
    const key = `${year}/${volume}/${number}`;
    if (key !== issueKey && issue.length > 0) {
      yield issue;
      issue = [];
    }
    issueKey = key;
    issue.push(draft);
  }
  if (issue.length > 0) yield issue;
}

/** The drafts, whole issues at a time, at least `size` papers to a group (the last may be smaller), with the first paper's id. */
export function* issueGroups(
  drafts: Iterable<PaperDraft>,
  size: number,
): Generator<{ drafts: PaperDraft[][]; firstId: number }> {
  let group: PaperDraft[][] = [];
  let inGroup = 0;
  let firstId = 1;
  for (const issue of issuesOf(drafts)) {
    group.push(issue);
    inGroup += issue.length;
    if (inGroup >= size) {
      yield { drafts: group, firstId };
      firstId += inGroup;
      [group, inGroup] = [[], 0];
    }
  }
  if (group.length > 0) yield { drafts: group, firstId };
}

/** The rows of a group of issues (issueGroups), in order. */
export function groupRows({ drafts, firstId }: { drafts: PaperDraft[][]; firstId: number }): PaperRow[] {
  const rows: PaperRow[] = [];
  for (const issue of drafts) rows.push(...issueRows(issue, firstId + rows.length));
  return rows;
}

/** Rows per INSERT: under SQLite's limit of 32,766 bound values at the papers' 46 columns. */
const BATCH = 500;

/** Inserts the rows, `BATCH` to a statement (inside the caller's transaction); returns how many. */
export async function insertPaperRows(
  db: Db,
  rows: Iterable<PaperRow> | AsyncIterable<PaperRow>,
  progress: (n: number) => void = () => {},
): Promise<number> {
  let batch: PaperRow[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.kysely.insertInto('papers').values(batch).execute();
    count += batch.length;
    batch = [];
    progress(count);
  };
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return count;
}
