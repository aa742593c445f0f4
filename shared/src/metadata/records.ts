import type {
  ArticleRelation,
  ConferencePaperDetails,
  PaperDetails,
  ScholarlyRecord,
  ThesisDetails,
  WorkKind,
} from '../api/types.ts';
import { workPath } from '../routing/links.ts';
import { authorsOf, type AuthorFields } from '../text/authorsOf.ts';

/**
 * One scholarly work (journal paper, thesis or conference paper) is the contract's `ScholarlyRecord`:
 * the one shape every metadata builder reads (head tags, JSON-LD, citation exports, sitemaps, feeds
 * and OAI-PMH). The API's /metadataRecords answers it; the details answers are converted to it by the
 * functions below, so the site server and the pages build their tags from the same record.
 */
export type RecordKind = WorkKind;

export const RECORD_KINDS: readonly RecordKind[] = ['paper', 'thesis', 'conference'];

/** The canonical page of a work (papers always under /archives, whichever list linked them). */
export function recordPath(record: Pick<ScholarlyRecord, 'kind' | 'id' | 'title'>): string {
  return workPath(record.kind, record.id, record.title);
}

/** Where the BibTeX and RIS files of a work are served by the site server. */
export function citationExportPath(record: Pick<ScholarlyRecord, 'kind' | 'id'>, format: 'bib' | 'ris'): string {
  return `/citation/${record.kind}/${record.id}.${format}`;
}

/** "a\nb\n" -> ["a", "b"]: the API keeps references one per line. */
export function referenceLines(text: string | undefined | null): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** A details answer with the short field names (paper details, thesis, conference paper). */
type ShortNamedWork = AuthorFields & { id: number; title: string; abstract: string; year: number; month: string };

/** The fields every record takes from a short-named details answer alike. */
function titledAndDated(work: ShortNamedWork) {
  return {
    id: work.id,
    title: work.title,
    authors: authorsOf(work),
    abstract: work.abstract,
    year: work.year,
    month: work.month,
  };
}

export function recordFromPaperDetails(paper: PaperDetails): ScholarlyRecord {
  return {
    kind: 'paper',
    ...titledAndDated(paper),
    volume: paper.volume,
    issue: paper.issue,
    pages: paper.pages,
    elocation: paper.elocation,
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
    ...relationsOf(paper.relations),
  };
}

/** Corrections and retractions, only when the paper has any (so a record without them stays as it was). */
function relationsOf(relations: ArticleRelation[] | undefined): Pick<ScholarlyRecord, 'relations'> {
  return relations?.length ? { relations } : {};
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
  paper_elocation?: string;
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
  relations?: ArticleRelation[];
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
    elocation: paper.paper_elocation ?? '',
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
    ...relationsOf(paper.relations),
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
    ...titledAndDated(thesis),
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
    ...titledAndDated(paper),
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
