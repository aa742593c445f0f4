import { callQuery, journalApi, type PaperDetails } from '@journal/shared';

/** docs/api.md: "The detail response uses short keys ... which are renamed to the names above." */
export function renamePaperDetails(details: PaperDetails) {
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
    paper_elocation: details.elocation,
    paper_uniqueid: details.uniqueid,
    created_at: details.created_time,
    updated_at: details.updated_at || details.created_time,
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
    keywords: details.keywords,
    // What a JATS import adds (docs/content.md); empty for a paper that was never imported.
    paper_subtitle: details.subtitle ?? '',
    received_date: details.received_date ?? null,
    accepted_date: details.accepted_date ?? null,
    published_date: details.published_date ?? null,
    authors: details.authors ?? [],
    reference_list: details.reference_list ?? [],
    funding: details.funding ?? [],
    funding_statement: details.funding_statement ?? '',
    body_html: details.body_html ?? '',
    toc: details.toc ?? [],
    licence_url: details.licence_url ?? '',
    keyword_groups: details.keyword_groups ?? [],
    relations: details.relations ?? [],
  };
}

/** A paper with the long names, as the pages use them. */
export type PaperRecord = ReturnType<typeof renamePaperDetails>;

/** One paper's details, added to the page's RTK Query API with this remote. Kept 10 min: a paper changes rarely. */
const paperApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    paperDetails: callQuery(build, '/archivePaperNew', {
      payload: (paperid: number) => ({ paperid }),
      select: (answer) => renamePaperDetails(answer.paperdetails),
      keepFor: 600,
      logFailureAs: 'Error fetching article data',
    }),
  }),
});

export const { usePaperDetailsQuery } = paperApi;

/** References arrive one per line, unnumbered and in citation order (the page numbers them [1], [2], ...). */
export function splitReferences(references: string): string[] {
  return references
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
