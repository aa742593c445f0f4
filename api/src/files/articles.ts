import { journal } from '@journal/shared/journal';
import { licenceOf, type Licence } from '@journal/shared/text';
import { isContinuous, pagesOrElocation, volumeAndIssue } from '@journal/shared/text';
import type { ConferenceCategory } from '@journal/shared/contract';
import type { ConferencePaperRow, PaperRow, ThesisRow } from '../db/rows.ts';
import { authorNames } from '../db/rows.ts';
// Type only: pdf-lib and fontkit (over a second of start-up) load in the PDF worker threads, never in
// the API process (docs/api.md, "Start-up").
import type { PdfArticle } from './pdf.ts';

/** Maps database rows to the PDF layout. The journal's particulars come from the one shared module. */

const producer = `${journal.publisher} for ${journal.name}`;

/** "pp. 13-27", or "Article e91296" for an article published with an e-location id instead of pages. */
function pagesNote(pages: string, elocation?: string): string {
  const { elocationId } = pagesOrElocation(pages, elocation);
  return elocationId ? `Article ${elocationId}` : `pp. ${pages}`;
}

/** "Vol. 4, Issue 2", or "Vol. 7" for a volume published continuously. */
function volumeNote(p: { volume: number; issue: number }): string {
  return isContinuous(p.issue) ? `Vol. ${p.volume}` : `Vol. ${p.volume}, Issue ${p.issue}`;
}

function licenceLine(year: number, holder = 'The Authors', l: Licence = journal.licence): string {
  return `© ${year} ${holder}. Published by ${journal.publisher}. Open access under the ${l.name} licence (${l.url}).`;
}

/** The affiliation in a "Name, Designation, Department, Institution, City, Country" line ('' when it has none). */
export function affiliationOfDesignation(line: string): string {
  return line.split(', ').slice(2).join(', ');
}

/** "Name, Designation, Department, Institution, City, Country" lines to numbered affiliations. */
function affiliationsFrom(designation: string, names: readonly string[]) {
  const affiliations: string[] = [];
  const authors = names.map((name, i) => {
    const affiliation = affiliationOfDesignation(designation.split('\n')[i] ?? '') || journal.publisher;
    let index = affiliations.indexOf(affiliation);
    if (index === -1) index = affiliations.push(affiliation) - 1;
    return { name, affiliation: index + 1 };
  });
  return { authors, affiliations };
}

/** Splits an abstract into sentences (a sentence ends with . ! or ? followed by a capital). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).filter(Boolean);
}

function bodyFromAbstract(abstract: string, review: boolean, work: 'article' | 'thesis' | 'paper') {
  const s = sentences(abstract);
  const intro = s.slice(0, 2);
  const rest = s.slice(2, -1);
  // The evaluation starts where the abstract turns to experiments (or, in a review, to findings).
  const turn = rest.findIndex((x) =>
    /^(We evaluate|Experiments|We conduct|Initial experiments|Drawing on|A recurring observation)/.test(x),
  );
  const half = turn > 0 ? turn : Math.ceil(rest.length / 2);
  const last = s[s.length - 1] ?? '';
  return [
    {
      heading: '1. Introduction',
      paragraphs: [
        intro.join(' '),
        `The remainder of this ${work} is organised as follows. Section 2 ` +
          `${review ? 'describes the scope and method of the review' : 'describes the approach'}, ` +
          `Section 3 ${review ? 'summarises the findings' : 'reports the evaluation'}, and Section 4 concludes.`,
      ],
    },
    {
      heading: review ? '2. Scope and Method of the Review' : '2. Approach',
      paragraphs: [rest.slice(0, half).join(' ') || intro.join(' ')],
    },
    { heading: review ? '3. Findings' : '3. Evaluation', paragraphs: [rest.slice(half).join(' ') || rest.join(' ')] },
    {
      heading: '4. Conclusion',
      paragraphs: [
        `${last} Future work will extend the evaluation to further settings and examine how the findings generalise.`,
      ],
    },
    {
      heading: 'Declarations',
      paragraphs: [
        'Conflict of interest: the authors declare no competing interests. Funding: this work ' +
          'received no specific grant from any funding agency. Data availability: the data ' +
          'supporting the findings are available from the corresponding author on reasonable request.',
      ],
    },
  ];
}

/** Affiliations numbered in order of first mention, from the authors an import stored. */
function affiliationsFromAuthors(list: Array<{ name: string; affiliations: string[] }>) {
  const affiliations: string[] = [];
  const authors = list.map((a) => {
    const first = a.affiliations[0] ?? journal.publisher;
    let index = affiliations.indexOf(first);
    if (index === -1) index = affiliations.push(first) - 1;
    for (const other of a.affiliations.slice(1)) if (!affiliations.includes(other)) affiliations.push(other);
    return { name: a.name, affiliation: index + 1 };
  });
  return { authors, affiliations };
}

/** The full text a seed or an import stored (`sections_json`); empty for a row written before it had one. */
function storedSections(json: string | undefined): PdfArticle['sections'] {
  return json ? (JSON.parse(json) as PdfArticle['sections']) : [];
}

export function paperArticle(p: PaperRow): PdfArticle {
  const names = authorNames(p);
  const imported = p.authors_json
    ? (JSON.parse(p.authors_json) as Array<{ name: string; affiliations: string[] }>)
    : [];
  const { authors, affiliations } = imported.length
    ? affiliationsFromAuthors(imported)
    : affiliationsFrom(p.paper_designation, names);
  const importedSections = storedSections(p.sections_json);
  const references = p.references_json ? (JSON.parse(p.references_json) as Array<{ text: string; doi?: string }>) : [];
  const dates: Array<[string, string]> = [
    ...(p.received_date ? [['Received', p.received_date] as [string, string]] : []),
    ...(p.accepted_date ? [['Accepted', p.accepted_date] as [string, string]] : []),
  ];
  return {
    headerLeft: journal.name,
    headerRight: `e-ISSN ${journal.eIssn} | ${volumeNote(p)}, ${p.paper_month} ${p.year} | ${pagesNote(p.paper_pages, p.paper_elocation)}`,
    kind: p.paper_articletype,
    title: p.paper_subtitle ? `${p.paper_title}: ${p.paper_subtitle}` : p.paper_title,
    authors,
    affiliations,
    doi: p.paper_doi,
    meta: [
      ...dates,
      ['Published', p.published_date ?? `${p.paper_month} ${p.year}`],
      ['Article ID', p.paper_uniqueid],
      ['DOI', p.paper_doi_Link],
      ['Publisher', journal.publisher],
    ],
    abstract: p.paper_abstract,
    keywords: JSON.parse(p.keywords) as string[],
    sections: importedSections.length
      ? importedSections
      : bodyFromAbstract(p.paper_abstract, p.paper_articletype === 'Review Article', 'article'),
    references: references.length
      ? references.map((r) => (r.doi && !r.text.includes(r.doi) ? `${r.text} https://doi.org/${r.doi}` : r.text))
      : p.paper_references.split('\n').filter(Boolean),
    licence: licenceLine(p.year, 'The Authors', licenceOf(p.licence_url)),
    footer: `${journal.shortName} ${volumeAndIssue(p)} ${p.year} | doi:${p.paper_doi} | ${licenceOf(p.licence_url).name}`,
    citation: p.paper_citation,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
    producer,
  };
}

export function thesisArticle(t: ThesisRow): PdfArticle {
  const sections = storedSections(t.sections_json);
  return {
    headerLeft: `${journal.name} | Thesis Archive`,
    headerRight: `e-ISSN ${journal.eIssn} | Volume ${t.volume}, ${t.year}`,
    kind: t.degree.startsWith('Ph.D.') ? 'Doctoral Thesis' : "Master's Thesis",
    title: t.title,
    identifier: t.uniqueid,
    authors: authorNames(t).map((name) => ({ name, affiliation: 1 })),
    affiliations: [t.institution],
    meta: [
      ['Degree', t.degree],
      ['Supervisor', t.supervisor],
      ['Submitted', `${t.month} ${t.year}`],
      ['Pages', t.pages],
      ['Thesis ID', t.uniqueid],
    ],
    abstract: t.abstract,
    keywords: JSON.parse(t.keywords) as string[],
    sections: sections.length ? sections : bodyFromAbstract(t.abstract, false, 'thesis'),
    references: t.references_text.split('\n').filter(Boolean),
    // A thesis with its full text is typeset as one: title page, contents, a page per chapter (docs/content.md).
    ...(sections.length
      ? {
          titlePage: {
            statement: `A thesis submitted in partial fulfilment of the requirements for the degree of ${t.degree}`,
          },
        }
      : {}),
    licence: licenceLine(t.year, 'The Author'),
    footer: `${journal.shortName} Thesis Archive | ${t.uniqueid} | ${journal.licence.name}`,
    createdAt: t.created_at,
    updatedAt: t.updated_at,
    producer,
  };
}

export function conferenceArticle(c: ConferencePaperRow, conference: ConferenceCategory): PdfArticle {
  const names = authorNames(c);
  const { authors, affiliations } = affiliationsFrom(c.designation, names);
  const sections = storedSections(c.sections_json);
  return {
    headerLeft: conference.name,
    headerRight: `Proceedings in ${journal.shortName}, Vol. ${conference.volume}, Issue ${conference.issue} (${conference.year}) | pp. ${c.pages}`,
    kind: 'Conference Paper',
    title: c.title,
    authors,
    affiliations,
    doi: c.doi,
    meta: [
      ['Presented', `${c.month} ${c.year}`],
      ['Paper ID', c.uniqueid],
      ['DOI', `https://doi.org/${c.doi}`],
      ['Published by', `${journal.publisher} for ${journal.name} (e-ISSN ${journal.eIssn})`],
    ],
    abstract: c.abstract,
    keywords: JSON.parse(c.keywords) as string[],
    sections: sections.length ? sections : bodyFromAbstract(c.abstract, false, 'paper'),
    references: c.references_text.split('\n').filter(Boolean),
    licence: licenceLine(c.year),
    footer: `${c.uniqueid} | doi:${c.doi} | ${journal.licence.name}`,
    citation: c.citation,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
    producer,
  };
}
