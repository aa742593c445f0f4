import type { CitationSource } from '../citation/citationSource.ts';
import { bareDoi, pageRange } from '../citation/citationSource.ts';
import { pagesOrElocation } from '../text/elocation.ts';
import { isContinuous, issueName } from '../text/issueName.ts';
import { journal } from '../journal.ts';
import { licenceOf } from '../licence.ts';
import { metaDescription } from '../text/metaDescription.ts';
import { monthNumber } from '../text/monthYear.ts';
import {
  absoluteUrl,
  basicHead,
  headlineOf,
  publisherJsonLd,
  recordTitle,
  socialImageObject,
  type HeadTag,
  type PageHeadData,
} from './head.ts';
import type { ArticleRelation, ScholarlyRecord } from '../api/types.ts';
import { citationExportPath, recordPath, type RecordKind } from './records.ts';

/**
 * Publication date in the forms Scholar reads ("2024/04/12", zero-padded, or "2024") and ISO
 * ("2024-04-12", "2024-04", "2024"), and the day alone for the citation files. The day is taken from
 * created_at only when it falls in the stated month, never invented.
 */
export function publicationDate(record: Pick<ScholarlyRecord, 'year' | 'month' | 'created_at'>): {
  highwire: string;
  iso: string;
  day?: number;
} {
  const month = monthNumber(record.month);
  const created = new Date(record.created_at);
  if (
    month &&
    !Number.isNaN(created.getTime()) &&
    created.getUTCFullYear() === record.year &&
    created.getUTCMonth() + 1 === month
  ) {
    const day = created.getUTCDate();
    return {
      highwire: `${record.year}/${pad(month)}/${pad(day)}`,
      iso: `${record.year}-${pad(month)}-${pad(day)}`,
      day,
    };
  }
  return { highwire: String(record.year), iso: month ? `${record.year}-${pad(month)}` : String(record.year) };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function citationSourceOf(record: ScholarlyRecord, origin: string): CitationSource {
  return {
    kind: record.kind === 'paper' ? 'article' : record.kind,
    title: record.title,
    authors: record.authors,
    year: record.year,
    month: record.month || undefined,
    day: publicationDate(record).day,
    volume: record.kind === 'paper' ? (record.volume ?? undefined) : undefined,
    // A paper published continuously is cited by its volume alone (docs/content.md, "Continuous publication").
    issue: record.kind === 'paper' && !isContinuous(record.issue) ? (record.issue ?? undefined) : undefined,
    ...pagesOrElocation(record.pages, record.elocation),
    ...(record.licence_url ? { licenceUrl: record.licence_url } : {}),
    doi: record.doi || undefined,
    url: absoluteUrl(origin, recordPath(record)),
    conferenceName: record.conference_name ?? undefined,
    institution: record.institution ?? undefined,
    degree: record.degree ?? undefined,
  };
}

const meta = (name: string, content: string | number | null | undefined): HeadTag[] =>
  content === null || content === undefined || String(content).trim() === ''
    ? []
    : [{ tag: 'meta', name, content: String(content) }];

/** Highwire Press tags (Google Scholar's inclusion guidelines), typed by kind of work. */
function highwireTags(record: ScholarlyRecord, origin: string, pageUrl: string, date: string): HeadTag[] {
  const { pages, elocationId } = pagesOrElocation(record.pages, record.elocation);
  const range = pageRange(pages);
  const doi = bareDoi(record.doi);
  return [
    ...meta('citation_title', record.title),
    ...record.authors.flatMap((author) => meta('citation_author', author)),
    ...meta('citation_publication_date', date),
    ...(record.kind === 'paper'
      ? [
          ...meta('citation_journal_title', journal.name),
          ...meta('citation_journal_abbrev', journal.shortName),
          ...meta('citation_issn', journal.eIssn),
          ...meta('citation_volume', record.volume),
          ...(isContinuous(record.issue) ? [] : meta('citation_issue', record.issue)),
        ]
      : []),
    ...(record.kind === 'conference' ? meta('citation_conference_title', record.conference_name) : []),
    ...(record.kind === 'thesis' ? meta('citation_dissertation_institution', record.institution) : []),
    ...meta('citation_publisher', journal.publisher),
    ...(record.kind !== 'thesis' && range
      ? [...meta('citation_firstpage', range.first), ...meta('citation_lastpage', range.last)]
      : []),
    // Google Scholar's tags take an e-location as the first page, with no last page.
    ...(record.kind !== 'thesis' && elocationId ? meta('citation_firstpage', elocationId) : []),
    ...meta('citation_doi', doi),
    ...meta('citation_language', 'en'),
    ...meta('citation_keywords', record.keywords.join('; ')),
    ...meta('citation_abstract_html_url', pageUrl),
    ...meta('citation_pdf_url', record.pdf_url ? absoluteUrl(origin, record.pdf_url) : ''),
    ...record.references.flatMap((reference) => meta('citation_reference', reference)),
  ];
}

const DC_TYPES: Record<RecordKind, string> = {
  paper: 'Text.Serial.Journal',
  thesis: 'Text.Thesis',
  conference: 'Text.Proceedings',
};

function dublinCoreTags(record: ScholarlyRecord, date: string, description: string): HeadTag[] {
  const doi = bareDoi(record.doi);
  return [
    { tag: 'link', rel: 'schema.DC', href: 'http://purl.org/dc/elements/1.1/' },
    ...meta('DC.title', record.title),
    ...record.authors.flatMap((author) => meta('DC.creator', author)),
    ...record.keywords.flatMap((keyword) => meta('DC.subject', keyword)),
    ...meta('DC.description', description),
    ...meta('DC.publisher', journal.publisher),
    ...meta('DC.date', date),
    ...meta('DC.type', DC_TYPES[record.kind]),
    ...meta('DC.format', 'application/pdf'),
    ...meta('DC.identifier', doi ? `https://doi.org/${doi}` : ''),
    ...meta(
      'DC.source',
      record.kind === 'paper' ? `${journal.name}, ${issueName(record)}` : (record.conference_name ?? journal.name),
    ),
    ...meta('DC.language', 'en'),
    ...meta('DC.rights', licenceOf(record.licence_url).url),
  ];
}

/** schema.org ScholarlyArticle: authors, date, isPartOf issue, volume and periodical (ISSN), publisher, licence, DOI. */
export function scholarlyJsonLd(record: ScholarlyRecord, origin: string, isoDate: string): object {
  const doi = bareDoi(record.doi);
  const url = absoluteUrl(origin, recordPath(record));
  const periodical = {
    '@type': 'Periodical',
    name: journal.name,
    issn: journal.eIssn,
    publisher: { '@type': 'Organization', name: journal.publisher },
  };
  const volume =
    record.volume !== null
      ? { '@type': 'PublicationVolume', volumeNumber: String(record.volume), isPartOf: periodical }
      : periodical;
  const isPartOf =
    record.issue !== null && !isContinuous(record.issue)
      ? {
          '@type': 'PublicationIssue',
          issueNumber: String(record.issue),
          ...(record.conference_name ? { name: record.conference_name } : {}),
          isPartOf: volume,
        }
      : volume;
  const { pages, elocationId } = pagesOrElocation(record.pages, record.elocation);
  const range = pageRange(pages);
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    '@id': url,
    url,
    // name carries the full title; headline only when it fits Google's 110 characters whole.
    headline: headlineOf(record.title),
    name: record.title,
    author: record.authors.map((name) => ({ '@type': 'Person', name })),
    datePublished: isoDate,
    dateModified: record.updated_at || undefined,
    abstract: record.abstract,
    keywords: record.keywords.length ? record.keywords.join(', ') : undefined,
    inLanguage: 'en',
    isAccessibleForFree: true,
    genre:
      record.kind === 'thesis'
        ? record.degree
          ? `Thesis (${record.degree})`
          : 'Thesis'
        : record.kind === 'conference'
          ? 'Conference paper'
          : record.article_type || undefined,
    isPartOf,
    ...(record.kind === 'thesis' && record.institution
      ? { sourceOrganization: { '@type': 'Organization', name: record.institution } }
      : {}),
    image: socialImageObject(origin),
    publisher: publisherJsonLd(origin),
    license: licenceOf(record.licence_url).url,
    ...(range ? { pageStart: range.first, ...(range.last ? { pageEnd: range.last } : {}) } : {}),
    ...(elocationId ? { pagination: elocationId } : {}),
    ...(doi
      ? { sameAs: `https://doi.org/${doi}`, identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: doi } }
      : {}),
    ...(record.pdf_url
      ? {
          encoding: {
            '@type': 'MediaObject',
            encodingFormat: 'application/pdf',
            contentUrl: absoluteUrl(origin, record.pdf_url),
          },
        }
      : {}),
    citation: record.references.length ? record.references : undefined,
    ...relationsJsonLd(record.relations ?? [], origin),
  };
}

/** Where the other article of a relation is read: its page here, else its DOI. */
function relatedUrl(relation: ArticleRelation, origin: string): string {
  return relation.paper_id !== null
    ? absoluteUrl(origin, recordPath({ kind: 'paper', id: relation.paper_id, title: relation.title }))
    : `https://doi.org/${relation.doi}`;
}

/**
 * schema.org's words for corrections and retractions (docs/discoverability.md): a corrected article
 * names each correction (`correction`, a CorrectionComment), a retracted one is `creativeWorkStatus`
 * "Retracted", and a notice is `about` the article it concerns.
 */
function relationsJsonLd(relations: ArticleRelation[], origin: string): object {
  const notices = relations.filter((r) => r.direction === 'updated_by');
  const about = relations.filter((r) => r.direction === 'updates');
  const corrections = notices.filter((r) => r.type === 'correction');
  return {
    ...(corrections.length
      ? {
          correction: corrections.map((r) => ({
            '@type': 'CorrectionComment',
            url: relatedUrl(r, origin),
            name: r.title || undefined,
          })),
        }
      : {}),
    ...(notices.some((r) => r.type === 'retraction') ? { creativeWorkStatus: 'Retracted' } : {}),
    ...(about.length
      ? {
          about: about.map((r) => ({
            '@type': 'ScholarlyArticle',
            url: relatedUrl(r, origin),
            name: r.title || undefined,
            sameAs: `https://doi.org/${r.doi}`,
          })),
        }
      : {}),
  };
}

/** The whole head of a paper, thesis or conference paper page. */
export function scholarlyHead(record: ScholarlyRecord, origin: string): PageHeadData {
  const description = metaDescription(record.abstract);
  const head = basicHead(
    { title: recordTitle(record), description, path: recordPath(record), type: 'article' },
    origin,
  );
  const date = publicationDate(record);
  head.tags.push(
    { tag: 'meta', property: 'article:published_time', content: date.iso },
    ...highwireTags(record, origin, head.canonical, date.highwire),
    ...dublinCoreTags(record, date.iso, description),
    {
      tag: 'link',
      rel: 'alternate',
      type: 'application/x-bibtex',
      title: 'BibTeX',
      href: absoluteUrl(origin, citationExportPath(record, 'bib')),
    },
    {
      tag: 'link',
      rel: 'alternate',
      type: 'application/x-research-info-systems',
      title: 'RIS',
      href: absoluteUrl(origin, citationExportPath(record, 'ris')),
    },
  );
  head.jsonLd.push(JSON.parse(JSON.stringify(scholarlyJsonLd(record, origin, date.iso))) as object);
  return head;
}
