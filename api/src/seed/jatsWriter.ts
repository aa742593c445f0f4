import { journal } from '@journal/shared/journal';
import type { FullText, TextBlock, TextSection, TextTable } from './fullText.ts';
import type { Author } from './people.ts';
import type { ArticleType } from './titles.ts';

/**
 * Writes a seeded article as a JATS 1.3 file (Journal Publishing tag set), the form a typesetter hands
 * the journal and the form `npm run import` reads (docs/content.md). Only elements the importer
 * renders are written. Hand-written templates with one escaping function: the file's shape is fixed, so
 * an XML builder library would add a dependency without removing any of this code.
 */
export interface SeedArticle {
  doi: string;
  uniqueId: string;
  type: ArticleType;
  title: string;
  authors: readonly Author[];
  abstract: string;
  keywords: readonly string[];
  year: number;
  volume: number;
  issue: number;
  /** The issue's month, 1 to 12. */
  month: number;
  /** YYYY-MM-DD. */
  received: string;
  accepted: string;
  published: string;
  fpage: number;
  /** Absent when the typesetter has not counted the pages yet: the importer then counts them. */
  lpage?: number;
  references: readonly string[];
  text: FullText;
}

const JATS_TYPES: Record<ArticleType, string> = {
  'Research Article': 'research-article',
  'Review Article': 'review-article',
  'Short Communication': 'brief-report',
  'Case Study': 'case-report',
};

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Escaped text whose "[3]" citations become links to the references. */
function inline(text: string): string {
  return escapeXml(text).replace(/\[(\d+)\]/g, '<xref ref-type="bibr" rid="R$1">[$1]</xref>');
}

function date(type: string, iso: string): string {
  const [year, month, day] = iso.split('-');
  return `<date date-type="${type}" iso-8601-date="${iso}"><day>${day}</day><month>${month}</month><year>${year}</year></date>`;
}

function table(t: TextTable, id: string): string {
  const cells = (tag: string, row: string[]) =>
    `<tr>${row.map((c) => `<${tag}>${escapeXml(c)}</${tag}>`).join('')}</tr>`;
  return (
    `<table-wrap id="${id}"><label>${escapeXml(t.label)}</label><caption><p>${escapeXml(t.caption)}</p></caption>` +
    `<table frame="hsides" rules="groups"><thead>${cells('th', t.head)}</thead>` +
    `<tbody>${t.rows.map((row) => cells('td', row)).join('')}</tbody></table></table-wrap>`
  );
}

function block(b: TextBlock, id: string): string {
  if (typeof b === 'string') return `<p>${inline(b)}</p>`;
  if ('list' in b)
    return `<list list-type="bullet">${b.list.map((item) => `<list-item><p>${inline(item)}</p></list-item>`).join('')}</list>`;
  return table(b.table, id);
}

function section(s: TextSection, label: string, tables: { n: number }): string {
  const blocks = s.blocks
    .map((b) => block(b, typeof b === 'object' && 'table' in b ? `T${++tables.n}` : ''))
    .join('\n');
  const inner = (s.sections ?? []).map((sub, i) => section(sub, `${label}.${i + 1}`, tables)).join('\n');
  const id = `S${label.replace(/\./g, '-')}`;
  return `<sec id="${id}"><label>${label}</label><title>${escapeXml(s.title)}</title>\n${blocks}${inner ? `\n${inner}` : ''}\n</sec>`;
}

function contributors(authors: readonly Author[]): string {
  const affiliations: string[] = [];
  const contribs = authors.map((a, i) => {
    const place = a.institution;
    const aff =
      `<institution content-type="dept">${escapeXml(place.department)}</institution>, ` +
      `<institution>${escapeXml(place.name)}</institution>, <addr-line>${escapeXml(place.city)}</addr-line>, ` +
      `<country>${escapeXml(place.country)}</country>`;
    let index = affiliations.indexOf(aff);
    if (index === -1) index = affiliations.push(aff) - 1;
    return (
      `<contrib contrib-type="author"${i === 0 ? ' corresp="yes"' : ''}>` +
      `<name><surname>${escapeXml(a.family)}</surname><given-names>${escapeXml(a.given)}</given-names></name>` +
      `<role>${escapeXml(a.designation)}</role><xref ref-type="aff" rid="aff${index + 1}"><sup>${index + 1}</sup></xref></contrib>`
    );
  });
  const affs = affiliations.map((aff, i) => `<aff id="aff${i + 1}"><label>${i + 1}</label>${aff}</aff>`);
  return `<contrib-group>\n${[...contribs, ...affs].join('\n')}\n</contrib-group>`;
}

/** The numbered `<sec>`s of a `<body>` and the unnumbered ones of a `<back>` (declarations, acknowledgements). */
export function writeTextXml(text: FullText): { body: string; back: string } {
  const tables = { n: 0 };
  return {
    body: text.body.map((s, i) => section(s, String(i + 1), tables)).join('\n'),
    back: text.back
      .map(
        (s) =>
          `<sec sec-type="declarations"><title>${escapeXml(s.title)}</title>\n${s.blocks.map((b) => block(b, '')).join('\n')}\n</sec>`,
      )
      .join('\n'),
  };
}

export function writeJats(a: SeedArticle): string {
  const [pubYear, pubMonth, pubDay] = a.published.split('-');
  const { body, back } = writeTextXml(a.text);
  const refs = a.references
    .map((r, i) => `<ref id="R${i + 1}"><label>${i + 1}</label><mixed-citation>${escapeXml(r)}</mixed-citation></ref>`)
    .join('\n');
  const licence = journal.licence;
  const dayMonthYear = `<day>${pubDay}</day><month>${pubMonth}</month><year>${pubYear}</year>`;
  const issueMonthYear = `<month>${String(a.month).padStart(2, '0')}</month><year>${a.year}</year>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.3 20210610//EN" "JATS-journalpublishing1-3.dtd">
<article xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:ali="http://www.niso.org/schemas/ali/1.0/" article-type="${JATS_TYPES[a.type]}" dtd-version="1.3" xml:lang="en">
<front>
<journal-meta>
<journal-id journal-id-type="publisher-id">${escapeXml(journal.shortName)}</journal-id>
<journal-title-group><journal-title>${escapeXml(journal.name)}</journal-title></journal-title-group>
<issn pub-type="epub">${escapeXml(journal.eIssn)}</issn>
<publisher><publisher-name>${escapeXml(journal.publisher)}</publisher-name></publisher>
</journal-meta>
<article-meta>
<article-id pub-id-type="publisher-id">${escapeXml(a.uniqueId)}</article-id>
<article-id pub-id-type="doi">${escapeXml(a.doi)}</article-id>
<article-categories><subj-group subj-group-type="heading"><subject>${escapeXml(a.type)}</subject></subj-group></article-categories>
<title-group><article-title>${escapeXml(a.title)}</article-title></title-group>
${contributors(a.authors)}
<pub-date publication-format="electronic" date-type="pub" iso-8601-date="${a.published}">${dayMonthYear}</pub-date>
<pub-date publication-format="electronic" date-type="collection">${issueMonthYear}</pub-date>
<volume>${a.volume}</volume>
<issue>${a.issue}</issue>
<fpage>${a.fpage}</fpage>${a.lpage ? `\n<lpage>${a.lpage}</lpage>` : ''}
<history>${date('received', a.received)}${date('accepted', a.accepted)}</history>
<permissions>
<copyright-statement>© ${a.year} The Authors</copyright-statement>
<copyright-year>${a.year}</copyright-year>
<license license-type="open-access" xlink:href="${licence.url}"><ali:license_ref>${licence.url}</ali:license_ref>
<license-p>Published under the ${escapeXml(licence.name)} licence.</license-p></license>
</permissions>
<abstract><p>${escapeXml(a.abstract)}</p></abstract>
<kwd-group kwd-group-type="author">${a.keywords.map((k) => `<kwd>${escapeXml(k)}</kwd>`).join('')}</kwd-group>
</article-meta>
</front>
<body>
${body}
</body>
<back>
${back}
<ref-list><title>References</title>
${refs}
</ref-list>
</back>
</article>
`;
}

/** The file as the typesetter finally hands it: with the last page the importer counted. */
export function withLastPage(xml: string, fpage: number, lpage: number): string {
  return xml.replace(`<fpage>${fpage}</fpage>`, `<fpage>${fpage}</fpage>\n<lpage>${lpage}</lpage>`);
}
