import { isContinuous } from '@journal/shared/text';
import { journal } from '@journal/shared/journal';
import type { PaperRow } from '../db/rows.ts';
import { paperFacts, type PaperFacts } from '../deposit/paperFacts.ts';
import { el, textEl, xmlDocument, type XmlElement } from '../deposit/xml.ts';

export const JATS_DOCTYPE =
  '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.3 20210610//EN" ' +
  '"https://jats.nlm.nih.gov/publishing/1.3/JATS-journalpublishing1-3.dtd">';

/** JATS article-type values for the journal's article types (the JATS 1.3 suggested list). */
const ARTICLE_TYPES: Record<string, string> = {
  'Research Article': 'research-article',
  'Review Article': 'review-article',
  'Case Study': 'case-report',
  'Short Communication': 'brief-report',
  Correction: 'correction',
  Retraction: 'retraction',
  Editorial: 'editorial',
};

const pad2 = (value: number) => String(value).padStart(2, '0');

function jatsDate(tag: string, attributes: Record<string, string>, date: string | undefined, fallback?: PaperFacts) {
  if (date) {
    const [year, month, day] = date.split('-');
    return el(tag, attributes, el('day', {}, day), el('month', {}, month), el('year', {}, year));
  }
  if (!fallback) return null;
  return el(
    tag,
    attributes,
    fallback.month ? el('month', {}, pad2(fallback.month)) : null,
    el('year', {}, String(fallback.year)),
  );
}

function contribGroup(paper: PaperFacts): XmlElement[] {
  if (paper.authors.length === 0) return [];
  const affiliations = [...new Set(paper.authors.flatMap((author) => author.affiliations))];
  return [
    el(
      'contrib-group',
      {},
      paper.authors.map((author) =>
        el(
          'contrib',
          { 'contrib-type': 'author' },
          author.orcid && el('contrib-id', { 'contrib-id-type': 'orcid' }, `https://orcid.org/${author.orcid}`),
          el('name', {}, el('surname', {}, author.family), textEl('given-names', author.given)),
          author.affiliations.map((name) =>
            el('xref', { 'ref-type': 'aff', rid: `aff${affiliations.indexOf(name) + 1}` }),
          ),
        ),
      ),
      affiliations.map((name, index) => el('aff', { id: `aff${index + 1}` }, name)),
    ),
  ];
}

function body(row: PaperRow): XmlElement | null {
  let sections: Array<{ heading: string; paragraphs: string[] }> = [];
  try {
    sections = row.sections_json ? (JSON.parse(row.sections_json) as typeof sections) : [];
  } catch {
    sections = [];
  }
  const filled = sections.filter((section) => section.heading || section.paragraphs.length);
  if (filled.length === 0) return null;
  return el(
    'body',
    {},
    filled.map((section) =>
      el(
        'sec',
        {},
        el('title', {}, section.heading),
        section.paragraphs.map((paragraph) => el('p', {}, paragraph)),
      ),
    ),
  );
}

/** A JATS 1.3 (Journal Publishing) article made from a paper's row: front matter, full text when stored, references. */
export function generatedJats(row: PaperRow, siteUrl: string): string {
  const paper = paperFacts(row, siteUrl);
  const funding = paper.funding.filter((group) => group.source.trim());
  return xmlDocument(
    el(
      'article',
      {
        'xmlns:xlink': 'http://www.w3.org/1999/xlink',
        'xmlns:ali': 'http://www.niso.org/schemas/ali/1.0/',
        'article-type': ARTICLE_TYPES[paper.articleType] ?? 'research-article',
        'dtd-version': '1.3',
        'xml:lang': 'en',
      },
      el(
        'front',
        {},
        el(
          'journal-meta',
          {},
          el('journal-id', { 'journal-id-type': 'publisher-id' }, journal.shortName),
          el(
            'journal-title-group',
            {},
            el('journal-title', {}, journal.name),
            el('abbrev-journal-title', {}, journal.shortName),
          ),
          el('issn', { 'publication-format': 'electronic' }, journal.eIssn),
          el(
            'publisher',
            {},
            el('publisher-name', {}, journal.publisher),
            el('publisher-loc', {}, journal.publisherAddress),
          ),
        ),
        el(
          'article-meta',
          {},
          el('article-id', { 'pub-id-type': 'publisher-id' }, paper.uniqueId),
          paper.doi && el('article-id', { 'pub-id-type': 'doi' }, paper.doi),
          paper.articleType &&
            el(
              'article-categories',
              {},
              el('subj-group', { 'subj-group-type': 'heading' }, el('subject', {}, paper.articleType)),
            ),
          el('title-group', {}, el('article-title', {}, paper.title), textEl('subtitle', paper.subtitle)),
          contribGroup(paper),
          jatsDate('pub-date', { 'publication-format': 'electronic', 'date-type': 'pub' }, paper.publishedDate, paper),
          el('volume', {}, String(paper.volume)),
          // A paper published continuously is in its volume alone: no <issue>, as its source file had none.
          isContinuous(paper.issue) ? null : el('issue', {}, String(paper.issue)),
          paper.firstPage
            ? [el('fpage', {}, paper.firstPage), textEl('lpage', paper.lastPage)]
            : textEl('elocation-id', paper.elocation),
          (paper.receivedDate || paper.acceptedDate) &&
            el(
              'history',
              {},
              jatsDate('date', { 'date-type': 'received' }, paper.receivedDate),
              jatsDate('date', { 'date-type': 'accepted' }, paper.acceptedDate),
            ),
          el(
            'permissions',
            {},
            el('copyright-statement', {}, `© ${paper.year} The Authors`),
            el('copyright-year', {}, String(paper.year)),
            el(
              'license',
              { 'xlink:href': paper.licenceUrl },
              el('ali:license_ref', {}, paper.licenceUrl),
              el('license-p', {}, `Open access under the ${journal.licence.title} licence (${paper.licenceUrl}).`),
            ),
          ),
          el('self-uri', { 'xlink:href': paper.pdfUrl, 'content-type': 'application/pdf' }),
          paper.abstract.trim() && el('abstract', {}, el('p', {}, paper.abstract.trim())),
          paper.keywords.length > 0 &&
            el(
              'kwd-group',
              { 'kwd-group-type': 'author' },
              paper.keywords.map((keyword) => el('kwd', {}, keyword)),
            ),
          (funding.length > 0 || paper.fundingStatement) &&
            el(
              'funding-group',
              {},
              funding.map((group) =>
                el(
                  'award-group',
                  {},
                  el('funding-source', {}, group.source),
                  group.awardIds.map((award) => el('award-id', {}, award)),
                ),
              ),
              textEl('funding-statement', paper.fundingStatement),
            ),
        ),
      ),
      body(row),
      paper.references.length > 0 &&
        el(
          'back',
          {},
          el(
            'ref-list',
            {},
            el('title', {}, 'References'),
            paper.references.map((reference, index) =>
              el(
                'ref',
                { id: `r${index + 1}` },
                el('label', {}, String(index + 1)),
                el(
                  'mixed-citation',
                  {},
                  reference.text,
                  reference.doi && el('pub-id', { 'pub-id-type': 'doi' }, reference.doi),
                ),
              ),
            ),
          ),
        ),
    ),
    JATS_DOCTYPE,
  );
}

/** A paper as JATS: the file it was imported from, as it came; otherwise generated from its row. */
export function paperJats(row: PaperRow, siteUrl: string): { xml: string; source: 'imported' | 'generated' } {
  return row.jats_source
    ? { xml: row.jats_source, source: 'imported' }
    : { xml: generatedJats(row, siteUrl), source: 'generated' };
}
