import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { describe, expect, it } from 'vitest';
import { journal } from '../journal.ts';
import { toBibtex } from './bibtex.ts';
import type { CitationSource } from './citationSource.ts';
import { article, conference, thesis } from './citedWorks.ts';
import { cslJsonFile, toCslJson } from './cslJson.ts';
import { toRis } from './ris.ts';

type Parsed = Record<string, unknown>;

/** The three downloads of a work, each read back by citation-js's own parser into CSL. */
function readAll(source: CitationSource) {
  const item = toCslJson(source);
  const read = (text: string) => new Cite(text).data[0] as Parsed;
  const risText = toRis(item);
  return { risText, files: { bibtex: read(toBibtex(item)), ris: read(risText), csl: read(cslJsonFile(item)) } };
}

interface ParsedName {
  family: string;
  given?: string;
  'non-dropping-particle'?: string;
}

/** The fields a reference manager keeps, as one parse of a download states them. */
function facts(parsed: Parsed) {
  return {
    type: parsed.type,
    // BibTeX readers take a lowercase "van" as the name's particle; the name is the same.
    author: (parsed.author as ParsedName[]).map(({ family, given, 'non-dropping-particle': particle }) =>
      [particle ? `${particle} ${family}` : family, given].filter(Boolean).join(', '),
    ),
    title: parsed.title,
    container: parsed['container-title'],
    volume: parsed.volume,
    issue: parsed.issue,
    page: parsed.page,
    DOI: parsed.DOI,
    year: (parsed.issued as { 'date-parts': number[][] } | undefined)?.['date-parts'][0]?.[0],
    URL: parsed.URL,
    publisher: parsed.publisher,
    genre: parsed.genre,
  };
}

const journalPaper = {
  ...article,
  authors: ['Priya Raman', 'Ludwig van Beethoven', 'Jean-Luc Moreau'],
  day: 9,
  licenceUrl: 'https://creativecommons.org/licenses/by-nc/4.0/',
};
const doctoralThesis = {
  ...thesis,
  month: 'June',
  institution: 'Institute of Science and Technology, Pune',
  degree: 'Ph.D. in Computer Science',
  doi: '10.59638/ijcri.thesis.2025.004',
};
const datedConferencePaper = { ...conference, month: 'November', day: 7, doi: '10.59638/ijcri.icicc2023.012' };

const paperFacts: ReturnType<typeof facts> = {
  type: 'article-journal',
  author: ['Raman, Priya', 'van Beethoven, Ludwig', 'Moreau, Jean-Luc'],
  title: article.title,
  container: journal.name,
  volume: '3',
  issue: '2',
  page: '13-27',
  DOI: article.doi,
  year: 2024,
  URL: article.url,
  publisher: journal.publisher,
  genre: undefined,
};

const works: Array<{ name: string; source: CitationSource; expected: ReturnType<typeof facts> }> = [
  {
    name: 'a journal paper with a page range',
    source: journalPaper,
    expected: paperFacts,
  },
  {
    name: 'a journal paper cited by its e-location, never a page range',
    source: { ...journalPaper, pages: undefined, elocationId: 'e91296' },
    expected: { ...paperFacts, page: 'e91296' },
  },
  {
    name: 'a doctoral thesis',
    source: doctoralThesis,
    expected: {
      type: 'thesis',
      author: ['Nair, Kavya'],
      title: thesis.title,
      container: undefined,
      volume: undefined,
      issue: undefined,
      page: undefined,
      DOI: doctoralThesis.doi,
      year: 2025,
      URL: thesis.url,
      publisher: doctoralThesis.institution,
      genre: 'Doctoral dissertation',
    },
  },
  {
    name: 'a conference paper',
    source: datedConferencePaper,
    expected: {
      type: 'paper-conference',
      author: ['Okafor, Amara', 'van Beethoven, Ludwig'],
      title: conference.title,
      container: conference.conferenceName,
      volume: undefined,
      issue: undefined,
      page: '41-48',
      DOI: datedConferencePaper.doi,
      year: 2023,
      URL: conference.url,
      publisher: journal.publisher,
      genre: undefined,
    },
  },
];

describe('BibTeX, RIS and CSL-JSON of one work agree field by field', () => {
  it.each(works)('for $name', ({ source, expected }) => {
    const { risText, files } = readAll(source);
    expect(facts(files.csl)).toEqual(expected);
    expect(facts(files.bibtex)).toEqual(expected);
    if (source.kind === 'article') {
      // A journal article has no publisher in citation-js's reading of RIS (nor in Zotero's): the line is there.
      expect(facts(files.ris)).toEqual({ ...expected, publisher: undefined });
      expect(risText).toContain(`\r\nPB  - ${journal.publisher}\r\n`);
    } else {
      expect(facts(files.ris)).toEqual(expected);
    }
  });

  it('carries the licence in the CSL-JSON record: the work’s own, else the journal’s', () => {
    expect(readAll(journalPaper).files.csl.license).toBe(journalPaper.licenceUrl);
    expect(readAll(article).files.csl.license).toBe(journal.licence.url);
  });
});
