import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthNumber } from '@journal/shared/text';
import type { AuthorProfileAnswer, RelatedPapersAnswer, SiteSearchAnswer } from '@journal/shared/contract';
import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

let t: TestApp;
/** A second connection, as an editor's tool would open (openDatabase registers author_key on SQLite). */
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = await t.db();
});
afterAll(() => t.close());

const siteSearch = async (body: Record<string, unknown>) => {
  const res = await t.post('/siteSearch', body);
  expect(res.statusCode).toBe(200);
  return res.json<SiteSearchAnswer>();
};

describe('POST /siteSearch', () => {
  it('ranks papers, theses and conference papers in one list, each saying where it belongs', async () => {
    const body = await siteSearch({ search: 'learning' });
    expect(body.per_page).toBe(20);
    expect(body.results).toHaveLength(20);
    expect(body.facets.kind.map((f) => f.value)).toEqual(['paper', 'thesis', 'conference']);
    const all = await Promise.all(
      ['paper', 'thesis', 'conference'].map((kind) => siteSearch({ search: 'learning', kind, per_page: 20 })),
    );
    for (const answer of all) expect(answer.results.length).toBeGreaterThan(0);
    const [paper, thesis, conference] = all.map((a) => a.results[0]!);
    expect(paper).toMatchObject({ kind: 'paper', conference: null });
    expect(paper!.volume).toBeGreaterThan(0);
    expect(paper!.issue).toBeGreaterThan(0);
    expect(thesis).toMatchObject({ kind: 'thesis', issue: null, conference: null });
    expect(conference!.kind).toBe('conference');
    expect(conference!.conference?.name).toMatch(/\w/);
  });

  it("gives every result its own work's title and abstract, on every page", async () => {
    // Bound as a JavaScript number (an SQLite REAL), `rowid = ?` is ignored by FTS5, and every result
    // would get the title and excerpt of the first matching row.
    const titleOf = {
      paper: (id: number) => sql`SELECT paper_title FROM papers WHERE paper_id = ${id}`,
      thesis: (id: number) => sql`SELECT title FROM theses WHERE id = ${id}`,
      conference: (id: number) => sql`SELECT title FROM conference_papers WHERE id = ${id}`,
    };
    const abstractOf = {
      paper: (id: number) => sql`SELECT paper_abstract FROM papers WHERE paper_id = ${id}`,
      thesis: (id: number) => sql`SELECT abstract FROM theses WHERE id = ${id}`,
      conference: (id: number) => sql`SELECT abstract FROM conference_papers WHERE id = ${id}`,
    };
    // eslint-disable-next-line no-control-regex -- \u0002 and \u0003 are the answer's highlight marks (docs/api.md)
    const unmarked = (text: string) => text.replace(/[\u0002\u0003]/g, '');
    const results = [
      ...(await siteSearch({ search: 'data' })).results,
      ...(await siteSearch({ search: 'data', page: 2 })).results,
    ];
    expect(new Set(results.map((hit) => hit.title)).size).toBeGreaterThan(30);
    for (const hit of results) {
      expect(unmarked(hit.title), `${hit.kind} ${hit.id}`).toBe(await query(db, titleOf[hit.kind](hit.id)).value());
      const excerpt = unmarked(hit.snippet).replace(/^…|…$/g, '');
      expect(await query(db, abstractOf[hit.kind](hit.id)).value<string>(), `${hit.kind} ${hit.id}`).toContain(excerpt);
    }
  });

  it('marks the matched words in title and snippet', async () => {
    const body = await siteSearch({ search: 'federated' });
    // eslint-disable-next-line no-control-regex -- \u0002 and \u0003 are the answer's highlight marks (docs/api.md)
    expect(body.results.some((r) => /\u0002federated\u0003/i.test(r.title))).toBe(true);
    // eslint-disable-next-line no-control-regex -- as above
    expect(body.results.some((r) => /\u0002federated\w*\u0003/i.test(r.snippet))).toBe(true);
  });

  it('counts facets by kind and year that add up to the total, and filters by them', async () => {
    const body = await siteSearch({ search: 'learning' });
    const byKind = body.facets.kind.reduce((n, f) => n + f.count, 0);
    const byYear = body.facets.year.reduce((n, f) => n + f.count, 0);
    expect(byKind).toBe(body.total_items);
    expect(byYear).toBe(body.total_items);
    const year = body.facets.year[0]!;
    const inYear = await siteSearch({ search: 'learning', year: year.value });
    expect(inYear.total_items).toBe(year.count);
    expect(inYear.results.every((r) => r.year === year.value)).toBe(true);
    const thesisCount = inYear.facets.kind.find((f) => f.value === 'thesis')?.count ?? 0;
    const theses = await siteSearch({ search: 'learning', year: year.value, kind: 'thesis' });
    expect(theses.total_items).toBe(thesisCount);
  });

  it('pages through every match once', async () => {
    const first = await siteSearch({ search: 'network', per_page: 20 });
    const seen = new Set<string>();
    for (let page = 1; page <= first.total_pages; page++) {
      const body = await siteSearch({ search: 'network', page, per_page: 20 });
      for (const r of body.results) seen.add(`${r.kind}:${r.id}`);
    }
    expect(seen.size).toBe(first.total_items);
  });

  it('finds papers by a partial unique id, with or without the journal prefix, first', async () => {
    for (const search of ['2025-V4I1', 'ijcri-2025-v4i1', '2025-V4I1-003']) {
      const body = await siteSearch({ search });
      expect(body.results.length).toBeGreaterThan(0);
      for (const r of body.results) expect(r.uniqueid).toMatch(/^IJCRI-2025-V4I1-/);
    }
    const one = await siteSearch({ search: '2025-V4I1-003' });
    expect(one.results.map((r) => r.uniqueid)).toEqual(['IJCRI-2025-V4I1-003']);
  });

  it('keeps each result lean (under 1,000 bytes of JSON)', async () => {
    const body = await siteSearch({ search: 'learning' });
    for (const r of body.results) expect(Buffer.byteLength(JSON.stringify(r))).toBeLessThan(1000);
  });

  it('answers an empty list for no match and rejects a bad filter with a 400', async () => {
    const none = await siteSearch({ search: 'zqxwvy' });
    expect(none).toMatchObject({ results: [], total_items: 0, total_pages: 0 });
    const bad = await t.post('/siteSearch', { search: 'graph', kind: 'book' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/kind/);
    expect((await t.post('/siteSearch', { search: 'graph', per_page: 21 })).statusCode).toBe(400);
  });
});

describe('POST /authorProfile', () => {
  it("lists an author's works of every kind, newest first, with co-authors", async () => {
    const name = (await query(db, sql`SELECT author_1 FROM theses ORDER BY id LIMIT 1`).value()) as string;
    const slug = name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    const res = await t.post('/authorProfile', { slug });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthorProfileAnswer>();
    expect(body.author.name).toBe(name);
    expect(body.author.counts.thesis).toBeGreaterThan(0);
    expect(body.total_items).toBe(body.author.counts.paper + body.author.counts.thesis + body.author.counts.conference);
    for (const work of body.works) expect(work.authors).toContain(name);
    const years = body.works.map((w) => w.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('lists the newest work first by year and month, whatever its kind', async () => {
    // A thesis of a year and that year's earliest and latest papers, by one author: the thesis comes
    // between or before the papers by its month, not after them because it is a thesis.
    const thesis = (await query(db, sql`SELECT id, year, month FROM theses ORDER BY id LIMIT 1`).get<{
      id: number;
      year: number;
      month: string;
    }>())!;
    const papers = await query(
      db,
      sql`SELECT paper_id FROM papers WHERE year = ${thesis.year} AND is_deleted = 0 ORDER BY issue, seq`,
    ).column<number>();
    for (const id of [papers[0], papers.at(-1)]) {
      await query(db, sql`UPDATE papers SET author_6 = ${'Orla Newestfirst'} WHERE paper_id = ${id}`).run();
    }
    await query(db, sql`UPDATE theses SET author_6 = ${'Orla Newestfirst'} WHERE id = ${thesis.id}`).run();
    const body = (await t.post('/authorProfile', { slug: 'orla-newestfirst' })).json<AuthorProfileAnswer>();
    expect(body.works).toHaveLength(3);
    const dates = body.works.map((work) => work.year * 100 + (monthNumber(work.month) ?? 0));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(body.works.map((work) => work.kind))).toEqual(new Set(['paper', 'thesis']));
  });

  it('matches names without regard to diacritics or case', async () => {
    const name = (await query(
      db,
      sql`SELECT author_1 FROM papers WHERE author_1 LIKE '%ễ%' LIMIT 1`,
    ).value()) as string;
    expect(name).toMatch(/ễ/);
    const body = (
      await t.post('/authorProfile', { slug: name.replace('ễ', 'e').toLowerCase().replace(/\s+/g, '-') })
    ).json<AuthorProfileAnswer>();
    expect(body.author.name).toBe(name);
    expect(body.works.length).toBeGreaterThan(0);
  });

  it('gives the ORCID of an author who sits on the editorial board', async () => {
    const member = (await query(
      db,
      sql`SELECT name, orcid FROM editorial_members WHERE orcid <> '' LIMIT 1`,
    ).get()) as {
      name: string;
      orcid: string;
    };
    const bare = member.name.replace(/^(?:Prof\.|Dr\.)\s+/, '');
    await query(db, sql`UPDATE theses SET author_2 = ${bare} WHERE id = 1`).run();
    const slug = bare.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const body = (await t.post('/authorProfile', { slug })).json<AuthorProfileAnswer>();
    expect(body.author.orcid).toBe(member.orcid);
    expect(body.works.map((w) => `${w.kind}:${w.id}`)).toContain('thesis:1');
  });

  it('answers 404 for an unknown author and 400 for a malformed slug', async () => {
    const res = await t.post('/authorProfile', { slug: 'nobody-by-this-name' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Author not found');
    expect((await t.post('/authorProfile', { slug: 'Not A Slug' })).statusCode).toBe(400);
  });
});

describe('POST /relatedPapers', () => {
  it('gives up to 5 other papers that share keywords with the paper', async () => {
    const res = await t.post('/relatedPapers', { paperid: 5 });
    expect(res.statusCode).toBe(200);
    const { related } = res.json<RelatedPapersAnswer>();
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(5);
    const own = (
      JSON.parse((await query(db, sql`SELECT keywords FROM papers WHERE paper_id = 5`).value()) as string) as string[]
    ).map((k) => k.toLowerCase());
    for (const paper of related) {
      expect(paper.paper_id).not.toBe(5);
      expect(paper.shared_keywords.length).toBeGreaterThan(0);
      for (const k of paper.shared_keywords) expect(own).toContain(k.toLowerCase());
    }
    const shared = related.map((p) => p.shared_keywords.length);
    expect(shared[0]).toBe(Math.max(...shared));
  });

  it('answers 404 for an unknown paper', async () => {
    const res = await t.post('/relatedPapers', { paperid: 999999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Paper not found');
  });
});

it('stays in step when a paper is added: its authors and keywords are found at once', async () => {
  // Without PostgreSQL's generated search vector, which is written by the database alone.
  const { search: _search, ...row } = (await query(db, sql`SELECT * FROM papers WHERE paper_id = 1`).get()) as Record<
    string,
    unknown
  >;
  const columns = Object.keys(row);
  const values: Record<string, unknown> = {
    ...row,
    paper_id: 900001,
    paper_uniqueid: 'IJCRI-2026-V5I9-001',
    paper_doi: '10.0/test',
    author_1: 'Zoë Ångström',
    keywords: '["tactile zymurgy"]',
  };
  await query(
    db,
    sql`INSERT INTO papers (${sql.join(columns.map((c) => sql.ref(c)))})
      VALUES (${sql.join(columns.map((c) => values[c]))})`,
  ).run();
  const author = (await t.post('/authorProfile', { slug: 'zoe-angstrom' })).json<AuthorProfileAnswer>();
  expect(author.works.map((w) => w.id)).toContain(900001);
});

it('/siteSearch with match "any" finds works with any word of a topic title, best first', async () => {
  const all = await siteSearch({ search: 'Data Mining and Knowledge Discovery' });
  const any = await siteSearch({
    search: 'Data Mining and Knowledge Discovery',
    match: 'any',
    kind: 'paper',
    per_page: 5,
  });
  expect(any.total_items).toBeGreaterThan(all.total_items);
  expect(any.results).toHaveLength(5);
  expect(any.results.every((r) => r.kind === 'paper')).toBe(true);
});
