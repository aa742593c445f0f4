import { journal } from '@journal/shared/journal';
import type { IssueRow, PaperRow } from '../db/rows.ts';
import { authorColumns } from '../db/rows.ts';
import { composeAbstract, composeKeywords } from './abstracts.ts';
import { researchAreas } from './areas/index.ts';
import { apaJournalCitation } from './citation.ts';
import { designationLines, fullName, randomAuthors } from './people.ts';
import type { Rng } from './prng.ts';
import type { ReferenceLibrary } from './references.ts';
import { MONTHS, pad3 } from './text.ts';
import { composeTitle, randomArticleType, randomTopic, type ArticleType, type PaperTopic } from './titles.ts';

/** The generated journal runs from its starting year to 2026, one volume a year. */
export const FIRST_YEAR: number = journal.startingYear;
export const LAST_YEAR: number = 2026;

/**
 * Issue 1 appears in February, issue 2 in June, issue 3 in October: every four months, and the seed's
 * newest issue (October 2026) is already out, so no record is dated in the future.
 */
const ISSUE_MONTHS = ['February', 'June', 'October'] as const;

export interface IssuePlan extends IssueRow {
  /** Number of papers in the issue. */
  count: number;
}

export function volumeOf(year: number): number {
  return year - FIRST_YEAR + 1;
}

function issueMonth(issue: number, issuesPerYear: number): string {
  if (issuesPerYear === journal.issuesPerYear) return ISSUE_MONTHS[issue - 1] ?? 'October';
  return MONTHS[Math.min(11, Math.floor(((issue - 1) * 12) / issuesPerYear))] ?? 'December';
}

/** The real journal: 2022..2026, three issues a year, 10 to 15 papers per issue. */
export function standardIssuePlan(rng: Rng): IssuePlan[] {
  const plan: IssuePlan[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    for (let issue = 1; issue <= journal.issuesPerYear; issue++) {
      plan.push({
        year,
        volume: volumeOf(year),
        issue,
        month: issueMonth(issue, journal.issuesPerYear),
        count: rng.int(10, 15),
      });
    }
  }
  return plan;
}

/**
 * A benchmark journal of exactly `total` papers over the same five volumes: more issues per year
 * (up to the API's limit of 1000) and, beyond that, more papers per issue.
 */
export function bulkIssuePlan(total: number): IssuePlan[] {
  const years = LAST_YEAR - FIRST_YEAR + 1;
  const issuesPerYear = Math.min(1000, Math.max(journal.issuesPerYear, Math.ceil(total / (years * 12.5))));
  const issueCount = years * issuesPerYear;
  const plan: IssuePlan[] = [];
  let index = 0;
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    for (let issue = 1; issue <= issuesPerYear; issue++, index++) {
      const count = Math.floor(total / issueCount) + (index < total % issueCount ? 1 : 0);
      if (count > 0) plan.push({ year, volume: volumeOf(year), issue, month: issueMonth(issue, issuesPerYear), count });
    }
  }
  return plan;
}

const PAGE_RANGES: Record<ArticleType, [number, number]> = {
  'Research Article': [10, 18],
  'Review Article': [16, 26],
  'Short Communication': [4, 7],
  'Case Study': [8, 14],
};

export function isoDate(year: number, month: string, day: number, hour = 9): string {
  const m = MONTHS.indexOf(month as (typeof MONTHS)[number]) + 1;
  return `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
}

/**
 * Draws a topic and title until the title is new (titles are unique across the journal; only a
 * benchmark database of many thousands of papers may, after 40 clashes, accept a duplicate).
 */
export function uniqueTopicTitle(
  seen: Set<string>,
  draw: () => { topic: PaperTopic; title: string },
): { topic: PaperTopic; title: string } {
  let result = draw();
  for (let i = 0; i < 40 && seen.has(result.title); i++) result = draw();
  seen.add(result.title);
  return result;
}

/**
 * Generates the papers of each planned issue, in order: paper ids ascend with year, issue and
 * position; pages run on continuously within an issue.
 */
export function* generatePapers(
  rng: Rng,
  plan: readonly IssuePlan[],
  titles: Set<string>,
  library: ReferenceLibrary,
  firstId = 1,
): Generator<PaperRow> {
  let id = firstId;
  const prefix = journal.shortName;
  for (const issue of plan) {
    let page = 1;
    for (let seq = 1; seq <= issue.count; seq++, id++) {
      const type = randomArticleType(rng);
      const area = rng.pick(researchAreas);
      const { topic, title } = uniqueTopicTitle(titles, () => {
        const t = randomTopic(rng, area);
        return { topic: t, title: composeTitle(rng, t, type) };
      });
      const authors = randomAuthors(rng, rng.int(1, 6));
      const names = authors.map(fullName);
      const [minPages, maxPages] = PAGE_RANGES[type];
      const pages = `${page}-${page + rng.int(minPages, maxPages) - 1}`;
      page = Number(pages.split('-')[1]) + 1;
      const code = `${issue.year}.v${issue.volume}.i${issue.issue}.${pad3(seq)}`;
      const doi = `${journal.doiPrefix}/${prefix.toLowerCase()}.${code}`;
      const doiLink = `https://doi.org/${doi}`;
      const uniqueid = `${prefix}-${issue.year}-V${issue.volume}I${issue.issue}-${pad3(seq)}`;
      const created = isoDate(issue.year, issue.month, Math.min(28, 2 + seq));
      yield {
        paper_id: id,
        paper_title: title,
        paper_abstract: composeAbstract(rng, topic, type),
        issue: issue.issue,
        volume: issue.volume,
        year: issue.year,
        seq,
        paper_month: issue.month,
        paper_author: names.join(', '),
        ...authorColumns(names),
        paper_url: `/files/papers/${uniqueid}.pdf`,
        paper_doi: doi,
        paper_doi_Link: doiLink,
        is_deleted: 0,
        paper_articletype: type,
        paper_pages: pages,
        paper_uniqueid: uniqueid,
        paper_references: library.cite(rng, topic.area, issue.year, rng.int(10, 30)).join('\n'),
        paper_citation: apaJournalCitation({
          authors,
          year: issue.year,
          title,
          volume: issue.volume,
          issue: issue.issue,
          pages,
          doiLink,
        }),
        paper_designation: designationLines(authors),
        keywords: JSON.stringify(composeKeywords(rng, topic)),
        created_at: created,
        updated_at: isoDate(issue.year, issue.month, Math.min(28, 2 + seq), 15),
      };
    }
  }
}
