import { journal, volumeOfYear } from '@journal/shared/journal';
import { CONTINUOUS_ISSUE, MONTH_NAMES as MONTHS } from '@journal/shared/text';
import { bodyToHtml, type BodyResult, type Heading } from './bodyHtml.ts';
import type { BodyAssets } from './bodyAssets.ts';
import { noticeRelations, type NoticeOf } from './relations.ts';
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
  /** The name's parts as the file gives them; a group author (<collab>) has only `collab`. */
  given?: string;
  family?: string;
  suffix?: string;
  collab?: boolean;
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
  /** What this article is a notice about (a correction, retraction...); empty for any other article. */
  relations: NoticeOf[];
  authors: ImportedAuthor[];
  abstract: string;
  /** Author keywords (typed author-keywords, or untyped groups). */
  keywords: string[];
  /** Every other <kwd-group>, with its own title or type, shown as what it is. */
  keywordGroups: KeywordGroup[];
  volume: number;
  /** 0 for an article published continuously in its volume (no <issue>). */
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

export interface KeywordGroup {
  /** The group's <title>, else its kwd-group-type in words. */
  title: string;
  keywords: string[];
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

/** A child holding text, or undefined when the element is absent or empty. */
function present(parent: XmlElement, name: string): XmlElement | undefined {
  const found = child(parent, name);
  return found && textOf(found) ? found : undefined;
}

/**
 * The volume and issue an article is published in. Without <issue> it is published continuously in
 * its volume (issue 0, shown as the volume; docs/content.md, "Continuous publication"); without
 * <volume> the volume is the journal's volume of the publication year, with a warning.
 */
function placeOf(meta: XmlElement, year: number): { volume: number; issue: number; warning?: string } {
  const issueEl = present(meta, 'issue');
  const issue = issueEl ? positiveInt(issueEl, 'The issue') : CONTINUOUS_ISSUE;
  const volumeEl = present(meta, 'volume');
  if (volumeEl) return { volume: positiveInt(volumeEl, 'The volume'), issue };
  const volume = volumeOfYear(year);
  if (volume < 1) {
    fail(
      meta,
      `the volume is missing (expected a non-empty <volume>) and ${year} is before the journal's first volume (${journal.startingYear})`,
    );
  }
  return { volume, issue, warning: `no <volume>: published in Volume ${volume}, the journal's volume of ${year}` };
}

/** The first month of a <season> ("Summer", "Jan-Feb", "Fall"), 0 when it names none. */
function seasonMonth(season: string): number {
  const text = season.toLowerCase();
  const named = MONTHS.findIndex((m) => text.startsWith(m.toLowerCase().slice(0, 3))) + 1;
  if (named) return named;
  const seasons: Record<string, number> = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 };
  return Object.entries(seasons).find(([name]) => text.startsWith(name))?.[1] ?? 0;
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
  if (!monthEl && season) month = seasonMonth(season);
  if (!month) month = 1;
  if (month < 1 || month > 12) fail(monthEl ?? element, `month "${textOf(monthEl)}" is not 1 to 12`);
  const dayEl = child(element, 'day');
  const day = dayEl ? positiveInt(dayEl, 'The day') : undefined;
  if (day !== undefined && day > 31) fail(dayEl!, `day ${day} is not 1 to 31`);
  return `${year}-${String(month).padStart(2, '0')}${day ? `-${String(day).padStart(2, '0')}` : ''}`;
}

/** Date types that are never a publication date: a later event in the article's life, or an earlier stage. */
const NOT_PUBLICATION =
  /^(?:update|updated|corrected|correction|retracted|retraction|rev-recd|rev-request|received|accepted|preprint|reviewed|ecorrected|pcorrected|ecollection-corrected|expression-of-concern|pmc-release|nihms-submitted|manuscript)$/;

type DateKind = 'epub' | 'ppub' | 'collection' | 'nonstandard' | 'other';

/**
 * What a <pub-date> is, read the same way whether JATS 1.0/1.1 `pub-type` or JATS 1.1+ `date-type`
 * with `publication-format` says it: an electronic or print publication, the collection (issue), a
 * type no standard names (Hindawi's publication-year, archival-date), or a date of another event.
 */
function dateKind(d: XmlElement): DateKind {
  const pubType = d.attrs['pub-type'];
  const dateType = d.attrs['date-type'];
  const format = d.attrs['publication-format'];
  if (pubType === 'collection' || pubType === 'ecollection' || dateType === 'collection') return 'collection';
  const type = dateType ?? pubType;
  if (type === 'epub' || type === 'epub-ppub' || type === 'epreprint') return 'epub';
  if (type === 'ppub') return 'ppub';
  if (!type || type === 'pub' || type === 'publication' || type === 'published') {
    return format === 'print' ? 'ppub' : 'epub';
  }
  return NOT_PUBLICATION.test(type) ? 'other' : 'nonstandard';
}

/** Whether a date gives its month (a collection date of a year alone is no month of publication). */
const hasMonth = (d: XmlElement) =>
  Boolean(child(d, 'month') ?? child(d, 'season')) || /^\d{4}-\d{2}/.test(d.attrs['iso-8601-date'] ?? '');

const hasDay = (d: XmlElement) => Boolean(child(d, 'day')) || /^\d{4}-\d{2}-\d{2}/.test(d.attrs['iso-8601-date'] ?? '');

/**
 * The publication date, by rule: the electronic publication date (pub-type epub or epub-ppub, or
 * date-type pub/publication with publication-format electronic), then the print one, then the
 * collection date. A date of a type no standard names is read after those, the most precise first,
 * with a warning; a date of another event (an update, a correction, a retraction) never is.
 */
function publicationDate(meta: XmlElement): {
  date: XmlElement;
  collection?: XmlElement;
  /** The date that gives the issue's month, if any does. */
  monthDate?: XmlElement;
  warning?: { element: string; line: number; message: string };
} {
  const dates = childrenNamed(meta, 'pub-date');
  const of = (kind: DateKind) => dates.filter((d) => dateKind(d) === kind);
  const nonstandard = of('nonstandard').sort((a, b) => Number(hasDay(b)) - Number(hasDay(a)));
  const standard = of('epub')[0] ?? of('ppub')[0] ?? of('collection')[0];
  const date = standard ?? nonstandard[0];
  if (!date)
    fail(
      meta,
      dates.length
        ? 'no <pub-date> is a publication date (epub, ppub or collection); update and correction dates are not'
        : 'the publication date is missing (expected <pub-date>)',
    );
  const type = (d: XmlElement) => d.attrs['date-type'] ?? d.attrs['pub-type'] ?? '';
  const warning = standard
    ? undefined
    : {
        element: 'pub-date',
        line: date.line,
        message: `"${type(date)}" is not a standard publication date type (epub, ppub, collection); read as the publication date`,
      };
  const collection = of('collection')[0];
  // The issue's month: the collection's, else that of a publication date of the issue's year.
  const issueYear =
    textOf(child(collection ?? date, 'year')) || (collection ?? date).attrs['iso-8601-date']?.slice(0, 4);
  const monthDate = [collection, ...of('ppub'), ...of('epub'), date].find(
    (d) => d && hasMonth(d) && (textOf(child(d, 'year')) || d.attrs['iso-8601-date']?.slice(0, 4)) === issueYear,
  );
  return { date, collection, ...(monthDate ? { monthDate } : {}), ...(warning ? { warning } : {}) };
}

/** A contributor's name, whole for display and in parts for citations (a suffix never becomes the family name). */
function personName(contrib: XmlElement): Pick<ImportedAuthor, 'name' | 'given' | 'family' | 'suffix' | 'collab'> {
  const name = child(contrib, 'name') ?? descendants(contrib, 'name')[0];
  if (name) {
    const given = textOf(child(name, 'given-names'));
    const family = textOf(child(name, 'surname'));
    const suffix = textOf(child(name, 'suffix'));
    // name-style="eastern" puts the family name first (e.g. Chinese, Japanese, Korean names).
    const parts = name.attrs['name-style'] === 'eastern' ? [family, given] : [given, family];
    return {
      name: [...parts, suffix].filter(Boolean).join(' '),
      ...(given ? { given } : {}),
      family,
      ...(suffix ? { suffix } : {}),
    };
  }
  const stringName = child(contrib, 'string-name');
  if (stringName) return { name: textOf(stringName) };
  const collab = child(contrib, 'collab');
  if (collab) return { name: textOf(collab), collab: true };
  return { name: '' };
}

/**
 * An affiliation's text without its label (the "1" or "a" that links it to authors), joined as
 * written: the file's own punctuation between the parts is kept; parts the file gives without any
 * (an <institution>, an <addr-line>, a <country> one after the other) are joined with commas.
 */
function affiliationText(aff: XmlElement): string {
  const parts = aff.children.filter((c) => !(isElement(c) && ['label', 'sup'].includes(c.name)));
  const hasOwnText = parts.some((c) => typeof c === 'string' && /[^\s,;]/.test(c));
  const hasPunctuation = parts.some((c) => typeof c === 'string' && /[,;]/.test(c));
  const text =
    hasOwnText || hasPunctuation
      ? parts.map((c) => (typeof c === 'string' ? c : textOf(c))).join('')
      : parts
          .filter(isElement)
          .map((c) => (c.name === 'institution-wrap' ? affiliationText(c) : textOf(c)))
          .filter(Boolean)
          .join(', ');
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;])/g, '$1')
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
      const { name, ...nameParts } = personName(contrib);
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
        ...nameParts,
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
    const citation =
      ref.children
        .filter(isElement)
        .find((c) => ['element-citation', 'mixed-citation', 'citation', 'nlm-citation'].includes(c.name)) ??
      // A note in the reference list (MDPI number their endnotes with the references) is kept as one.
      child(ref, 'note');
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

/**
 * The licence's address as the file states it: <ali:license_ref>, <license xlink:href>, or (NLM 3.0
 * and older) the Creative Commons link inside its <license-p>. Undefined when the file states none.
 */
function readLicence(meta: XmlElement): string | undefined {
  const permissions = child(meta, 'permissions');
  const refs = [...descendants(permissions, 'ali:license_ref'), ...descendants(permissions, 'license_ref')];
  const fromRef = refs.map(textOf).find(Boolean);
  if (fromRef) return fromRef;
  for (const licence of childrenNamed(permissions, 'license')) {
    const href = licence.attrs['xlink:href'];
    if (href) return href;
    const link = descendants(licence, 'ext-link')
      .map((e) => e.attrs['xlink:href'] ?? '')
      .find((h) => /creativecommons\.org\/(licenses|publicdomain)\//.test(h));
    if (link) return link;
  }
  return undefined;
}

const KEYWORD_GROUP_TYPES: Record<string, string> = {
  'author-keywords': 'Keywords',
  author: 'Keywords',
  'author-generated': 'Keywords',
  'research-organism': 'Research organism',
  abbreviations: 'Abbreviations',
  'subject-terms': 'Subject terms',
  mesh: 'MeSH terms',
};

/** Author keywords (a typed author group, else the untyped groups), and every other group for what it is. */
function readKeywords(meta: XmlElement): { keywords: string[]; groups: KeywordGroup[] } {
  const isAuthorGroup = (g: XmlElement) => /^author/.test(g.attrs['kwd-group-type'] ?? '');
  const all = childrenNamed(meta, 'kwd-group');
  const authorGroups = all.some(isAuthorGroup)
    ? all.filter(isAuthorGroup)
    : all.filter((g) => !g.attrs['kwd-group-type']);
  const words = (g: XmlElement) =>
    [...childrenNamed(g, 'kwd'), ...childrenNamed(g, 'compound-kwd')].map(textOf).filter(Boolean);
  const groups = all
    .filter((g) => !authorGroups.includes(g))
    .map((g) => {
      const type = g.attrs['kwd-group-type'] ?? '';
      const title = textOf(child(g, 'title')) || KEYWORD_GROUP_TYPES[type] || type.replace(/[-_]/g, ' ') || 'Keywords';
      return { title: title.charAt(0).toUpperCase() + title.slice(1), keywords: words(g) };
    })
    .filter((g) => g.keywords.length > 0);
  return { keywords: authorGroups.flatMap(words), groups };
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

  const { date, collection, monthDate, warning: dateWarning } = publicationDate(meta);
  const published = dateOf(date);
  // The issue's year is the collection's; its month the collection's when it gives one, else that of
  // a publication date of the same year (a collection of a year alone is never turned into January).
  const year = Number((collection ? dateOf(collection) : published).slice(0, 4));
  const month = MONTHS[Number((monthDate ? dateOf(monthDate) : published).slice(5, 7)) - 1] ?? 'January';
  const { volume, issue, warning: placeWarning } = placeOf(meta, year);

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
  const { keywords, groups: keywordGroups } = readKeywords(meta);

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
    relations: noticeRelations(root),
    authors: readAuthors(meta, root),
    abstract,
    keywords,
    keywordGroups,
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
    warnings: [
      ...(dateWarning ? [dateWarning] : []),
      ...(placeWarning ? [{ element: 'article-meta', line: meta.line, message: placeWarning }] : []),
      ...body.warnings,
    ],
  };
}
