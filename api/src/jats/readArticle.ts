import { MONTH_NAMES as MONTHS } from '@journal/shared/text';
import { bodyToHtml, type BodyResult, type Heading } from './bodyHtml.ts';
import type { BodyAssets } from './figureHtml.ts';
import { child, childrenNamed, descendants, isElement, JatsError, textOf, type XmlElement } from './xmlTree.ts';

/**
 * Reads one JATS <article> (NISO Z39.96 1.1 to 1.4, Journal Publishing and Archiving tag sets) into
 * what the journal stores. Follows the standard, not one producer: contributors may sit in several
 * contrib-groups, affiliations inside or outside them, names as <name> or <string-name>, licences as
 * <license xlink:href> or <ali:license_ref>, dates as <pub-date pub-type> (1.0/1.1) or
 * <pub-date date-type publication-format> (1.2+), citations as element-, mixed- or (1.0) citation.
 */
export interface ImportedAuthor {
  name: string;
  /** The contributor's <role> (e.g. "Associate Professor"), shown before the affiliation. */
  role?: string;
  orcid?: string;
  affiliations: string[];
  corresponding: boolean;
  email?: string;
}

export interface ImportedReference {
  label: string;
  text: string;
  doi?: string;
  pmid?: string;
  id?: string;
}

export interface ImportedArticle {
  doi: string;
  title: string;
  subtitle?: string;
  articleType: string;
  authors: ImportedAuthor[];
  abstract: string;
  keywords: string[];
  volume: number;
  issue: number;
  year: number;
  month: string;
  /** "fpage-lpage", or the elocation-id; undefined when the file gives neither. */
  pages?: string;
  fpage?: number;
  lpage?: number;
  elocationId?: string;
  received?: string;
  accepted?: string;
  published: string;
  licenceUrl?: string;
  funding: Array<{ source: string; awardIds: string[] }>;
  fundingStatement?: string;
  references: ImportedReference[];
  html: string;
  headings: Heading[];
  sections: Array<{ heading: string; level: number; paragraphs: string[] }>;
  warnings: BodyResult['warnings'];
}

/** JATS article-type values (and the subject heading journals put in article-categories) to the card's type. */
const ARTICLE_TYPES: Record<string, string> = {
  'research-article': 'Research Article',
  'review-article': 'Review Article',
  'systematic-review': 'Review Article',
  'brief-report': 'Short Communication',
  'rapid-communication': 'Short Communication',
  'case-report': 'Case Study',
  editorial: 'Editorial',
  letter: 'Letter',
  correction: 'Correction',
  'article-commentary': 'Commentary',
  'book-review': 'Book Review',
  'meeting-report': 'Meeting Report',
  'data-paper': 'Data Paper',
  retraction: 'Retraction',
};

function fail(element: XmlElement, reason: string): never {
  throw new JatsError(element.name, element.line, reason);
}

function required(parent: XmlElement, name: string, what: string): XmlElement {
  const found = child(parent, name);
  if (!found || !textOf(found)) fail(parent, `${what} is missing (expected a non-empty <${name}>)`);
  return found;
}

function positiveInt(element: XmlElement, what: string): number {
  const value = Number(textOf(element));
  if (!Number.isInteger(value) || value < 1)
    fail(element, `${what} must be a positive whole number, found "${textOf(element)}"`);
  return value;
}

/** A JATS date (<day>, <month>, <year>, or iso-8601-date) as YYYY-MM-DD (or YYYY-MM). */
function dateOf(element: XmlElement): string {
  const iso = element.attrs['iso-8601-date'];
  if (iso && /^\d{4}-\d{2}(-\d{2})?$/.test(iso)) return iso;
  const yearEl = child(element, 'year');
  if (!yearEl) fail(element, 'the date has no <year>');
  const year = positiveInt(yearEl, 'The year');
  const monthEl = child(element, 'month');
  const season = textOf(child(element, 'season'));
  let month = monthEl ? Number(textOf(monthEl)) : NaN;
  if (monthEl && Number.isNaN(month))
    month = MONTHS.findIndex((m) => m.toLowerCase().startsWith(textOf(monthEl).toLowerCase().slice(0, 3))) + 1;
  if (!monthEl && season)
    month = MONTHS.findIndex((m) => season.toLowerCase().startsWith(m.toLowerCase().slice(0, 3))) + 1;
  if (!month) month = 1;
  if (month < 1 || month > 12) fail(monthEl ?? element, `month "${textOf(monthEl)}" is not 1 to 12`);
  const dayEl = child(element, 'day');
  const day = dayEl ? positiveInt(dayEl, 'The day') : undefined;
  if (day !== undefined && day > 31) fail(dayEl!, `day ${day} is not 1 to 31`);
  return `${year}-${String(month).padStart(2, '0')}${day ? `-${String(day).padStart(2, '0')}` : ''}`;
}

/** The publication date: electronic first (pub-type epub / publication-format electronic), then any pub-date. */
function publicationDate(meta: XmlElement): { date: XmlElement; collection?: XmlElement } {
  const dates = childrenNamed(meta, 'pub-date');
  const isElectronic = (d: XmlElement) =>
    ['epub', 'epub-ppub'].includes(d.attrs['pub-type'] ?? '') ||
    (d.attrs['publication-format'] === 'electronic' && d.attrs['date-type'] !== 'collection');
  const isCollection = (d: XmlElement) => d.attrs['pub-type'] === 'collection' || d.attrs['date-type'] === 'collection';
  const date = dates.find(isElectronic) ?? dates.find((d) => !isCollection(d)) ?? dates[0];
  if (!date) fail(meta, 'the publication date is missing (expected <pub-date>)');
  return { date, collection: dates.find(isCollection) };
}

function personName(contrib: XmlElement): string {
  const name = child(contrib, 'name') ?? descendants(contrib, 'name')[0];
  if (name) {
    const given = textOf(child(name, 'given-names'));
    const surname = textOf(child(name, 'surname'));
    const suffix = textOf(child(name, 'suffix'));
    // name-style="eastern" puts the family name first (e.g. Chinese, Japanese, Korean names).
    const parts = name.attrs['name-style'] === 'eastern' ? [surname, given] : [given, surname];
    return [...parts, suffix].filter(Boolean).join(' ');
  }
  const stringName = child(contrib, 'string-name');
  if (stringName) return textOf(stringName);
  const collab = child(contrib, 'collab');
  if (collab) return textOf(collab);
  return '';
}

/** An affiliation's text without its label (the "1" or "a" that links it to authors). */
function affiliationText(aff: XmlElement): string {
  const institutions = aff.children.filter(isElement).filter((c) => c.name !== 'label');
  const text = aff.children
    .filter((c) => !(isElement(c) && c.name === 'label'))
    .map((c) => textOf(c))
    .join(' ');
  return (text || institutions.map(textOf).join(', '))
    .replace(/\s+([,.;])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[,;]\s*|[,;]\s*$/g, '');
}

function readAuthors(meta: XmlElement, article: XmlElement): ImportedAuthor[] {
  const affs = new Map<string, string>();
  for (const aff of descendants(article, 'aff')) affs.set(aff.attrs.id ?? `#${affs.size}`, affiliationText(aff));
  const corresp = descendants(meta, 'corresp');
  const authors: ImportedAuthor[] = [];
  for (const group of childrenNamed(meta, 'contrib-group')) {
    for (const contrib of childrenNamed(group, 'contrib')) {
      if ((contrib.attrs['contrib-type'] ?? 'author') !== 'author') continue;
      const name = personName(contrib);
      if (!name) fail(contrib, 'an author has no name (expected <name>, <string-name> or <collab>)');
      const orcidRaw = childrenNamed(contrib, 'contrib-id').find((c) => c.attrs['contrib-id-type'] === 'orcid');
      const orcidMatch = orcidRaw ? /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/.exec(textOf(orcidRaw)) : null;
      if (orcidRaw && !orcidMatch) fail(orcidRaw, `"${textOf(orcidRaw)}" is not an ORCID iD (0000-0000-0000-0000)`);
      const xrefs = childrenNamed(contrib, 'xref');
      const affiliations = [
        ...xrefs
          .filter((x) => x.attrs['ref-type'] === 'aff')
          .flatMap((x) => (x.attrs.rid ?? '').split(/\s+/))
          .map((rid) => affs.get(rid))
          .filter((a): a is string => !!a),
        ...childrenNamed(contrib, 'aff').map(affiliationText),
      ];
      // Without explicit links, a group's own affiliations belong to all its authors.
      if (affiliations.length === 0) affiliations.push(...childrenNamed(group, 'aff').map(affiliationText));
      if (affiliations.length === 0 && affs.size === 1) affiliations.push(...affs.values());
      const corresponding = contrib.attrs.corresp === 'yes' || xrefs.some((x) => x.attrs['ref-type'] === 'corresp');
      const email =
        textOf(child(contrib, 'email')) ||
        (corresponding ? textOf(descendants(corresp[0], 'email')[0]) : '') ||
        undefined;
      const role = textOf(child(contrib, 'role'));
      authors.push({
        name,
        ...(role ? { role } : {}),
        ...(orcidMatch ? { orcid: orcidMatch[1] } : {}),
        affiliations,
        corresponding,
        ...(email ? { email } : {}),
      });
    }
  }
  if (authors.length === 0)
    fail(child(meta, 'contrib-group') ?? meta, 'the article has no authors (expected <contrib contrib-type="author">)');
  return authors;
}

function readReferences(back: XmlElement | undefined): ImportedReference[] {
  const refs: ImportedReference[] = [];
  for (const ref of descendants(back, 'ref')) {
    const citation = ref.children
      .filter(isElement)
      .find((c) => ['element-citation', 'mixed-citation', 'citation', 'nlm-citation'].includes(c.name));
    if (!citation) continue;
    const ids = descendants(ref, 'pub-id');
    const doiEl = ids.find((p) => p.attrs['pub-id-type'] === 'doi');
    const pmidEl = ids.find((p) => p.attrs['pub-id-type'] === 'pmid');
    const doiLink = descendants(ref, 'ext-link')
      .map((e) => e.attrs['xlink:href'] ?? '')
      .find((h) => /doi\.org\/10\./.test(h));
    const doi =
      textOf(doiEl).replace(/^https?:\/\/(dx\.)?doi\.org\//, '') ||
      doiLink?.replace(/^https?:\/\/(dx\.)?doi\.org\//, '');
    refs.push({
      label: textOf(child(ref, 'label')) || String(refs.length + 1),
      text: citationText(citation),
      ...(doi ? { doi } : {}),
      ...(pmidEl ? { pmid: textOf(pmidEl) } : {}),
      ...(ref.attrs.id ? { id: ref.attrs.id } : {}),
    });
  }
  return refs;
}

/**
 * A citation as one line. mixed-citation already carries its punctuation; element-citation is
 * structured, so its parts are joined in the usual order (authors, year, title, source, volume(issue), pages).
 */
function citationText(citation: XmlElement): string {
  if (citation.name !== 'element-citation') return textOf(citation).replace(/\s+([,.;:])/g, '$1');
  const names = descendants(citation, 'name').map((n) =>
    [textOf(child(n, 'surname')), textOf(child(n, 'given-names'))].filter(Boolean).join(' '),
  );
  names.push(...descendants(citation, 'string-name').map(textOf), ...descendants(citation, 'collab').map(textOf));
  const etal = descendants(citation, 'etal').length > 0 ? ', et al' : '';
  const year = textOf(child(citation, 'year'));
  const title =
    textOf(child(citation, 'article-title')) ||
    textOf(child(citation, 'chapter-title')) ||
    textOf(child(citation, 'data-title'));
  const source = textOf(child(citation, 'source'));
  const volume = textOf(child(citation, 'volume'));
  const issue = textOf(child(citation, 'issue'));
  const fpage = textOf(child(citation, 'fpage'));
  const lpage = textOf(child(citation, 'lpage'));
  const elocation = textOf(child(citation, 'elocation-id'));
  const publisher = textOf(child(citation, 'publisher-name'));
  const parts = [
    names.length ? `${names.join(', ')}${etal}.` : '',
    year ? `(${year}).` : '',
    title ? `${title.replace(/\.$/, '')}.` : '',
    source
      ? `${source}${volume ? `, ${volume}${issue ? `(${issue})` : ''}` : ''}` +
        `${fpage ? `, ${fpage}${lpage ? `–${lpage}` : ''}` : elocation ? `, ${elocation}` : ''}.`
      : '',
    publisher ? `${publisher}.` : '',
  ];
  return parts.filter(Boolean).join(' ') || textOf(citation);
}

function readFunding(meta: XmlElement): { funding: ImportedArticle['funding']; statement?: string } {
  const group = child(meta, 'funding-group');
  const funding = descendants(group, 'award-group')
    .map((award) => ({
      source: descendants(award, 'funding-source')
        .map((s) => textOf(descendants(s, 'institution')[0]) || textOf(s))
        .join('; '),
      awardIds: childrenNamed(award, 'award-id').map(textOf).filter(Boolean),
    }))
    .filter((f) => f.source);
  const statement = textOf(child(group, 'funding-statement')) || undefined;
  return { funding, ...(statement ? { statement } : {}) };
}

function readLicence(meta: XmlElement): string | undefined {
  const permissions = child(meta, 'permissions');
  const licence = child(permissions, 'license');
  const ref = descendants(permissions, 'ali:license_ref')[0] ?? descendants(permissions, 'license_ref')[0];
  return textOf(ref) || licence?.attrs['xlink:href'] || undefined;
}

function articleTypeOf(article: XmlElement, meta: XmlElement): string {
  const heading = descendants(child(meta, 'article-categories'), 'subj-group')
    .filter((g) => g.attrs['subj-group-type'] === 'heading')
    .map((g) => textOf(child(g, 'subject')))[0];
  const known = Object.values(ARTICLE_TYPES);
  if (heading && known.includes(heading)) return heading;
  const type = article.attrs['article-type'] ?? 'research-article';
  return (
    ARTICLE_TYPES[type] ??
    type
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ')
  );
}

export function readArticle(root: XmlElement, assets: BodyAssets = {}): ImportedArticle {
  if (root.name !== 'article') fail(root, `the root element must be <article> (a JATS article), found <${root.name}>`);
  const front = child(root, 'front');
  if (!front) fail(root, 'the article has no <front> (its metadata)');
  const meta = child(front, 'article-meta');
  if (!meta) fail(front, 'the article has no <article-meta>');

  const doiEl = childrenNamed(meta, 'article-id').find((a) => a.attrs['pub-id-type'] === 'doi');
  if (!doiEl || !textOf(doiEl)) fail(meta, 'the DOI is missing (expected <article-id pub-id-type="doi">)');
  const doi = textOf(doiEl).replace(/^https?:\/\/(dx\.)?doi\.org\//, '');
  if (!/^10\.\d{4,9}\/\S+$/.test(doi)) fail(doiEl, `"${doi}" is not a DOI (10.prefix/suffix)`);

  const titleGroup = child(meta, 'title-group');
  if (!titleGroup) fail(meta, 'the title is missing (expected <title-group><article-title>)');
  const title = textOf(required(titleGroup, 'article-title', 'the title'));
  const subtitle = textOf(child(titleGroup, 'subtitle')) || undefined;

  const volume = positiveInt(required(meta, 'volume', 'the volume'), 'The volume');
  const issue = positiveInt(required(meta, 'issue', 'the issue number'), 'The issue');
  const { date, collection } = publicationDate(meta);
  const published = dateOf(date);
  const issueDate = collection ? dateOf(collection) : published;
  const year = Number(issueDate.slice(0, 4));
  const month = MONTHS[Number(issueDate.slice(5, 7)) - 1] ?? 'January';

  const fpageEl = child(meta, 'fpage');
  const lpageEl = child(meta, 'lpage');
  const fpage = fpageEl ? positiveInt(fpageEl, 'fpage') : undefined;
  const lpage = lpageEl ? positiveInt(lpageEl, 'lpage') : undefined;
  if (fpage && lpage && lpage < fpage) fail(lpageEl!, `lpage ${lpage} is before fpage ${fpage}`);
  const elocationId = textOf(child(meta, 'elocation-id')) || undefined;

  const history = child(meta, 'history');
  const historyDate = (type: string) => {
    const d = childrenNamed(history, 'date').find((x) => x.attrs['date-type'] === type);
    return d ? dateOf(d) : undefined;
  };

  const abstractEl =
    childrenNamed(meta, 'abstract').find(
      (a) => !a.attrs['abstract-type'] || a.attrs['abstract-type'] === 'structured',
    ) ?? child(meta, 'abstract');
  const abstract = abstractEl
    ? abstractEl.children
        .filter(isElement)
        .filter((c) => c.name !== 'title')
        .map((c) =>
          c.name === 'sec'
            ? [
                textOf(child(c, 'title')),
                textOf({ ...c, children: c.children.filter((x) => !(isElement(x) && x.name === 'title')) }),
              ]
                .filter(Boolean)
                .join(': ')
            : textOf(c),
        )
        .join(' ') || textOf(abstractEl)
    : '';
  const keywords = childrenNamed(meta, 'kwd-group')
    .filter((g) => !g.attrs['kwd-group-type'] || g.attrs['kwd-group-type'] === 'author')
    .flatMap((g) => childrenNamed(g, 'kwd').map(textOf))
    .filter(Boolean);

  const back = child(root, 'back');
  const backSections = (back?.children ?? [])
    .filter(
      (c): c is XmlElement => isElement(c) && ['ack', 'sec', 'app-group', 'fn-group', 'glossary'].includes(c.name),
    )
    .flatMap((c) => (c.name === 'app-group' ? childrenNamed(c, 'app') : [c]));
  const body = bodyToHtml(child(root, 'body'), [...backSections, ...childrenNamed(root, 'sub-article')], assets);
  const { funding, statement } = readFunding(meta);

  return {
    doi,
    title,
    ...(subtitle ? { subtitle } : {}),
    articleType: articleTypeOf(root, meta),
    authors: readAuthors(meta, root),
    abstract,
    keywords,
    volume,
    issue,
    year,
    month,
    ...(fpage ? { fpage } : {}),
    ...(lpage ? { lpage } : {}),
    ...(elocationId ? { elocationId } : {}),
    pages: fpage ? `${fpage}-${lpage ?? fpage}` : elocationId,
    ...(historyDate('received') ? { received: historyDate('received') } : {}),
    ...(historyDate('accepted') ? { accepted: historyDate('accepted') } : {}),
    published,
    licenceUrl: readLicence(meta),
    funding,
    ...(statement ? { fundingStatement: statement } : {}),
    references: readReferences(back),
    html: body.html,
    headings: body.headings,
    sections: body.sections,
    warnings: body.warnings,
  };
}
