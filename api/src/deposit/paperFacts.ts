import { journal } from '@journal/shared/journal';
import { monthNumber, splitName } from '@journal/shared/text';
import { workPath } from '@journal/shared/routes';
import { authorNames, type PaperRow } from '../db/rows.ts';
import { affiliationOfDesignation } from '../files/articles.ts';
import { updatesOf, type WorkUpdate } from './updates.ts';

export interface DepositAuthor {
  name: string;
  given: string;
  family: string;
  /** Bare ORCID iD, 0000-0000-0000-0000. */
  orcid?: string;
  affiliations: string[];
}

export interface DepositReference {
  text: string;
  doi?: string;
}

/**
 * What every export format (Crossref, DOAJ, JATS) says about a paper, read once from its row: an imported
 * paper's stored authors, ORCID iDs, references and funding, a seeded paper's author columns and designation
 * lines. The formats differ only in how they write these facts.
 */
export interface PaperFacts {
  id: number;
  uniqueId: string;
  doi: string;
  title: string;
  subtitle?: string;
  articleType: string;
  authors: DepositAuthor[];
  abstract: string;
  keywords: string[];
  year: number;
  volume: number;
  /** 0 for a volume published continuously: deposited without an issue. */
  issue: number;
  /** 1..12, or undefined when the row's month is not a month. */
  month?: number;
  /** YYYY-MM-DD when the day is known. */
  publishedDate?: string;
  receivedDate?: string;
  acceptedDate?: string;
  firstPage?: string;
  lastPage?: string;
  /** Article number of continuous publication, when there is no page range. */
  elocation?: string;
  licenceUrl: string;
  funding: Array<{ source: string; awardIds: string[] }>;
  fundingStatement?: string;
  references: DepositReference[];
  /** What this paper (a correction or retraction notice) updates, from its imported JATS. */
  updates: WorkUpdate[];
  /** Absolute addresses. */
  landingUrl: string;
  pdfUrl: string;
}

function parsed<T>(json: string | undefined, fallback: T): T {
  if (!json) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function authorsOf(row: PaperRow): DepositAuthor[] {
  const imported = parsed<Array<{ name: string; orcid?: string; affiliations?: string[] }>>(row.authors_json, []);
  if (imported.length) {
    return imported.map((author) => ({
      name: author.name,
      ...splitName(author.name),
      ...(author.orcid ? { orcid: author.orcid } : {}),
      affiliations: author.affiliations ?? [],
    }));
  }
  const lines = row.paper_designation.split('\n');
  return authorNames(row).map((name, index) => {
    const affiliation = affiliationOfDesignation(lines[index] ?? '');
    return { name, ...splitName(name), affiliations: affiliation ? [affiliation] : [] };
  });
}

/**
 * "13-27" to first and last page; the stored e-location (paper_elocation) is one whatever it looks like
 * ("1655"); without it, a single token that is not a number ("e1042") is an e-location.
 */
function locatorOf(pages: string, elocation = ''): Pick<PaperFacts, 'firstPage' | 'lastPage' | 'elocation'> {
  if (elocation.trim()) return { elocation: elocation.trim() };
  const [first = '', last] = pages.split(/\s*[-–—]+\s*/).map((part) => part.trim());
  if (!first) return {};
  if (last) return { firstPage: first, lastPage: last };
  return /^\d+$/.test(first) ? { firstPage: first } : { elocation: first };
}

export function paperFacts(row: PaperRow, siteUrl: string): PaperFacts {
  const origin = siteUrl.replace(/\/+$/, '');
  const references = parsed<DepositReference[]>(row.references_json, []);
  const published = row.published_date && ISO_DATE.test(row.published_date) ? row.published_date : undefined;
  return {
    id: row.paper_id,
    uniqueId: row.paper_uniqueid,
    doi: row.paper_doi,
    title: row.paper_title,
    ...(row.paper_subtitle ? { subtitle: row.paper_subtitle } : {}),
    articleType: row.paper_articletype,
    authors: authorsOf(row),
    abstract: row.paper_abstract,
    keywords: parsed<string[]>(row.keywords, []),
    year: row.year,
    volume: row.volume,
    issue: row.issue,
    month: (published ? Number(published.slice(5, 7)) : monthNumber(row.paper_month)) ?? undefined,
    ...(published ? { publishedDate: published } : {}),
    ...(row.received_date && ISO_DATE.test(row.received_date) ? { receivedDate: row.received_date } : {}),
    ...(row.accepted_date && ISO_DATE.test(row.accepted_date) ? { acceptedDate: row.accepted_date } : {}),
    ...locatorOf(row.paper_pages, row.paper_elocation),
    licenceUrl: row.licence_url || journal.licence.url,
    funding: parsed(row.funding_json, []),
    ...(row.funding_statement ? { fundingStatement: row.funding_statement } : {}),
    references: references.length
      ? references
      : row.paper_references
          .split('\n')
          .map((text) => text.trim())
          .filter(Boolean)
          .map((text) => ({ text })),
    updates: updatesOf(row.jats_source),
    landingUrl: `${origin}${workPath('paper', row.paper_id, row.paper_title)}`,
    pdfUrl: `${origin}${row.paper_url}`,
  };
}
