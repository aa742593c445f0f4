import type { ConferencePaperDetails, PaperDetails, ThesisDetails } from '../api/types.ts';
import { authorsOf } from '../text/authorsOf.ts';

/**
 * One scholarly work (journal paper, thesis or conference paper) in the one shape every metadata
 * builder reads: head tags, JSON-LD, citation exports, sitemaps, feeds and OAI-PMH. The API's
 * /metadataRecords answers it; the details answers are converted to it by the functions below, so the
 * site server and the pages build their tags from the same record.
 */
export type RecordKind = 'paper' | 'thesis' | 'conference';

export const RECORD_KINDS: readonly RecordKind[] = ['paper', 'thesis', 'conference'];

export interface ScholarlyRecord {
  kind: RecordKind;
  id: number;
  title: string;
  authors: string[];
  abstract: string;
  year: number;
  /** Month name, e.g. "April" (may be empty). */
  month: string;
  volume: number | null;
  issue: number | null;
  /** Page range, e.g. "13-27" (may be empty). */
  pages: string;
  /** Bare DOI (may be empty). */
  doi: string;
  /** Site-relative PDF address, e.g. "/files/papers/IJCRI-2024-V3I2-007.pdf". */
  pdf_url: string;
  keywords: string[];
  /** References in citation order, one string each. */
  references: string[];
  /** ISO 8601 timestamps. */
  created_at: string;
  updated_at: string;
  /** Papers: "Research Article" and the like; others: empty. */
  article_type: string;
  conference_name: string | null;
  institution: string | null;
  degree: string | null;
  /** The licence the work's own file states (its deed's address); empty for the journal's licence. */
  licence_url?: string;
}

/** POST /metadataRecords: a compact listing for sitemaps, feeds and OAI-PMH, keyset-paged by id. */
export interface MetadataRecordsRequest {
  kind: RecordKind;
  year?: number;
  volume?: number;
  /** Inclusive bounds on updated_at, YYYY-MM-DD or a full ISO timestamp. */
  from?: string;
  until?: string;
  /** Only records with a greater id (keyset paging). */
  after_id?: number;
  /** At most 100; default 50. */
  limit?: number;
  /** "id" (default, ascending) or "newest" (publication date descending; no keyset paging). */
  order?: 'id' | 'newest';
}

export interface MetadataRecordsAnswer {
  records: ScholarlyRecord[];
  /** How many records match kind, year, volume, from and until (ignoring after_id). */
  total: number;
  /** Pass as after_id for the next page; null on the last page. */
  next_after_id: number | null;
}

export interface MetadataYear {
  year: number;
  kind: RecordKind;
  count: number;
  /** Newest updated_at of the kind in that year. */
  lastmod: string;
}

/** POST /metadataYears: what each year holds, and the newest change overall (ISO timestamps). */
export interface MetadataYearsAnswer {
  years: MetadataYear[];
  /** Volumes of each kind (OAI-PMH sets). */
  volumes: Array<{ kind: RecordKind; volume: number; year: number }>;
  earliest: string | null;
  lastmod: string | null;
}

/** The two metadata calls by path, in the shape of the contract's `ApiCalls` (docs/api.md). */
export interface MetadataCalls {
  '/metadataRecords': { request: MetadataRecordsRequest; answer: MetadataRecordsAnswer };
  '/metadataYears': { request: Record<string, never>; answer: MetadataYearsAnswer };
}

/** "a\nb\n" -> ["a", "b"]: the API keeps references one per line. */
export function referenceLines(text: string | undefined | null): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function recordFromPaperDetails(paper: PaperDetails): ScholarlyRecord {
  return {
    kind: 'paper',
    id: paper.id,
    title: paper.title,
    authors: authorsOf(paper),
    abstract: paper.abstract,
    year: paper.year,
    month: paper.month,
    volume: paper.volume,
    issue: paper.issue,
    pages: paper.pages,
    doi: paper.doi,
    pdf_url: paper.url,
    keywords: paper.keywords,
    references: referenceLines(paper.references),
    created_at: paper.created_time,
    updated_at: paper.updated_at,
    article_type: paper.articletype,
    conference_name: null,
    institution: null,
    degree: null,
    licence_url: paper.licence_url ?? '',
  };
}

/** The archive page holds the paper with the long names of docs/api.md. */
export interface LongNamedPaper {
  paper_id: number;
  paper_title: string;
  paper_abstract: string;
  paper_month: string;
  paper_url: string;
  paper_doi: string;
  paper_articletype: string;
  paper_pages: string;
  paper_references: string;
  created_at: string;
  updated_at: string;
  year: number;
  volume: number;
  issue: number;
  keywords?: string[];
  author_1?: string;
  author_2?: string;
  author_3?: string;
  author_4?: string;
  author_5?: string;
  author_6?: string;
  licence_url?: string;
}

export function recordFromArchivePaper(paper: LongNamedPaper): ScholarlyRecord {
  return {
    kind: 'paper',
    id: paper.paper_id,
    title: paper.paper_title,
    authors: authorsOf(paper),
    abstract: paper.paper_abstract,
    year: paper.year,
    month: paper.paper_month,
    volume: paper.volume,
    issue: paper.issue,
    pages: paper.paper_pages,
    doi: paper.paper_doi,
    pdf_url: paper.paper_url,
    keywords: paper.keywords ?? [],
    references: referenceLines(paper.paper_references),
    created_at: paper.created_at,
    updated_at: paper.updated_at || paper.created_at,
    article_type: paper.paper_articletype,
    conference_name: null,
    institution: null,
    degree: null,
    licence_url: paper.licence_url ?? '',
  };
}

type ThesisFields = Pick<
  ThesisDetails,
  | 'id'
  | 'title'
  | 'abstract'
  | 'year'
  | 'month'
  | 'volume'
  | 'pages'
  | 'paper_url'
  | 'references'
  | 'created_at'
  | 'updated_at'
  | 'institution'
  | 'degree'
> &
  Partial<
    Pick<ThesisDetails, 'keywords' | 'author_1' | 'author_2' | 'author_3' | 'author_4' | 'author_5' | 'author_6'>
  >;

export function recordFromThesis(thesis: ThesisFields): ScholarlyRecord {
  return {
    kind: 'thesis',
    id: thesis.id,
    title: thesis.title,
    authors: authorsOf(thesis),
    abstract: thesis.abstract,
    year: thesis.year,
    month: thesis.month,
    volume: thesis.volume,
    issue: null,
    pages: thesis.pages,
    doi: '',
    pdf_url: thesis.paper_url,
    keywords: thesis.keywords ?? [],
    references: referenceLines(thesis.references),
    created_at: thesis.created_at,
    updated_at: thesis.updated_at || thesis.created_at,
    article_type: '',
    conference_name: null,
    institution: thesis.institution || null,
    degree: thesis.degree || null,
  };
}

type ConferenceFields = Pick<
  ConferencePaperDetails,
  | 'id'
  | 'title'
  | 'abstract'
  | 'year'
  | 'month'
  | 'pages'
  | 'doi'
  | 'pdf_url'
  | 'references'
  | 'created_at'
  | 'updated_at'
  | 'conference'
> &
  Partial<
    Pick<
      ConferencePaperDetails,
      'keywords' | 'author_1' | 'author_2' | 'author_3' | 'author_4' | 'author_5' | 'author_6'
    >
  >;

export function recordFromConference(paper: ConferenceFields): ScholarlyRecord {
  return {
    kind: 'conference',
    id: paper.id,
    title: paper.title,
    authors: authorsOf(paper),
    abstract: paper.abstract,
    year: paper.year,
    month: paper.month,
    volume: paper.conference.volume,
    issue: paper.conference.issue,
    pages: paper.pages,
    doi: paper.doi,
    pdf_url: paper.pdf_url,
    keywords: paper.keywords ?? [],
    references: referenceLines(paper.references),
    // The publication day: updated_at is the last edit, the same for every paper of a proceedings.
    created_at: paper.created_at,
    updated_at: paper.updated_at,
    article_type: '',
    conference_name: paper.conference.name,
    institution: null,
    degree: null,
  };
}
