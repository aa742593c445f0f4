import { journal } from '@journal/shared/journal';
import { isContinuous } from '@journal/shared/text';
import type { PaperFacts } from './paperFacts.ts';
import { el, textEl, xmlDocument } from './xml.ts';

/** DOAJ's codes are ISO 639-2/B; the journal publishes in English. */
const LANGUAGE = 'eng';

function record(paper: PaperFacts) {
  // DOAJ numbers affiliations once per record; each author points at theirs by id.
  const affiliations = [...new Set(paper.authors.flatMap((author) => author.affiliations))];
  const publicationDate =
    paper.publishedDate ?? (paper.month ? `${paper.year}-${String(paper.month).padStart(2, '0')}` : String(paper.year));
  return el(
    'record',
    {},
    el('language', {}, LANGUAGE),
    el('publisher', {}, journal.publisher),
    el('journalTitle', {}, journal.name),
    el('eissn', {}, journal.eIssn),
    el('publicationDate', {}, publicationDate),
    el('volume', {}, String(paper.volume)),
    isContinuous(paper.issue) ? null : el('issue', {}, String(paper.issue)),
    textEl('startPage', paper.firstPage ?? paper.elocation),
    textEl('endPage', paper.lastPage),
    textEl('doi', paper.doi),
    el('publisherRecordId', {}, paper.uniqueId),
    textEl('documentType', paper.articleType),
    el('title', { language: LANGUAGE }, paper.subtitle ? `${paper.title}: ${paper.subtitle}` : paper.title),
    paper.authors.length > 0 &&
      el(
        'authors',
        {},
        paper.authors.map((author) =>
          el(
            'author',
            {},
            el('name', {}, author.name),
            author.affiliations.map((name) => el('affiliationId', {}, String(affiliations.indexOf(name) + 1))),
            author.orcid && el('orcid_id', {}, `https://orcid.org/${author.orcid}`),
          ),
        ),
      ),
    affiliations.length > 0 &&
      el(
        'affiliationsList',
        {},
        affiliations.map((name, index) => el('affiliationName', { affiliationId: String(index + 1) }, name)),
      ),
    textEl('abstract', paper.abstract, { language: LANGUAGE }),
    el('fullTextUrl', { format: 'pdf' }, paper.pdfUrl),
    paper.keywords.length > 0 &&
      el(
        'keywords',
        { language: LANGUAGE },
        paper.keywords.map((keyword) => el('keyword', {}, keyword)),
      ),
  );
}

/**
 * DOAJ's article XML (doajArticles.xsd) for a set of papers: one record each, with the journal's
 * e-ISSN, the DOI, authors with ORCID iDs and affiliations, abstract, keywords and the PDF's address.
 */
export function doajRecords(papers: PaperFacts[]): string {
  return xmlDocument(
    el(
      'records',
      {
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        'xsi:noNamespaceSchemaLocation': 'https://doaj.org/static/doaj/doajArticles.xsd',
      },
      papers.map(record),
    ),
  );
}
