import { journal, volumeOfYear } from '@journal/shared/journal';
import type { IssueRow } from '../db/rows.ts';
import { composeAbstract, composeKeywords } from './abstracts.ts';
import { researchAreas } from './areas/index.ts';
import { composeFullText } from './fullText.ts';
import type { SeedArticle } from './jatsWriter.ts';
import { randomAuthors } from './people.ts';
import type { Rng } from './prng.ts';
import type { ReferenceLibrary } from './references.ts';
import { MONTHS, pad3 } from './text.ts';
import { composeTitle, randomArticleType, randomTopic, type PaperTopic } from './titles.ts';

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
  return volumeOfYear(year);
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

/** A date `days` before an ISO date (YYYY-MM-DD), as YYYY-MM-DD. */
function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A seeded paper before the typesetter has placed it in its issue (its pages come from the import). */
export interface PaperDraft {
  article: Omit<SeedArticle, 'fpage' | 'lpage'>;
  /** The row's updated_at: the afternoon of its publication day. */
  updatedAt: string;
}

/**
 * Generates the papers of each planned issue, in order, as articles to write as JATS: metadata from
 * `rng` (titles, authors, abstracts, references), the full text and the review dates from `textRng`,
 * so the metadata does not depend on the length of the text. Benchmark journals (`fullText` false) have
 * no body: their PDFs are typeset from the abstract, and their pages counted from that.
 */
export function* generatePapers(
  rng: Rng,
  textRng: Rng,
  plan: readonly IssuePlan[],
  titles: Set<string>,
  library: ReferenceLibrary,
  fullText = true,
): Generator<PaperDraft> {
  const prefix = journal.shortName;
  for (const issue of plan) {
    for (let seq = 1; seq <= issue.count; seq++) {
      const type = randomArticleType(rng);
      const area = rng.pick(researchAreas);
      const { topic, title } = uniqueTopicTitle(titles, () => {
        const t = randomTopic(rng, area);
        return { topic: t, title: composeTitle(rng, t, type) };
      });
      const authors = randomAuthors(rng, rng.int(1, 6));
      const code = `${issue.year}.v${issue.volume}.i${issue.issue}.${pad3(seq)}`;
      const day = Math.min(28, 2 + seq);
      const published = isoDate(issue.year, issue.month, day).slice(0, 10);
      const abstract = composeAbstract(rng, topic, type);
      const references = library.cite(rng, topic.area, issue.year, rng.int(10, 30));
      const keywords = composeKeywords(rng, topic);
      const accepted = daysBefore(published, textRng.int(14, 45));
      yield {
        article: {
          doi: `${journal.doiPrefix}/${prefix.toLowerCase()}.${code}`,
          uniqueId: `${prefix}-${issue.year}-V${issue.volume}I${issue.issue}-${pad3(seq)}`,
          type,
          title,
          authors,
          abstract,
          keywords,
          year: issue.year,
          volume: issue.volume,
          issue: issue.issue,
          month: MONTHS.indexOf(issue.month as (typeof MONTHS)[number]) + 1,
          received: daysBefore(accepted, textRng.int(60, 180)),
          accepted,
          published,
          references,
          text: fullText
            ? composeFullText(textRng, topic, type, references.length, authors.length)
            : { body: [], back: [] },
        },
        updatedAt: isoDate(issue.year, issue.month, day, 15),
      };
    }
  }
}
