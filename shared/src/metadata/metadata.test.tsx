import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journal } from '../journal.ts';
import { PageHead } from './PageHead.tsx';
import { findTopicBySlug } from './matchTopic.ts';
import { issueListMeta } from './pages.ts';
import { staticPageMeta } from './staticPages.ts';
import { blogPostHead } from './blog.ts';
import type { ScholarlyRecord } from '../api/types.ts';
import { recordFromConference } from './records.ts';
import { recordPath } from './records.ts';
import { citationSourceOf, publicationDate, scholarlyHead } from './scholarly.ts';
import { escapeHtml, jsonLdText, serializeHead } from './serialize.ts';
import { toApa } from '../citation/apa.ts';
import { toBibtex } from '../citation/bibtex.ts';
import { toCslJson } from '../citation/cslJson.ts';
import { toIeee } from '../citation/ieee.ts';
import { toRis } from '../citation/ris.ts';

const thesis: ScholarlyRecord = {
  kind: 'thesis',
  id: 4,
  title: 'Verified Compilation of "Smart" Contracts </script>',
  authors: ['Kavya Nair'],
  abstract: 'A verified compiler.',
  year: 2025,
  month: 'March',
  volume: 4,
  issue: null,
  pages: '1-96',
  doi: '',
  pdf_url: '/files/theses/4.pdf',
  keywords: ['compilers'],
  references: ['X. Leroy, 2009.'],
  created_at: '2025-03-02T00:00:00.000Z',
  updated_at: '2025-03-02T00:00:00.000Z',
  article_type: '',
  conference_name: null,
  institution: 'College of Engineering, Pune',
  degree: 'Ph.D. in Computer Science',
};

const named = (head: ReturnType<typeof scholarlyHead>, name: string) =>
  head.tags
    .filter((tag) => tag.tag === 'meta' && 'name' in tag && tag.name === name)
    .map((tag) => (tag as { content: string }).content);

describe('scholarly head', () => {
  it('types a thesis: dissertation institution, no journal volume or pages, Thesis genre', () => {
    const head = scholarlyHead(thesis, 'https://ijcri.org');
    expect(head.canonical).toBe(
      'https://ijcri.org/thesis/paper-details?paperid=4&papertitle=verified-compilation-of-smart-contracts-script',
    );
    expect(named(head, 'citation_dissertation_institution')).toEqual(['College of Engineering, Pune']);
    expect(named(head, 'citation_journal_title')).toEqual([]);
    expect(named(head, 'citation_firstpage')).toEqual([]);
    expect(named(head, 'citation_publication_date')).toEqual(['2025/03/02']);
    expect(named(head, 'citation_pdf_url')).toEqual(['https://ijcri.org/files/theses/4.pdf']);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'ScholarlyArticle',
      genre: 'Thesis (Ph.D. in Computer Science)',
      sourceOrganization: { name: 'College of Engineering, Pune' },
    });
    expect(citationSourceOf(thesis, 'https://ijcri.org')).toMatchObject({
      kind: 'thesis',
      institution: 'College of Engineering, Pune',
      url: head.canonical,
    });
  });

  it('zero-pads the Highwire date', () => {
    const head = scholarlyHead({ ...thesis, created_at: '2025-03-09T10:00:00.000Z' }, 'https://ijcri.org');
    expect(named(head, 'citation_publication_date')).toEqual(['2025/03/09']);
    expect(named(head, 'DC.date')).toEqual(['2025-03-09']);
  });

  it('dates a conference paper by its publication, not its last edit', () => {
    const details = {
      id: 12,
      title: 'Lightweight Intrusion Detection for IoT Gateways',
      abstract: 'A detector.',
      year: 2023,
      month: 'November',
      pages: '41-48',
      doi: '',
      pdf_url: '/files/conference/12.pdf',
      references: '',
      created_at: '2023-11-07T00:00:00.000Z',
      updated_at: '2023-11-28T12:00:00.000Z',
      conference: { id: 1, name: 'ICICC 2023', year: 2023, volume: 2, issue: 1 },
    };
    const head = scholarlyHead(recordFromConference(details), 'https://ijcri.org');
    expect(named(head, 'citation_publication_date')).toEqual(['2023/11/07']);
    expect(named(head, 'DC.date')).toEqual(['2023-11-07']);
    expect(head.jsonLd[0]).toMatchObject({ datePublished: '2023-11-07', dateModified: '2023-11-28T12:00:00.000Z' });
  });

  it('never cuts a headline mid-word: a long title is left to name, or cut at a word with an ellipsis', () => {
    const long =
      'A Longitudinal Study of Energy-Aware Federated Learning Schedulers on Heterogeneous Edge Devices under Intermittent Connectivity';
    expect(long.length).toBeGreaterThan(110);
    const article = scholarlyHead({ ...thesis, title: long }, 'https://ijcri.org').jsonLd[0] as Record<string, unknown>;
    expect(article.name).toBe(long);
    expect(article).not.toHaveProperty('headline');
    expect((scholarlyHead(thesis, 'https://ijcri.org').jsonLd[0] as Record<string, unknown>).headline).toBe(
      thesis.title,
    );
    const post = blogPostHead(
      { slug: 'long', title: long, excerpt: 'Why.', author: 'Editorial Office', published_at: '2025-01-10', tags: [] },
      'https://ijcri.org',
    );
    const headline = (post.jsonLd[0] as { headline: string }).headline;
    expect(headline.length).toBeLessThanOrEqual(110);
    expect(headline.endsWith('…')).toBe(true);
    expect(long.startsWith(`${headline.slice(0, -1)} `)).toBe(true);
  });

  it('never invents a day: a created date outside the stated month gives the year alone', () => {
    expect(publicationDate({ year: 2024, month: 'April', created_at: '2024-06-01T00:00:00Z' })).toEqual({
      highwire: '2024',
      iso: '2024-04',
    });
  });

  it('serializes escaped, marked tags, and JSON-LD that cannot close its script', () => {
    const html = serializeHead(scholarlyHead(thesis, 'https://ijcri.org'));
    expect(html).toContain(
      '<title data-head="server">Verified Compilation of &#34;Smart&#34; Contracts &#60;/script&#62; | ',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdText({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
    expect(escapeHtml(`"'<>&`)).toBe('&#34;&#39;&#60;&#62;&#38;');
  });

  it('renders the same head as React metadata', () => {
    render(<PageHead head={scholarlyHead(thesis, 'https://ijcri.org')} />);
    expect(document.title).toBe(`${thesis.title} | ${journal.name}`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toContain(recordPath(thesis));
    const ld = document.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(ld.textContent)).toMatchObject({ name: thesis.title });
  });
});

describe('an article with an e-location and its own licence', () => {
  const paper: ScholarlyRecord = {
    ...thesis,
    kind: 'paper',
    volume: 9,
    issue: 3,
    pages: 'e91296',
    doi: '10.1371/journal.pone.0091296',
    article_type: 'Research Article',
    institution: null,
    degree: null,
    licence_url: 'http://creativecommons.org/licenses/by/3.0/',
  };

  it('gives the e-location as the first page, with no last page and no invented range', () => {
    const head = scholarlyHead(paper, 'https://ijcri.org');
    expect(named(head, 'citation_firstpage')).toEqual(['e91296']);
    expect(named(head, 'citation_lastpage')).toEqual([]);
    const jsonLd = head.jsonLd[0] as Record<string, unknown>;
    expect(jsonLd.pagination).toBe('e91296');
    expect(jsonLd.pageStart).toBeUndefined();
  });

  it("states the article's licence in DC.rights and JSON-LD", () => {
    const head = scholarlyHead(paper, 'https://ijcri.org');
    expect(named(head, 'DC.rights')).toEqual(['https://creativecommons.org/licenses/by/3.0/']);
    expect((head.jsonLd[0] as Record<string, unknown>).license).toBe('https://creativecommons.org/licenses/by/3.0/');
  });
});

describe('a corrected and retracted article, and a notice', () => {
  const paper: ScholarlyRecord = {
    ...thesis,
    kind: 'paper',
    title: 'Edge caching',
    issue: 3,
    doi: '10.59638/ijcri.2026.v5.i3.412',
    institution: null,
    degree: null,
    relations: [
      {
        type: 'correction',
        direction: 'updated_by',
        doi: '10.59638/c1',
        title: 'Correction: Edge caching',
        paper_id: 7,
      },
      {
        type: 'retraction',
        direction: 'updated_by',
        doi: '10.59638/r1',
        title: 'Retraction: Edge caching',
        paper_id: null,
      },
    ],
  };

  it('names its correction as a CorrectionComment and says it is retracted', () => {
    const jsonLd = scholarlyHead(paper, 'https://ijcri.org').jsonLd[0] as Record<string, unknown>;
    expect(jsonLd.correction).toEqual([
      {
        '@type': 'CorrectionComment',
        url: 'https://ijcri.org/archives/paper-details?paperid=7&papertitle=correction-edge-caching',
        name: 'Correction: Edge caching',
      },
    ]);
    expect(jsonLd.creativeWorkStatus).toBe('Retracted');
    expect(jsonLd.about).toBeUndefined();
  });

  it('says what a notice is about, by its DOI when the article is not on the site', () => {
    const notice: ScholarlyRecord = {
      ...paper,
      relations: [{ type: 'correction', direction: 'updates', doi: '10.1/x', title: 'Elsewhere', paper_id: null }],
    };
    const jsonLd = scholarlyHead(notice, 'https://ijcri.org').jsonLd[0] as Record<string, unknown>;
    expect(jsonLd.about).toEqual([
      {
        '@type': 'ScholarlyArticle',
        url: 'https://doi.org/10.1/x',
        name: 'Elsewhere',
        sameAs: 'https://doi.org/10.1/x',
      },
    ]);
    expect(jsonLd.correction).toBeUndefined();
    expect(jsonLd.creativeWorkStatus).toBeUndefined();
  });
});

describe('an article published continuously, with a numeric article number', () => {
  const paper: ScholarlyRecord = {
    ...thesis,
    kind: 'paper',
    title: 'Challenges in JATS production',
    authors: ['Jennifer Lin', 'Melissa Harrison'],
    year: 2018,
    month: 'October',
    volume: 7,
    issue: 0,
    pages: '',
    elocation: '1655',
    doi: '10.12688/f1000research.16460.1',
    article_type: 'Research Article',
    institution: null,
    degree: null,
  };
  const head = scholarlyHead(paper, 'https://ijcri.org');

  it('has its volume and article number in the head tags, and no citation_issue', () => {
    expect(named(head, 'citation_volume')).toEqual(['7']);
    expect(named(head, 'citation_issue')).toEqual([]);
    expect(named(head, 'citation_firstpage')).toEqual(['1655']);
    expect(named(head, 'citation_lastpage')).toEqual([]);
    expect(named(head, 'DC.source')).toEqual([`${journal.name}, Volume 7`]);
  });

  it('is part of its volume in JSON-LD, with no issue', () => {
    const jsonLd = head.jsonLd[0] as { isPartOf: Record<string, unknown>; pagination?: string; pageStart?: string };
    expect(jsonLd.isPartOf).toMatchObject({ '@type': 'PublicationVolume', volumeNumber: '7' });
    expect(jsonLd.pagination).toBe('1655');
    expect(jsonLd.pageStart).toBeUndefined();
  });

  it('is cited without an issue and with its article number, never as a page, in every format', () => {
    const source = citationSourceOf(paper, 'https://ijcri.org');
    expect(toApa(source)).toContain(`${journal.name}, 7, Article 1655. https://doi.org/10.12688/f1000research.16460.1`);
    expect(toIeee(source)).toContain('vol. 7, Art. no. 1655, Oct. 2018');
    expect(toIeee(source)).not.toContain('no. 0');
    const csl = toCslJson(source);
    expect(csl.issue).toBeUndefined();
    expect(csl.number).toBe('1655');
    const bibtex = toBibtex(csl);
    expect(bibtex).toMatch(/volume = \{7\}/);
    expect(bibtex).not.toMatch(/number = /);
    const ris = toRis(csl);
    expect(ris).toMatch(/^VL {2}- 7$/m);
    expect(ris).not.toMatch(/^IS /m);
    expect(ris).toMatch(/^SP {2}- 1655$/m);
    expect(ris).not.toMatch(/^EP/m);
  });

  it('titles its list page by the volume alone', () => {
    expect(issueListMeta(2018, 7, 0).title).toBe(`2018, Volume 7 | ${journal.name}`);
  });
});

describe('static pages and topics', () => {
  it('finds pages ignoring case and a trailing slash, and uses the issue title pattern', () => {
    expect(staticPageMeta('/Contact-Us/')?.title).toBe(`Contact Us | ${journal.name}`);
    expect(staticPageMeta('/nowhere')).toBeNull();
    expect(issueListMeta(2024, 3, 2).title).toBe(`2024, Volume 3, Issue 2 | ${journal.name}`);
  });

  it('matches topic slugs without hyphens, case or punctuation', () => {
    const topics = [{ title: 'Computer Vision & Image Analysis' }];
    expect(findTopicBySlug(topics, 'computer-vision-and-image-analysis')).toBe(topics[0]);
    expect(findTopicBySlug(topics, 'Computer-Vision-Image-Analysis')).toBe(topics[0]);
    expect(findTopicBySlug(topics, 'computer-vision')).toBeNull();
  });
});
