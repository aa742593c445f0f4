import { journal } from '@journal/shared/journal';
import { isContinuous } from '@journal/shared/text';
import type { PaperFacts } from './paperFacts.ts';
import { el, textEl, xmlDocument, type XmlElement } from './xml.ts';

/** Crossref's metadata deposit schema this file is written for (docs/discoverability.md, "Deposits"). */
export const CROSSREF_SCHEMA_VERSION = '5.4.0';

export interface IssueOfDeposit {
  year: number;
  volume: number;
  issue: number;
}

export interface CrossrefBatch {
  issue: IssueOfDeposit;
  papers: PaperFacts[];
  /** 4 to 100 characters, unique per deposit: Crossref refuses a batch id it has seen. */
  batchId: string;
  /** When the file was made; Crossref keeps the record with the newest timestamp. */
  made: Date;
  /** The journal's Crossmark policy DOI and domain: with them, notices carry their updates (corrections, retractions). */
  crossmark?: { policyDoi: string; domain: string };
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** Crossref's publication_date: month, day, year, in that order. */
function dateParts(facts: { year: number; month?: number; date?: string }) {
  const [, month, day] = facts.date ? facts.date.split('-').map(Number) : [];
  return [
    textEl('month', month ? pad2(month) : facts.month ? pad2(facts.month) : undefined),
    textEl('day', day ? pad2(day) : undefined),
    el('year', {}, String(facts.year)),
  ];
}

function contributors(paper: PaperFacts): XmlElement | null {
  if (paper.authors.length === 0) return null;
  return el(
    'contributors',
    {},
    paper.authors.map((author, index) =>
      author.given
        ? el(
            'person_name',
            { sequence: index === 0 ? 'first' : 'additional', contributor_role: 'author' },
            el('given_name', {}, author.given),
            el('surname', {}, author.family),
            author.affiliations.length > 0 &&
              el(
                'affiliations',
                {},
                author.affiliations.map((name) => el('institution', {}, el('institution_name', {}, name))),
              ),
            author.orcid && el('ORCID', {}, `https://orcid.org/${author.orcid}`),
          )
        : el(
            'person_name',
            { sequence: index === 0 ? 'first' : 'additional', contributor_role: 'author' },
            el('surname', {}, author.family),
          ),
    ),
  );
}

function funding(paper: PaperFacts): XmlElement | null {
  const groups = paper.funding.filter((group) => group.source.trim());
  if (groups.length === 0) return null;
  return el(
    'fr:program',
    { name: 'fundref' },
    groups.map((group) =>
      el(
        'fr:assertion',
        { name: 'fundgroup' },
        el('fr:assertion', { name: 'funder_name' }, group.source),
        group.awardIds.map((award) => el('fr:assertion', { name: 'award_number' }, award)),
      ),
    ),
  );
}

/** The licence as Crossref's access indicators: free to read, and the licence of the version of record from its date. */
function accessIndicators(paper: PaperFacts): XmlElement {
  const start = paper.publishedDate ?? `${paper.year}-${pad2(paper.month ?? 1)}-01`;
  return el(
    'ai:program',
    { name: 'AccessIndicators' },
    el('ai:free_to_read', {}),
    el('ai:license_ref', { applies_to: 'vor', start_date: start }, paper.licenceUrl),
    el('ai:license_ref', { applies_to: 'tdm', start_date: start }, paper.licenceUrl),
  );
}

function citations(paper: PaperFacts): XmlElement | null {
  if (paper.references.length === 0) return null;
  return el(
    'citation_list',
    {},
    paper.references.map((reference, index) =>
      el(
        'citation',
        { key: `ref${index + 1}` },
        reference.doi && el('doi', {}, reference.doi),
        el('unstructured_citation', {}, reference.text),
      ),
    ),
  );
}

/**
 * Crossmark of a notice: the policy, the domain and what the notice updates (Crossref records corrections
 * and retractions this way, on the notice's own record); null when there is nothing to say.
 */
function crossmarkOf(paper: PaperFacts, crossmark: CrossrefBatch['crossmark']): XmlElement | null {
  if (!crossmark || paper.updates.length === 0) return null;
  const date = paper.publishedDate ?? `${paper.year}-${pad2(paper.month ?? 1)}-01`;
  return el(
    'crossmark',
    {},
    el('crossmark_policy', {}, crossmark.policyDoi),
    el('crossmark_domains', {}, el('crossmark_domain', {}, el('domain', {}, crossmark.domain))),
    el('crossmark_domain_exclusive', {}, 'false'),
    el(
      'updates',
      {},
      paper.updates.map((update) => el('update', { type: update.type, date }, update.doi)),
    ),
    // With Crossmark, the funding and the licence go inside it (the schema allows them nowhere else then).
    el('custom_metadata', {}, funding(paper), accessIndicators(paper)),
  );
}

function article(paper: PaperFacts, crossmark: CrossrefBatch['crossmark']): XmlElement {
  const crossmarkElement = crossmarkOf(paper, crossmark);
  return el(
    'journal_article',
    { publication_type: 'full_text', language: 'en' },
    el('titles', {}, el('title', {}, paper.title), textEl('subtitle', paper.subtitle)),
    contributors(paper),
    paper.abstract.trim() && el('jats:abstract', {}, el('jats:p', {}, paper.abstract.trim())),
    el('publication_date', { media_type: 'online' }, dateParts({ ...paper, date: paper.publishedDate })),
    paper.acceptedDate &&
      el('acceptance_date', {}, dateParts({ year: Number(paper.acceptedDate.slice(0, 4)), date: paper.acceptedDate })),
    paper.firstPage && el('pages', {}, el('first_page', {}, paper.firstPage), textEl('last_page', paper.lastPage)),
    paper.elocation &&
      el('publisher_item', {}, el('item_number', { item_number_type: 'article_number' }, paper.elocation)),
    crossmarkElement,
    !crossmarkElement && funding(paper),
    !crossmarkElement && accessIndicators(paper),
    el(
      'doi_data',
      {},
      el('doi', {}, paper.doi),
      el('resource', {}, paper.landingUrl),
      el(
        'collection',
        { property: 'text-mining' },
        el('item', {}, el('resource', { mime_type: 'application/pdf' }, paper.pdfUrl)),
      ),
    ),
    citations(paper),
  );
}

/**
 * One Crossref deposit (schema 5.4.0) of one issue: the journal, the issue and a journal_article per
 * paper with a DOI, with contributors (ORCID iDs, affiliations), abstract, dates, pages or article
 * number, funding, licence (access indicators), the landing page and PDF, and the reference list; with a
 * Crossmark policy, a correction or retraction notice also says which DOI it updates.
 */
export function crossrefDeposit({ issue, papers, batchId, made, crossmark }: CrossrefBatch): string {
  const firstMonth = papers.find((paper) => paper.month)?.month;
  const timestamp = made.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return xmlDocument(
    el(
      'doi_batch',
      {
        version: CROSSREF_SCHEMA_VERSION,
        xmlns: `http://www.crossref.org/schema/${CROSSREF_SCHEMA_VERSION}`,
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        'xmlns:jats': 'http://www.ncbi.nlm.nih.gov/JATS1',
        'xmlns:fr': 'http://www.crossref.org/fundref.xsd',
        'xmlns:ai': 'http://www.crossref.org/AccessIndicators.xsd',
        'xsi:schemaLocation': `http://www.crossref.org/schema/${CROSSREF_SCHEMA_VERSION} https://www.crossref.org/schemas/crossref${CROSSREF_SCHEMA_VERSION}.xsd`,
      },
      el(
        'head',
        {},
        el('doi_batch_id', {}, batchId),
        el('timestamp', {}, timestamp),
        el(
          'depositor',
          {},
          el('depositor_name', {}, journal.publisher),
          el('email_address', {}, journal.contact.email),
        ),
        el('registrant', {}, journal.publisher),
      ),
      el(
        'body',
        {},
        el(
          'journal',
          {},
          el(
            'journal_metadata',
            { language: 'en' },
            el('full_title', {}, journal.name),
            el('abbrev_title', {}, journal.shortName),
            el('issn', { media_type: 'electronic' }, journal.eIssn),
          ),
          el(
            'journal_issue',
            {},
            el('publication_date', { media_type: 'online' }, dateParts({ year: issue.year, month: firstMonth })),
            el('journal_volume', {}, el('volume', {}, String(issue.volume))),
            // A volume published continuously has no issue: Crossref's journal_issue then names only the volume.
            isContinuous(issue.issue) ? null : el('issue', {}, String(issue.issue)),
          ),
          papers.map((paper) => article(paper, crossmark)),
        ),
      ),
    ),
  );
}
