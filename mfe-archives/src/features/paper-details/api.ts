import { postCall, type PaperDetails } from '@journal/shared';

/** The detail answer of /archivePaperNew, with the short keys of SPEC section 3. */
type PaperDetailsShort = PaperDetails;

/** A paper with the long names of SPEC section 3, as the pages use them. */
export interface PaperRecord {
  paper_id: number;
  paper_title: string;
  paper_abstract: string;
  paper_month: string;
  paper_author: string;
  paper_url: string;
  paper_doi: string;
  paper_articletype: string;
  paper_pages: string;
  paper_uniqueid: string;
  created_at: string;
  updated_at: string;
  paper_references: string;
  paper_citation: string;
  paper_designation: string;
  paper_doi_Link: string;
  issue: number;
  volume: number;
  year: number;
  author_1: string;
  author_2: string;
  author_3: string;
  author_4: string;
  author_5: string;
  author_6: string;
  keywords: string[];
}

/** SPEC 3: "The detail response uses short keys ... which are renamed to the names above." */
export function renamePaperDetails(details: PaperDetailsShort): PaperRecord {
  return {
    paper_id: details.id,
    paper_title: details.title,
    paper_abstract: details.abstract,
    paper_month: details.month,
    paper_author: details.author,
    paper_url: details.url,
    paper_doi: details.doi,
    paper_articletype: details.articletype,
    paper_pages: details.pages,
    paper_uniqueid: details.uniqueid,
    created_at: details.created_time,
    updated_at: details.updated_at ?? details.created_time,
    paper_references: details.references,
    paper_citation: details.citation,
    paper_designation: details.designation,
    paper_doi_Link: details.doi_Link,
    issue: details.issue,
    volume: details.volume,
    year: details.year,
    author_1: details.author_1,
    author_2: details.author_2,
    author_3: details.author_3,
    author_4: details.author_4,
    author_5: details.author_5,
    author_6: details.author_6,
    keywords: details.keywords ?? [],
  };
}

export async function fetchPaper(paperId: number): Promise<PaperRecord> {
  const answer = await postCall<{ paperdetails: PaperDetailsShort }>('/archivePaperNew', { paperid: paperId });
  return renamePaperDetails(answer.paperdetails);
}

/** References arrive one per line, unnumbered and in citation order (the page numbers them [1], [2], ...). */
export function splitReferences(references: string): string[] {
  return references
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
