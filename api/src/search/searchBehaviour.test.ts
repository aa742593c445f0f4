import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveSuggestionsAnswer, SearchArchiveAnswer, SiteSearchAnswer } from '@journal/shared/contract';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { parseSearch, type SearchTerm } from './ftsQuery.ts';

/**
 * What readers type, and what the search answers, as one table run on both engines (this file runs in
 * the SQLite and the PostgreSQL project of the API's tests). The expected matches are worked out here
 * from the papers themselves, as the search syntax says (docs/api.md, "Search syntax"): every word the
 * reader typed must begin a word of the paper's title, authors, keywords, abstract or full text, without
 * regard to case or accents (a one-letter or quoted word must be a whole word), a quoted phrase's words
 * must stand side by side in one field, OR takes either side, and a minus leaves out. FTS5 and a
 * tsvector must both find exactly those papers; only their ranking functions differ (BM25,
 * ts_rank_cd), so orders are compared only where the table says what comes first.
 */
type Field = 'title' | 'authors' | 'keywords' | 'abstract' | 'fullText';
const FIELDS: readonly Field[] = ['title', 'authors', 'keywords', 'abstract', 'fullText'];
/** What suggestions search (docs/api.md, "Calls"). */
const SUGGESTED_FIELDS: readonly Field[] = ['title', 'authors', 'keywords'];

interface Case {
  typed: string;
  means: string;
  /** At least this many papers match (the seeded journal has them). */
  atLeast?: number;
  /** At least one paper is found only through this field. */
  onlyIn?: Field;
}

const TABLE: Case[] = [
  { typed: 'federated learning', means: 'every word must match', atLeast: 1 },
  { typed: '"federated learning"', means: 'quoted words are a phrase: side by side', atLeast: 1 },
  { typed: '"graph neural" networks', means: 'a phrase and a word', atLeast: 1 },
  { typed: '"learning federated"', means: 'a phrase in the other order is another phrase' },
  { typed: '"graph neural networks"', means: 'a phrase of three words: all three side by side', atLeast: 1 },
  {
    typed: 'learning -"graph neural networks"',
    means: 'a minus before a phrase of three words leaves out that phrase',
    atLeast: 1,
  },
  { typed: '"learn"', means: 'a quoted word is a whole word, not a prefix' },
  { typed: 'federated learning"', means: 'a stray closing quote is ignored', atLeast: 1 },
  { typed: '"federated learning', means: 'a quote never closed runs to the end', atLeast: 1 },
  { typed: '"""', means: 'quotes alone: nothing to search, no error' },
  { typed: 'federat', means: 'a word is a prefix', atLeast: 1 },
  { typed: 'federat*', means: 'a star says the same', atLeast: 1 },
  { typed: 'GRAPH Neural', means: 'case does not matter', atLeast: 1 },
  { typed: 'intrusion -detection', means: 'a minus leaves out what has the word', atLeast: 0 },
  { typed: 'learning -"federated learning"', means: 'a minus before a phrase leaves out the phrase', atLeast: 1 },
  { typed: '-learning', means: 'only words left out: nothing to search, no error' },
  { typed: 'learning AND', means: 'AND is a word to match like any other' },
  { typed: 'federated OR sched', means: 'OR: either word', atLeast: 1 },
  {
    typed: 'compiler OR "graph neural" energy',
    means: 'OR joins its neighbours, then every part must match',
    atLeast: 1,
  },
  { typed: 'federated or sched', means: 'a lowercase or is a word' },
  { typed: 'OR federated OR', means: 'an OR with nothing on one side is dropped', atLeast: 1 },
  { typed: 'privacy & !blockchain | <-> edge:*', means: 'tsquery operators are plain text', atLeast: 0 },
  { typed: '(edge OR cloud) AND NOT fog', means: 'parentheses and NOT are plain text', atLeast: 0 },
  { typed: 'schedul energy', means: 'prefixes of two words', atLeast: 1 },
  { typed: 'Müller', means: 'accents are ignored' },
  { typed: 'muller', means: 'accents are ignored, the other way' },
  { typed: 'title:compiler', means: 'a colon is not a column filter', atLeast: 0 },
  { typed: 'linearizability', means: 'a word of the keywords alone', atLeast: 1, onlyIn: 'keywords' },
  { typed: 'blockch', means: 'a prefix of a keyword', atLeast: 1, onlyIn: 'keywords' },
  { typed: 'rollback', means: 'a word of the full text alone', atLeast: 1, onlyIn: 'fullText' },
  { typed: 'rehearsed rollback', means: 'two words of the full text', atLeast: 1, onlyIn: 'fullText' },
  { typed: 'zyxwvutsrq', means: 'no match is an empty answer' },
  { typed: '"', means: 'a stray quote alone: nothing to search, no error' },
  { typed: 'NEAR(graph, 2)', means: 'NEAR and parentheses are plain text', atLeast: 0 },
];

interface PaperText {
  paper_id: number;
  fields: Record<Field, string>;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every string in a JSON document (the keywords list, the full text's headings and paragraphs). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Whether a term's words stand side by side in one field (a single word: any word, as a prefix unless exact). */
function termIn(fields: readonly string[][], { words, exact }: SearchTerm): boolean {
  const wanted = words.map(fold);
  const [first = ''] = wanted;
  if (wanted.length === 1) return fields.some((ws) => ws.some((w) => (exact ? w === first : w.startsWith(first))));
  return fields.some((ws) => ws.some((_w, at) => wanted.every((word, i) => ws[at + i] === word)));
}

/** The papers the search syntax (docs/api.md, "Search syntax") says match, in `fields`. */
function expectedMatches(papers: PaperText[], typed: string, fields: readonly Field[] = FIELDS): number[] {
  const { groups, excluded } = parseSearch(typed);
  if (groups.length === 0) return [];
  return papers
    .filter((paper) => {
      const words = fields.map((field) => wordsOf(paper.fields[field]));
      return (
        groups.every((group) => group.some((term) => termIn(words, term))) &&
        !excluded.some((term) => termIn(words, term))
      );
    })
    .map((p) => p.paper_id)
    .sort((a, b) => a - b);
}

let t: TestApp;
let papers: PaperText[];
beforeAll(async () => {
  t = await createTestApp();
  const db = await t.db();
  const rows = await query(
    db,
    sql`SELECT paper_id, paper_title, paper_author, keywords, paper_abstract, sections_json
     FROM papers WHERE is_deleted = 0`,
  ).all<{
    paper_id: number;
    paper_title: string;
    paper_author: string;
    keywords: string;
    paper_abstract: string;
    sections_json: string;
  }>();
  papers = rows.map((r) => ({
    paper_id: r.paper_id,
    fields: {
      title: r.paper_title,
      authors: r.paper_author,
      keywords: stringsOf(JSON.parse(r.keywords)).join(' '),
      abstract: r.paper_abstract,
      fullText: stringsOf(JSON.parse(r.sections_json)).join(' '),
    },
  }));
});
afterAll(() => t.close());

/** Every page of the archive search, as ids. */
async function allFound(search: string): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page < 50; page++) {
    const res = await t.post('/searchArchive', { search, page, per_page: 100 });
    expect(res.statusCode, search).toBe(200);
    const body = res.json<SearchArchiveAnswer>();
    total = body.total_items;
    ids.push(...body.papersList.map((p) => p.paper_id));
    if (page >= body.total_pages) break;
  }
  return { ids, total };
}

describe.each(TABLE)('a reader types $typed ($means)', ({ typed, atLeast = 0, onlyIn }) => {
  it('finds exactly the papers the syntax says, in title, authors, keywords, abstract or full text, each once', async () => {
    const expected = expectedMatches(papers, typed);
    expect(expected.length).toBeGreaterThanOrEqual(atLeast);
    if (onlyIn) {
      const elsewhere = new Set(
        expectedMatches(
          papers,
          typed,
          FIELDS.filter((field) => field !== onlyIn),
        ),
      );
      expect(expected.filter((id) => !elsewhere.has(id)).length, `found only through ${onlyIn}`).toBeGreaterThan(0);
    }
    const { ids, total } = await allFound(typed);
    expect(total).toBe(expected.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(expected);
  });

  it('suggests, as the reader types, papers whose title, authors or keywords match', async () => {
    const res = await t.post('/archiveSuggestions', { search: typed });
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json<ArchiveSuggestionsAnswer>();
    const expected = new Set(expectedMatches(papers, typed, SUGGESTED_FIELDS));
    expect(suggestions.length).toBe(Math.min(8, expected.size));
    for (const s of suggestions) expect(expected.has(s.paper_id), `${s.paper_id}`).toBe(true);
  });
});

describe('ranking and marks, the same on both engines', () => {
  it('puts the paper whose whole title was typed first', async () => {
    const [paper] = papers;
    const title = (await t.post('/archivePaperNew', { paperid: paper?.paper_id })).json<{
      paperdetails: { title: string };
    }>().paperdetails.title;
    const body = (await t.post('/searchArchive', { search: title, per_page: 5 })).json<SearchArchiveAnswer>();
    expect(body.papersList[0]?.paper_id).toBe(paper?.paper_id);
  });

  it('marks each matched word of a title between U+0002 and U+0003, prefixes whole', async () => {
    const body = (await t.post('/siteSearch', { search: 'federat', kind: 'paper' })).json<SiteSearchAnswer>();
    expect(body.results.length).toBeGreaterThan(0);
    for (const hit of body.results) {
      // eslint-disable-next-line no-control-regex -- \u0002 and \u0003 are the answer's highlight marks (docs/api.md)
      const marked = [...hit.title.matchAll(/\u0002([^\u0003]*)\u0003/g)].map((m) => m[1]?.toLowerCase());
      // eslint-disable-next-line no-control-regex -- as above
      const plain = hit.title.replace(/[\u0002\u0003]/g, '');
      const expected = wordsOf(plain).filter((w) => w.startsWith('federat'));
      expect(marked, plain).toEqual(expected);
    }
  });
});
