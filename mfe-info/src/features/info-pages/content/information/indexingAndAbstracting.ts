import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** The harvesting address on the site the reader is on (the site server answers OAI-PMH at /oai, docs/discoverability.md). */
const oaiBase = `${typeof window === 'undefined' ? '' : window.location.origin}/oai`;

export const indexingAndAbstracting: PageContent = {
  title: 'Indexing and Abstracting',
  description: `Where the articles of ${journal.name} are registered, indexed and discoverable: Crossref DOIs, Google Scholar, the ISSN Portal and open metadata.`,
  lead: [
    `An article is useful only if readers can find it. ${journal.shortName} registers every article with Crossref and publishes complete, machine-readable metadata so that search engines and scholarly databases can index it. This page lists where the journal is registered today and what it does not claim.`,
  ],
  sections: [
    {
      id: 'registered-services',
      heading: 'Where the Journal Is Registered',
      blocks: [
        {
          table: {
            caption: 'Registration and indexing services',
            columns: ['Service', 'What it provides'],
            rows: [
              [
                'Crossref',
                `Each article receives a DOI under the prefix ${journal.doiPrefix}; its metadata and reference list are deposited, so citations to and from it are linked across publishers.`,
              ],
              [
                'Google Scholar',
                'Article pages carry the citation tags Google Scholar reads, and the full-text PDF is served from the journal’s own site, so articles appear in Scholar with their authors, dates and citations.',
              ],
              [
                'ISSN Portal',
                `The journal’s electronic ISSN, ${journal.eIssn}, is registered with the ISSN network, which identifies the journal in library catalogues.`,
              ],
              [
                'Crossmark',
                'Readers can check whether an article has been corrected or retracted; see the [Crossmark Policy](/cross-mark-policy).',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'metadata',
      heading: 'Open Metadata',
      blocks: [
        'Whatever the database, indexing depends on metadata. For every article the journal publishes the title, all author names and affiliations, the abstract, keywords, the publication date, volume, issue and pages, the DOI, the licence and the full reference list, in the web page and in the data deposited with Crossref. Abstract and reference metadata are open, so any indexer may reuse them.',
      ],
    },
    {
      id: 'harvesting',
      heading: 'For Librarians: OAI-PMH and Feeds',
      blocks: [
        {
          facts: [
            { term: 'OAI-PMH base URL', value: `[${oaiBase}](/oai?verb=Identify)` },
            {
              term: 'Protocol',
              value:
                'OAI-PMH 2.0; metadata format oai_dc (Dublin Core); sets paper, thesis, conference and one per volume (volume:N)',
            },
            {
              term: 'Atom feeds',
              value:
                '[Current issue](/feeds/current-issue.atom), [latest papers](/feeds/papers.atom), [blog](/feeds/blog.atom)',
            },
          ],
        },
        `Repositories, discovery services and library catalogues can harvest every paper, thesis and conference paper of ${journal.shortName} from the base URL above, in full or since a date, with the usual verbs (Identify, ListRecords, GetRecord and the others). Each record carries the title, authors, abstract, date, DOI and licence.`,
      ],
    },
    {
      id: 'what-we-do-not-claim',
      heading: 'What We Do Not Claim',
      blocks: [
        `${journal.shortName} is not indexed in Scopus or the Web of Science, and it has no Clarivate Journal Impact Factor. New journals become eligible for selective databases only after several years of regular publication; we will apply when we meet their criteria and update this page only when a listing is confirmed.`,
        `Be careful with messages that claim otherwise on the journal’s behalf, or that offer indexing in exchange for payment: they do not come from us. If in doubt, write to [${journal.contact.email}](mailto:${journal.contact.email}). The metrics the journal does report are explained on the [Impact Factor](/impact-factor) page.`,
      ],
    },
  ],
  related: relatedPages('/impact-factor', '/journal-particulars', '/cross-mark-policy'),
};
