import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { describe, expect, it } from 'vitest';
import { journal } from '../journal.ts';
import { toBibtex } from './bibtex.ts';
import type { CitationSource } from './citationSource.ts';
import { cslJsonFile, toCslJson } from './cslJson.ts';
import { toRis } from './ris.ts';

/** The three downloads of a work, each read back by citation-js's own parser into CSL. */
function readAll(source: CitationSource) {
  const item = toCslJson(source);
  const read = (text: string) => new Cite(text).data[0] as Record<string, unknown>;
  const risText = toRis(item);
  return { item, risText, bibtex: read(toBibtex(item)), ris: read(risText), csl: read(cslJsonFile(item)) };
}

interface ParsedName {
  family: string;
  given?: string;
  'non-dropping-particle'?: string;
}

/** The fields a reference manager keeps, as the given parse of a download states them. */
function facts(parsed: Record<string, unknown>) {
  return {
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
  };
}

const journalPaper: CitationSource = {
  kind: 'article',
  title: 'Energy-Aware Scheduling of Federated Learning on Edge Devices',
  authors: ['Priya Raman', 'Ludwig van Beethoven', 'Jean-Luc Moreau'],
  year: 2024,
  month: 'April',
  day: 9,
  volume: 3,
  issue: 2,
  pages: '13-27',
  doi: '10.59638/ijcri.2024.v3.i2.007',
  url: 'https://ijcri.org/archives/paper-details?paperid=7&papertitle=energy-aware-scheduling',
  licenceUrl: 'https://creativecommons.org/licenses/by-nc/4.0/',
};

const elocatedPaper: CitationSource = {
  ...journalPaper,
  pages: undefined,
  elocationId: 'e91296',
  licenceUrl: undefined,
};

const thesis: CitationSource = {
  kind: 'thesis',
  title: 'Verified Compilation of Smart Contracts',
  authors: ['Kavya Nair'],
  year: 2025,
  month: 'June',
  url: 'https://ijcri.org/thesis/paper-details?paperid=4&papertitle=verified-compilation-of-smart-contracts',
  institution: 'Institute of Science and Technology, Pune',
  degree: 'Ph.D. in Computer Science',
  doi: '10.59638/ijcri.thesis.2025.004',
};

const conferencePaper: CitationSource = {
  kind: 'conference',
  title: 'Lightweight Intrusion Detection for IoT Gateways',
  authors: ['Amara Okafor', 'Wei Chen'],
  year: 2023,
  month: 'November',
  day: 7,
  pages: '41-48',
  doi: '10.59638/ijcri.icicc2023.012',
  url: 'https://ijcri.org/conference/paper-details?paperid=12&papertitle=lightweight-intrusion-detection',
  conferenceName: 'International Conference on Intelligent Computing and Communication 2023',
};

describe('BibTeX, RIS and CSL-JSON of one work agree field by field', () => {
  it('for a journal paper with a page range', () => {
    const { bibtex, ris, risText, csl } = readAll(journalPaper);
    const expected = {
      author: ['Raman, Priya', 'van Beethoven, Ludwig', 'Moreau, Jean-Luc'],
      title: journalPaper.title,
      container: journal.name,
      volume: '3',
      issue: '2',
      page: '13-27',
      DOI: journalPaper.doi,
      year: 2024,
      URL: journalPaper.url,
      publisher: journal.publisher,
    };
    expect(facts(csl)).toEqual(expected);
    expect(facts(bibtex)).toEqual(expected);
    // A journal article has no publisher in citation-js's reading of RIS (nor in Zotero's): the line is there.
    expect(facts(ris)).toEqual({ ...expected, publisher: undefined });
    expect(risText).toContain(`\r\nPB  - ${journal.publisher}\r\n`);
    expect(csl.license).toBe(journalPaper.licenceUrl);
  });

  it('for a journal paper cited by its e-location, never a page range', () => {
    const { bibtex, ris, csl } = readAll(elocatedPaper);
    for (const parsed of [csl, bibtex, ris]) expect(facts(parsed)).toMatchObject({ page: 'e91296', volume: '3' });
    // Without a licence of its own, the paper is under the journal's.
    expect(csl.license).toBe(journal.licence.url);
  });

  it('for a thesis', () => {
    const { bibtex, ris, csl } = readAll(thesis);
    const expected = {
      author: ['Nair, Kavya'],
      title: thesis.title,
      container: undefined,
      volume: undefined,
      issue: undefined,
      page: undefined,
      DOI: thesis.doi,
      year: 2025,
      URL: thesis.url,
      publisher: thesis.institution,
    };
    for (const parsed of [csl, bibtex, ris]) expect(facts(parsed)).toEqual(expected);
    for (const parsed of [csl, bibtex, ris]) expect(parsed.type).toBe('thesis');
    expect([csl.genre, bibtex.genre, ris.genre]).toEqual(Array(3).fill('Doctoral dissertation'));
  });

  it('for a conference paper', () => {
    const { bibtex, ris, csl } = readAll(conferencePaper);
    const expected = {
      author: ['Okafor, Amara', 'Chen, Wei'],
      title: conferencePaper.title,
      container: conferencePaper.conferenceName,
      volume: undefined,
      issue: undefined,
      page: '41-48',
      DOI: conferencePaper.doi,
      year: 2023,
      URL: conferencePaper.url,
      publisher: journal.publisher,
    };
    for (const parsed of [csl, bibtex, ris]) expect(facts(parsed)).toEqual(expected);
    for (const parsed of [csl, bibtex, ris]) expect(parsed.type).toBe('paper-conference');
  });
});
