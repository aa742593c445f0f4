import type { ArchivePaperNewAnswer, BlogPost, ConferenceDetailsAnswer, ThesisDetailsAnswer } from '@journal/shared';
import {
  parseDatestamp,
  type MetadataRecordsAnswer,
  type MetadataYearsAnswer,
  type ScholarlyRecord,
} from '@journal/shared/metadata';
import type { ApiReader, ApiResult } from '../apiReader.ts';
import { authorFields } from '@journal/shared/text';

/** Answers of the content API for the site server's tests: a few works with awkward values. */
export const paper: ArchivePaperNewAnswer['paperdetails'] = {
  id: 7,
  title: 'Graphs <script>alert("x")</script> & "Quoted" Results',
  abstract:
    'We schedule federated learning rounds on edge devices under an energy budget </script><!-- and measure accuracy.',
  month: 'April',
  author: 'Priya Raman, Ludwig van Beethoven',
  url: '/files/papers/IJCRI-2024-V3I2-007.pdf',
  doi: '10.59638/ijcri.2024.v3.i2.007',
  articletype: 'Research Article',
  pages: '13-27',
  elocation: '',
  uniqueid: 'IJCRI-2024-V3I2-007',
  created_time: '2024-04-12T09:00:00.000Z',
  references: 'A. Author, “First reference,” 2020.\nB. Author, “Second reference,” 2021.\n',
  citation: '',
  designation: '',
  doi_Link: 'https://doi.org/10.59638/ijcri.2024.v3.i2.007',
  issue: 2,
  volume: 3,
  year: 2024,
  ...authorFields('Priya Raman', 'Ludwig van Beethoven'),
  keywords: ['federated learning', 'edge computing'],
  updated_at: '2024-05-01T10:00:00.000Z',
};

export const thesis: ThesisDetailsAnswer['thesis'] = {
  id: 4,
  title: 'Verified Compilation of Smart Contracts',
  ...authorFields('Kavya Nair'),
  month: 'March',
  year: 2025,
  volume: 4,
  pages: '1-96',
  paper_url: '/files/theses/4.pdf',
  uniqueid: 'IJCRI-TH-2025-V4-004',
  abstract: 'A verified compiler from a smart-contract language to EVM bytecode.',
  degree: 'M.Tech. in Computer Science and Engineering',
  institution: 'College of Engineering, Pune',
  supervisor: 'Dr. S. Kulkarni',
  references: 'X. Leroy, “Formal verification of a realistic compiler,” 2009.',
  keywords: ['compilers'],
  created_at: '2025-03-02T00:00:00.000Z',
  updated_at: '2025-03-02T00:00:00.000Z',
};

export const conferencePaper: ConferenceDetailsAnswer['ConferenceDetails'] = {
  id: 12,
  title: 'Lightweight Intrusion Detection for IoT Gateways',
  ...authorFields('Amara Okafor'),
  year: 2023,
  month: 'November',
  created_at: '2023-11-07T00:00:00.000Z',
  updated_at: '2023-11-20T00:00:00.000Z',
  pages: '41-48',
  pdf_url: '/files/conference/12.pdf',
  abstract: 'A detector small enough for a gateway.',
  conference_id: 2,
  uniqueid: 'IJCRI-ICICC2023-012',
  references: 'R. One, “IoT attacks,” 2019.',
  doi: '10.59638/ijcri.icicc2023.012',
  doi_Link: '',
  keywords: [],
  designation: '',
  citation: '',
  conference: {
    id: 2,
    name: 'International Conference on Intelligent Computing and Communication 2023',
    year: 2023,
    volume: 2,
    issue: 3,
  },
};

export const post: BlogPost = {
  slug: 'writing-reproducible-papers',
  title: 'Writing Reproducible Papers',
  excerpt: 'How to share code and data so reviewers can rerun your results.',
  author: 'Editorial Office',
  published_at: '2025-02-10',
  tags: ['reproducibility', 'doi-and-metadata'],
  content: '<p>Share code.</p>',
};

const record = (overrides: Partial<ScholarlyRecord>): ScholarlyRecord => ({
  kind: 'paper',
  id: 1,
  title: 'A paper',
  authors: ['A. Writer'],
  abstract: 'An abstract.',
  year: 2024,
  month: 'April',
  volume: 3,
  issue: 2,
  pages: '1-10',
  doi: '',
  pdf_url: '/files/papers/1.pdf',
  keywords: [],
  references: [],
  created_at: '2024-04-01T00:00:00.000Z',
  updated_at: '2024-04-01T00:00:00.000Z',
  article_type: 'Research Article',
  conference_name: null,
  institution: null,
  degree: null,
  ...overrides,
});

/** 120 papers in 2024 (ids 1..120), so OAI lists need three pages of 50; one thesis; one conference paper. */
export const records: ScholarlyRecord[] = [
  ...Array.from({ length: 120 }, (_, index) =>
    record({
      id: index + 1,
      title: `Paper number ${index + 1}`,
      issue: index < 60 ? 1 : 2,
      updated_at: `2024-${index < 60 ? '04' : '08'}-01T00:00:00.000Z`,
      // The last paper states its own licence in its file (an imported article under CC BY 3.0).
      ...(index === 119 ? { licence_url: 'http://creativecommons.org/licenses/by/3.0/' } : {}),
    }),
  ),
  record({
    kind: 'thesis',
    id: 4,
    title: thesis.title,
    year: 2025,
    volume: 4,
    issue: null,
    institution: thesis.institution,
    degree: thesis.degree,
    updated_at: '2025-03-02T00:00:00.000Z',
  }),
  record({
    kind: 'conference',
    id: 12,
    title: conferencePaper.title,
    year: 2023,
    volume: 2,
    issue: 3,
    conference_name: conferencePaper.conference.name,
    updated_at: '2023-11-20T00:00:00.000Z',
  }),
];

function metadataRecords(body: Record<string, unknown>): MetadataRecordsAnswer {
  let matching = records.filter(
    (r) =>
      r.kind === body.kind &&
      (body.year === undefined || r.year === body.year) &&
      (body.volume === undefined || r.volume === body.volume) &&
      // As the API: instants compared to the second; a day bound covers the whole day.
      (body.from === undefined || Date.parse(r.updated_at) >= parseDatestamp(String(body.from))!.start.getTime()) &&
      (body.until === undefined ||
        Math.floor(Date.parse(r.updated_at) / 1000) * 1000 <= parseDatestamp(String(body.until))!.end.getTime()),
  );
  const total = matching.length;
  const limit = Number(body.limit ?? 50);
  if (body.order === 'newest')
    return {
      records: [...matching].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, limit),
      total,
      next_after_id: null,
    };
  matching = matching.filter((r) => r.id > Number(body.after_id ?? 0));
  const page = matching.slice(0, limit);
  return { records: page, total, next_after_id: matching.length > limit ? page.at(-1)!.id : null };
}

const years: MetadataYearsAnswer = {
  years: [
    { year: 2023, kind: 'conference', count: 1, lastmod: '2023-11-20T00:00:00.000Z' },
    { year: 2024, kind: 'paper', count: 120, lastmod: '2024-08-01T00:00:00.000Z' },
    { year: 2025, kind: 'thesis', count: 1, lastmod: '2025-03-02T00:00:00.000Z' },
  ],
  volumes: [
    { kind: 'conference', volume: 2, year: 2023 },
    { kind: 'paper', volume: 3, year: 2024 },
    { kind: 'thesis', volume: 4, year: 2025 },
  ],
  earliest: '2023-11-20T00:00:00.000Z',
  lastmod: '2025-03-02T00:00:00.000Z',
};

/** Site search: "graphs" matches 41 works (21 pages of 2 here); "***" is refused; anything else matches nothing. */
export const searchPayloads: Record<string, unknown>[] = [];
function siteSearch(body: Record<string, unknown>) {
  searchPayloads.push(body);
  // As the API answers words it refuses (a 400): nothing found.
  if (body.search === '***') return undefined;
  if (body.search !== 'graphs')
    return {
      results: [],
      facets: { kind: [], year: [] },
      current_page: 1,
      per_page: 20,
      total_items: 0,
      total_pages: 0,
    };
  const page = Number(body.page);
  return {
    results:
      page > 21
        ? []
        : [
            {
              kind: 'paper',
              id: 7,
              uniqueid: 'IJCRI-2024-V3I2-007',
              title: 'Sparse \u0002Graphs\u0003 <b>and</b> trees',
              authors: ['Priya Raman', 'Ludwig van Beethoven'],
              year: 2024,
              month: 'April',
              volume: 3,
              issue: 2,
              conference: null,
              snippet: 'We study \u0002graphs\u0003 whose edges are few.',
            },
            {
              kind: 'thesis',
              id: 4,
              uniqueid: 'IJCRI-TH-2025-V4-004',
              title: 'Learning on \u0002graphs\u0003',
              authors: ['Mei Lin'],
              year: 2025,
              month: 'March',
              volume: 4,
              issue: null,
              conference: null,
              snippet: 'A thesis on \u0002graphs\u0003.',
            },
          ],
    facets: { kind: [], year: [] },
    current_page: page,
    per_page: 20,
    total_items: 41,
    total_pages: 21,
  };
}

const authorsOfFixture = (work: { author_1: string; author_2: string }) => ({
  author_1: work.author_1,
  author_2: work.author_2,
  author_3: '',
  author_4: '',
  author_5: '',
  author_6: '',
});

/** A list's page as the API answers it: the one fixture on every page, `pages` pages in all. */
const listPage = (page: unknown, pages: number, perPage: number) => ({
  current_page: Number(page ?? 1),
  per_page: perPage,
  total_items: pages * perPage - 1,
  total_pages: pages,
});

const handlers: Record<string, (body: Record<string, unknown>) => unknown> = {
  '/archivePaperListing': (body) =>
    body.year === paper.year && body.volume === paper.volume && body.issue === paper.issue
      ? {
          papersList: [
            {
              paper_id: paper.id,
              paper_title: paper.title,
              paper_uniqueid: paper.uniqueid,
              paper_doi: paper.doi,
              year: paper.year,
              volume: paper.volume,
              issue: paper.issue,
              paper_month: paper.month,
              paper_pages: paper.pages,
              paper_elocation: paper.elocation,
              paper_url: paper.url,
              ...authorsOfFixture(paper),
            },
          ],
          ...listPage(body.page, 3, 5),
        }
      : undefined,
  '/thesisDataListing': (body) =>
    body.thesis_year === thesis.year && body.thesis_volume === thesis.volume
      ? {
          papersList: [
            {
              id: thesis.id,
              title: thesis.title,
              ...authorsOfFixture(thesis),
              month: thesis.month,
              year: thesis.year,
              volume: thesis.volume,
              pages: thesis.pages,
              paper_url: thesis.paper_url,
            },
          ],
          ...listPage(body.page, 1, 5),
        }
      : undefined,
  '/conferenceFetch': (body) =>
    body.id === conferencePaper.conference.id
      ? {
          ConferenceList: [
            {
              id: conferencePaper.id,
              title: conferencePaper.title,
              ...authorsOfFixture(conferencePaper),
              year: conferencePaper.year,
              month: conferencePaper.month,
              updated_at: conferencePaper.updated_at,
              pages: conferencePaper.pages,
              pdf_url: conferencePaper.pdf_url,
              conference_id: conferencePaper.conference_id,
            },
          ],
          ...listPage(body.page, 2, 5),
        }
      : undefined,
  '/archivePaperNew': (body) => (body.paperid === paper.id ? { paperdetails: paper } : undefined),
  '/thesisDetails': (body) => (body.paperid === thesis.id ? { thesis } : undefined),
  '/jatsRecords': (body) => ({
    records: (body.paperids as number[]).map((id) => ({
      paper_id: id,
      source: 'generated',
      jats:
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.3 20210610//EN" ' +
        '"JATS-journalpublishing1-3.dtd">\n' +
        '<article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article" dtd-version="1.3">' +
        `<front><article-meta><article-id pub-id-type="publisher-id">P${id}</article-id></article-meta></front></article>\n`,
    })),
  }),
  '/usageReport': (body) =>
    body.kind === 'paper' && body.id === paper.id
      ? {
          months: [
            { month: '2026-03', views: 41, downloads: 7 },
            { month: '2026-04', views: 0, downloads: 2 },
          ],
          views: 41,
          downloads: 9,
        }
      : undefined,
  '/conferenceDetails': (body) =>
    body.paperid === conferencePaper.id ? { ConferenceDetails: conferencePaper } : undefined,
  '/topics': () => ({
    data: {
      data: {
        'Artificial Intelligence': [
          {
            title: 'Computer Vision & Image Analysis',
            meta_title: 'Computer Vision and Image Analysis Research',
            meta_description: 'Papers on seeing machines.',
            content: '',
            category: 'Artificial Intelligence',
            slug: 'computer-vision-image-analysis',
          },
        ],
      },
    },
  }),
  '/blogDetails': (body) => (body.slug === post.slug ? { blog: post, related: [] } : undefined),
  '/blogListing': () => ({ blogs: [post], current_page: 1, per_page: 10, total_items: 1, total_pages: 1 }),
  // As the API: an unknown tag is an empty list.
  '/blogsByTag': (body) => {
    const blogs = post.tags.includes(String(body.tag)) ? [post] : [];
    return { blogs, tag: body.tag, current_page: 1, per_page: 1, total_items: blogs.length, total_pages: blogs.length };
  },
  '/editorialMember': (body) =>
    body.slug === 'ananya-raghavan'
      ? {
          member: {
            member_id: 1,
            slug: 'ananya-raghavan',
            name: 'Prof. Ananya Raghavan',
            role: 'Editor-in-Chief',
            affiliation: 'IISER Pune',
            country: 'India',
            expertise: [],
            bio: '',
            orcid: null,
          },
        }
      : undefined,
  // An author with works of two kinds: a thesis and a conference paper.
  '/authorProfile': (body) =>
    body.slug === 'kavya-nair'
      ? {
          author: {
            slug: 'kavya-nair',
            name: 'Kavya Nair',
            orcid: null,
            counts: { paper: 0, thesis: 1, conference: 1 },
            coauthors: [],
          },
          works: [
            {
              kind: 'thesis',
              id: thesis.id,
              uniqueid: thesis.uniqueid,
              title: thesis.title,
              authors: ['Kavya Nair'],
              year: thesis.year,
              month: thesis.month,
              volume: thesis.volume,
              issue: null,
              conference: null,
            },
            {
              kind: 'conference',
              id: conferencePaper.id,
              uniqueid: conferencePaper.uniqueid,
              title: conferencePaper.title,
              authors: ['Amara Okafor', 'Kavya Nair'],
              year: conferencePaper.year,
              month: conferencePaper.month,
              volume: null,
              issue: null,
              conference: { id: conferencePaper.conference.id, name: conferencePaper.conference.name },
            },
          ],
          ...listPage(body.page, 2, 20),
        }
      : undefined,
  '/editorialBoard': () => ({
    members: [{ slug: 'ananya-raghavan', name: 'Prof. Ananya Raghavan', role: 'Editor-in-Chief' }],
  }),
  '/archiveYearListing': () => ({ archives: [{ year: 2024, volumes: [{ volume: 3, issue: [1, 2] }] }] }),
  '/thesisYearListing': () => ({ thesis: [{ year: 2025, volumes: [{ volume: 4 }] }] }),
  '/conferenceCategoriesFetch': () => ({ Conference_CategoriesList: [conferencePaper.conference] }),
  '/metadataYears': () => years,
  '/metadataRecords': metadataRecords,
  '/siteSearch': siteSearch,
};

/** An ApiReader over the fixtures above; `calls` counts what the server asked. */
export function fakeApi(): ApiReader & { calls: string[] } {
  const calls: string[] = [];
  const call = async <T>(path: string, body: object = {}): Promise<ApiResult<T>> => {
    calls.push(path);
    const data = handlers[path]?.(body as Record<string, unknown>);
    return data === undefined ? { found: false } : { found: true, data: data as T };
  };
  return {
    calls,
    call,
    async get<T>(path: string, body: object = {}) {
      const result = await call<T>(path, body);
      if (!result.found) throw new Error(`fake API: nothing for ${path}`);
      return result.data;
    },
  };
}
