import { describe, expect, it } from 'vitest';
import {
  conferenceLink,
  issueLink,
  readConferenceLink,
  readIssueLink,
  readSearchText,
  readSiteSearchLink,
  siteSearchLink,
  thesisVolumeLink,
  workPath,
} from './links.ts';

describe('link builders', () => {
  it('builds issue lists under either base, naming the page only past the first', () => {
    expect(issueLink('current-issue', { year: 2025, volume: 4, issue: 3 })).toBe(
      '/current-issue/paperlist?year=2025&volume=4&issue=3',
    );
    expect(issueLink('archives', { year: 2024, volume: 3, issue: 2 }, 2)).toBe(
      '/archives/paperlist?year=2024&volume=3&issue=2&page=2',
    );
  });

  it('builds details addresses with the title slug', () => {
    expect(workPath('paper', 7, 'Graph Neural Networks: A Survey')).toBe(
      '/archives/paper-details?paperid=7&papertitle=graph-neural-networks-a-survey',
    );
    expect(workPath('paper', 7, 'Edge AI', 'current-issue')).toBe(
      '/current-issue/paper-details?paperid=7&papertitle=edge-ai',
    );
    expect(workPath('thesis', 4, 'Energy-Aware Scheduling')).toBe(
      '/thesis/paper-details?paperid=4&papertitle=energy-aware-scheduling',
    );
    expect(workPath('conference', 12, 'Crop Disease Detection')).toBe(
      '/conference/paper-details?paperid=12&papertitle=crop-disease-detection',
    );
  });

  it('builds thesis volume and conference lists, encoding the conference name', () => {
    expect(thesisVolumeLink(2024, 3)).toBe('/thesis/paperlist?year=2024&volume=3');
    expect(thesisVolumeLink(2024, 3, 2)).toBe('/thesis/paperlist?year=2024&volume=3&page=2');
    expect(conferenceLink({ id: 2, name: 'ICICC 2023 & Workshops', year: 2023, volume: 2, issue: 3 })).toBe(
      '/conference/paperlist?name=ICICC+2023+%26+Workshops&year=2023&volume=2&issue=3&id=2',
    );
  });

  it('builds site-wide search addresses: the words, then only the filters given, the page only past the first', () => {
    expect(siteSearchLink('graph & trees')).toBe('/search?q=graph+%26+trees');
    expect(siteSearchLink('vision', { kind: 'paper', any: true })).toBe('/search?q=vision&kind=paper&match=any');
    expect(siteSearchLink('vision', { kind: 'thesis', year: 2024, page: 1 })).toBe(
      '/search?q=vision&kind=thesis&year=2024',
    );
    expect(siteSearchLink('vision', { page: 3 })).toBe('/search?q=vision&page=3');
  });

  it('reads a site search address back as siteSearchLink wrote it; a filter that is not one is none', () => {
    const address = siteSearchLink(' graph & trees ', { kind: 'thesis', year: 2024, any: true, page: 3 });
    expect(readSiteSearchLink(new URL(address, 'http://site').searchParams)).toEqual({
      q: 'graph & trees',
      filters: { kind: 'thesis', year: 2024, any: true, page: 3 },
    });
    const hostile = new URLSearchParams(`q=${'a'.repeat(500)}&kind=poem&year=20x4&page=-2&match=some`);
    expect(readSiteSearchLink(hostile)).toEqual({
      q: 'a'.repeat(200),
      filters: { kind: undefined, year: undefined, any: false, page: 1 },
    });
    expect(readSiteSearchLink(new URLSearchParams('')).q).toBe('');
  });

  it('reads the search text of an address: trimmed, bounded, absent when blank', () => {
    expect(readSearchText(new URLSearchParams('search=%20edge%20ai%20'))).toBe('edge ai');
    expect(readSearchText(new URLSearchParams('search=%20%20'))).toBeNull();
    expect(readSearchText(new URLSearchParams(''))).toBeNull();
    expect(readSearchText(new URLSearchParams(`search=${'a'.repeat(500)}`))?.length).toBe(200);
  });
});

describe('readIssueLink', () => {
  it('reads year, volume and issue as whole numbers', () => {
    expect(readIssueLink(new URLSearchParams('year=2024&volume=3&issue=2'))).toEqual({
      year: 2024,
      volume: 3,
      issue: 2,
    });
  });

  it.each([
    'year=2024&volume=3',
    'year=x&volume=3&issue=1',
    'year=2024&volume=0&issue=1',
    'year=2024&volume=3&issue=1001',
    'year=99999&volume=3&issue=1',
  ])('is null for %s', (query) => {
    expect(readIssueLink(new URLSearchParams(query))).toBeNull();
  });
});

describe('a conference list address read back', () => {
  const icicc = {
    id: 2,
    name: 'International Conference on Intelligent Computing and Communication 2024',
    year: 2024,
    volume: 3,
    issue: 2,
  };

  it('round-trips the link of a conference', () => {
    const href = conferenceLink(icicc);
    expect(href).toBe(
      '/conference/paperlist?name=International+Conference+on+Intelligent+Computing+and+Communication+2024&year=2024&volume=3&issue=2&id=2',
    );
    expect(readConferenceLink(new URL(href, 'http://localhost').searchParams)).toEqual({
      id: 2,
      page: 1,
      name: icicc.name,
      year: 2024,
      volume: 3,
      issue: 2,
    });
  });

  it('needs a whole-number id and ignores unreadable numbers', () => {
    expect(readConferenceLink(new URLSearchParams('name=X&id=abc'))).toBeNull();
    expect(readConferenceLink(new URLSearchParams('id=2&year=20x4&page=-1'))).toMatchObject({
      id: 2,
      year: null,
      page: 1,
    });
  });

  it('cuts an absurdly long name', () => {
    expect(readConferenceLink(new URLSearchParams({ id: '2', name: 'x'.repeat(5000) }))?.name).toHaveLength(200);
  });
});
