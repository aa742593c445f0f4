import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { journal } from '@journal/shared/journal';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { sql, type Selectable } from 'kysely';
import { query } from '../test/query.ts';
import { openSeededTestDatabase, openTestDatabase } from '../test/testDatabase.ts';
import { conferenceArticle, paperArticle, thesisArticle } from '../files/articles.ts';
import { countArticlePages, renderArticlePdf } from '../files/pdf.ts';
import { readJats, storeJats } from '../jats/importJats.ts';
import type { ConferencePaperRow, ConferenceRow, ThesisRow } from '../db/rows.ts';
import type { Paper } from '../db/schema.ts';
import { ABSTRACT_MAX_WORDS, ABSTRACT_MIN_WORDS } from './abstracts.ts';
import { researchAreas } from './areas/index.ts';
import { seedDatabase, type SeedCounts } from './index.ts';
import { countWords } from './text.ts';
import { ARTICLE_TYPES } from './titles.ts';

let db: Db;
let counts: SeedCounts;
/** Every seeded paper is imported from JATS, so every row has the full-text columns. */
type PaperRow = Selectable<Paper>;
let papers: PaperRow[];
let theses: ThesisRow[];
let conferencePapers: ConferencePaperRow[];
let conferences: Map<number, ConferenceRow>;
let jatsDir: string;
beforeAll(async () => {
  jatsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-jats-'));
  db = await openTestDatabase();
  counts = await seedDatabase(db, { jatsDir });
  papers = await query(db, sql`SELECT * FROM papers ORDER BY paper_id`).all<PaperRow>();
  theses = await query(db, sql`SELECT * FROM theses ORDER BY id`).all<ThesisRow>();
  conferencePapers = await query(db, sql`SELECT * FROM conference_papers ORDER BY id`).all<ConferencePaperRow>();
  conferences = new Map((await query(db, sql`SELECT * FROM conferences`).all<ConferenceRow>()).map((c) => [c.id, c]));
});

const conferencePdf = (c: ConferencePaperRow) => conferenceArticle(c, conferences.get(c.conference_id)!);
const sectionsOf = (json: string) =>
  JSON.parse(json) as Array<{ heading: string; level: number; paragraphs: string[] }>;
afterAll(async () => {
  await db.close();
  fs.rmSync(jatsDir, { recursive: true, force: true });
});

const span = (pages: string) => {
  const [first, last] = pages.split('-').map(Number);
  return last! - first! + 1;
};

/** A word written twice in a row ("Scalable Scalable", "the the"), ignoring case; the doubled word, or null. */
function doubledWord(text: string): string | null {
  return /(?<![\p{L}\p{N}])(\p{L}+)\s+\1(?![\p{L}\p{N}])/iu.exec(text)?.[0] ?? null;
}

describe('proof-reading the seeded text', () => {
  it('finds doubled words, and only those', () => {
    expect(doubledWord('ReplicChain: Scalable Scalable Permissioned Ledgers')).toBe('Scalable Scalable');
    expect(doubledWord('on the the edge')).toBe('the the');
    expect(doubledWord('Scalable Permissioned Ledgers Using Sharding')).toBeNull();
    expect(doubledWord('Volume 4, Issue 4 (2025)')).toBeNull();
  });

  it('has no doubled word in any title, conference name or reference', async () => {
    const titles = [
      ...papers.map((p) => p.paper_title),
      ...theses.map((t) => t.title),
      ...conferencePapers.map((c) => c.title),
      ...[...conferences.values()].map((c) => c.name),
      ...(await query(db, sql`SELECT title FROM blog_posts UNION ALL SELECT title FROM topics`).column<string>()),
      ...papers.flatMap((p) => p.paper_references.split('\n')),
    ];
    expect(titles.length).toBeGreaterThan(1000);
    expect(titles.filter((title) => doubledWord(title) !== null)).toEqual([]);
  });
});

describe('the seeded journal', () => {
  it('has 2022..2026, one volume a year, three issues a year, 10 to 15 papers per issue', async () => {
    const perIssue = await query(
      db,
      sql`SELECT year, volume, issue, count(*) AS n FROM papers GROUP BY year, volume, issue`,
    ).all<{ year: number; volume: number; issue: number; n: number }>();
    expect(perIssue).toHaveLength(15);
    for (const row of perIssue) {
      expect(row.volume).toBe(row.year - 2021);
      expect(row.n).toBeGreaterThanOrEqual(10);
      expect(row.n).toBeLessThanOrEqual(15);
    }
    expect(counts.papers).toBe(papers.length);
  });

  it('dates issues 1, 2 and 3 in February, June and October', () => {
    const months = new Set(papers.map((p) => `${p.issue}:${p.paper_month}`));
    expect([...months].sort()).toEqual(['1:February', '2:June', '3:October']);
  });

  it('dates no paper, thesis or conference paper after the seed was written (November 2026)', async () => {
    const latest = (table: string) =>
      query(
        db,
        sql`SELECT max(at) FROM (SELECT created_at AS at FROM ${sql.table(table)}
          UNION ALL SELECT updated_at FROM ${sql.table(table)}) AS dates`,
      ).value<string>();
    for (const table of ['papers', 'theses', 'conference_papers']) {
      expect(((await latest(table)) ?? '') < '2026-11-01', table).toBe(true);
    }
  });

  it('writes believable, distinct titles and 150-250-word abstracts', () => {
    expect(new Set(papers.map((p) => p.paper_title)).size).toBe(papers.length);
    expect(new Set(papers.map((p) => p.paper_abstract)).size).toBe(papers.length);
    for (const p of papers) {
      const words = countWords(p.paper_abstract);
      expect(words).toBeGreaterThanOrEqual(ABSTRACT_MIN_WORDS);
      expect(words).toBeLessThanOrEqual(ABSTRACT_MAX_WORDS);
      expect(p.paper_abstract).not.toMatch(/\{\w+\}|undefined|NaN/);
      expect(p.paper_title).not.toMatch(/\{\w+\}|undefined/);
    }
  });

  it('covers at least 12 research areas and every article type', () => {
    expect(researchAreas.length).toBeGreaterThanOrEqual(12);
    expect(new Set(papers.map((p) => p.paper_articletype))).toEqual(new Set(ARTICLE_TYPES));
    const areaNames = researchAreas.map((a) => a.keywords[0] ?? '');
    const used = areaNames.filter((k) => papers.some((p) => (JSON.parse(p.keywords) as string[]).includes(k)));
    expect(used.length).toBeGreaterThanOrEqual(10);
  });

  it('gives every paper 1 to 6 authors, 10 to 30 IEEE references, an APA citation and designations', () => {
    for (const p of papers) {
      const authors = [p.author_1, p.author_2, p.author_3, p.author_4, p.author_5, p.author_6].filter(Boolean);
      expect(authors.length).toBeGreaterThanOrEqual(1);
      expect(authors.length).toBeLessThanOrEqual(6);
      expect(p.paper_designation.split('\n')).toHaveLength(authors.length);
      const refs = p.paper_references.split('\n');
      expect(refs.length).toBeGreaterThanOrEqual(10);
      expect(refs.length).toBeLessThanOrEqual(30);
      // IEEE: initials and surname(s), then a quoted title (or a book title), a venue and a year.
      for (const ref of refs) expect(ref).toMatch(/^\p{Lu}\. [^"]*?, (".+?,"|[A-Z].+?,) .*\b(19|20)\d{2}\b.*\.$/u);
      expect(p.paper_citation).toMatch(
        new RegExp(
          `\\(${p.year}\\)\\. .+\\. ${journal.name}, ${p.volume}\\(${p.issue}\\), \\d+–\\d+\\. https://doi\\.org/`,
        ),
      );
    }
  });

  it('uses the journal prefix for DOIs and unique ids, with continuous pages in each issue', () => {
    let last = { key: '', page: 0 };
    for (const p of papers) {
      const seq = String(p.seq).padStart(3, '0');
      expect(p.paper_uniqueid).toBe(`${journal.shortName}-${p.year}-V${p.volume}I${p.issue}-${seq}`);
      expect(p.paper_doi).toBe(
        `${journal.doiPrefix}/${journal.shortName.toLowerCase()}.${p.year}.v${p.volume}.i${p.issue}.${seq}`,
      );
      const key = `${p.year}-${p.issue}`;
      const [from, to] = p.paper_pages.split('-').map(Number);
      expect(from).toBe(key === last.key ? last.page + 1 : 1);
      last = { key, page: to ?? 0 };
    }
  });

  it('has at least 3 conferences of 10 to 30 papers, theses by year and volume, and the hand-written content', async () => {
    expect(counts.conferences).toBeGreaterThanOrEqual(3);
    const perConference = await query(
      db,
      sql`SELECT conference_id, count(*) AS n FROM conference_papers GROUP BY conference_id`,
    ).all<{ n: number }>();
    for (const c of perConference) expect(c.n).toBeGreaterThanOrEqual(10);
    for (const c of perConference) expect(c.n).toBeLessThanOrEqual(30);
    const perVolume = await query(
      db,
      sql`SELECT year, volume, count(*) AS n FROM theses GROUP BY year, volume ORDER BY year, volume`,
    ).all<{
      year: number;
      volume: number;
      n: number;
    }>();
    expect(perVolume.map((v) => v.year)).toEqual([2022, 2023, 2024, 2025, 2026]);
    for (const v of perVolume) {
      expect(v.volume).toBe(v.year - 2021);
      expect(v.n).toBeGreaterThanOrEqual(6);
      expect(v.n).toBeLessThanOrEqual(12);
    }
    expect(counts.topics).toBeGreaterThanOrEqual(20);
    expect(counts.blogPosts).toBeGreaterThanOrEqual(8);
    expect(counts.editorialMembers).toBeGreaterThanOrEqual(12);
  });

  it('gives theses and conference papers their files and references', async () => {
    for (const t of await query(db, sql`SELECT * FROM theses`).all<ThesisRow>()) {
      expect(t.paper_url).toBe(`/files/theses/${t.id}.pdf`);
      expect(t.references_text.split('\n').length).toBeGreaterThanOrEqual(15);
      expect(countWords(t.abstract)).toBeGreaterThanOrEqual(ABSTRACT_MIN_WORDS);
    }
    for (const c of await query(db, sql`SELECT * FROM conference_papers`).all<ConferencePaperRow>()) {
      expect(c.pdf_url).toBe(`/files/conference/${c.id}.pdf`);
      expect(c.doi.startsWith(`${journal.doiPrefix}/`)).toBe(true);
    }
  });

  it('is deterministic: seeding again gives identical rows and ids', async () => {
    // The run's template was seeded by another process before this file began (src/test/seededTemplate.ts).
    const other = await openSeededTestDatabase();
    try {
      const again = await query(other, sql`SELECT * FROM papers ORDER BY paper_id`).all();
      expect(again).toEqual(papers);
      const everyThesis = sql`SELECT * FROM theses ORDER BY id`;
      expect(await query(other, everyThesis).all()).toEqual(await query(db, everyThesis).all());
    } finally {
      await other.close();
    }
  });

  it('re-seeds in place without duplicating rows and keeps the full-text index in step', async () => {
    await seedDatabase(db);
    expect(await query(db, sql`SELECT count(*) FROM papers`).value()).toBe(papers.length);
    const matching = (word: string) =>
      query(
        db,
        db.engine === 'postgres'
          ? sql`SELECT id FROM search_documents WHERE kind = 'paper'
              AND (ranked || body) @@ to_tsquery('journal_search', CAST(${`${word}:*`} AS text)) ORDER BY id`
          : sql`SELECT rowid FROM papers_fts WHERE papers_fts MATCH ${`"${word}"*`} ORDER BY rowid`,
      ).column<number>();
    expect((await matching('learning')).length).toBeGreaterThan(0);
    if (db.engine === 'sqlite') {
      expect(await query(db, sql`SELECT count(*) FROM sqlite_master WHERE type = 'trigger'`).value()).toBe(21);
    }
    // Triggers are back: a new row is searchable at once.
    await query(db, sql`UPDATE papers SET paper_title = 'Zebrafish Telemetry Experiments' WHERE paper_id = 1`).run();
    expect(await matching('zebrafish')).toEqual([1]);
  });
});

describe('the seeded papers are JATS articles, loaded as `npm run import` loads them', () => {
  const jatsOf = (p: PaperRow) => fs.readFileSync(path.join(jatsDir, `${p.paper_uniqueid}.xml`));

  it('keeps one JATS file per paper that the importer reads in full: no element left unrendered, the same metadata', () => {
    expect(fs.readdirSync(jatsDir)).toHaveLength(papers.length);
    for (const p of papers) {
      const article = readJats(jatsOf(p));
      expect(article.warnings, p.paper_uniqueid).toEqual([]);
      expect(article).toMatchObject({
        doi: p.paper_doi,
        title: p.paper_title,
        articleType: p.paper_articletype,
        volume: p.volume,
        issue: p.issue,
        year: p.year,
        month: p.paper_month,
        pages: p.paper_pages,
        abstract: p.paper_abstract,
        keywords: JSON.parse(p.keywords),
      });
      expect(article.authors.map((a) => a.name).join(', ')).toBe(p.paper_author);
      expect(article.references.map((r) => r.text).join('\n')).toBe(p.paper_references);
      expect(article.received! < article.accepted! && article.accepted! < article.published).toBe(true);
    }
  });

  it('gives every paper its full text: sections with contents, cited references, a results table where the type has one', () => {
    for (const p of papers) {
      expect(p.body_html).toContain('<section id=');
      expect(JSON.parse(p.toc_json).length).toBeGreaterThanOrEqual(4);
      expect(p.body_html).toMatch(/<a href="#R\d+">\[\d+\]<\/a>/);
      expect(p.sections_json).not.toMatch(/\{\w+\}|undefined|NaN|\blorem\b/);
      if (p.paper_articletype !== 'Review Article')
        expect(p.body_html).toContain('<th scope="col">Running time (relative)</th>');
    }
  });

  it('imports a seeded file into an empty journal as the same paper', async () => {
    const other = await openTestDatabase();
    try {
      const p = papers.find((x) => x.year === 2024 && x.issue === 2 && x.seq === 3)!;
      const result = await storeJats(other, `${p.paper_uniqueid}.xml`, jatsOf(p), { updatedAt: p.updated_at });
      expect(result).toMatchObject({ ok: true, warnings: [], pages: p.paper_pages });
      const {
        paper_id: _id,
        seq: _seq,
        paper_uniqueid: _u,
        paper_url: _url,
        // The stored file is the one each import was given: the seed's, without the page range it lays
        // out, and here the file written from the stored row, with it.
        jats_source: _source,
        ...again
      } = (await query(other, sql`SELECT * FROM papers`).get<PaperRow>())!;
      const { paper_id: _i, seq: _s, paper_uniqueid: _v, paper_url: _w, jats_source: _j, ...seeded } = p;
      expect(_source).toContain(`<article-title>${p.paper_title}</article-title>`);
      expect(again).toEqual(seeded);
    } finally {
      await other.close();
    }
  });

  it('states page ranges as long as the PDFs the API typesets: the layout count for every paper, a typeset PDF of each type', async () => {
    for (const p of papers) expect(countArticlePages(paperArticle(p)), p.paper_uniqueid).toBe(span(p.paper_pages));
    const oneOfEachType = [...new Map(papers.map((p) => [p.paper_articletype, p])).values()];
    expect(oneOfEachType).toHaveLength(ARTICLE_TYPES.length);
    for (const p of oneOfEachType) {
      const pdf = await PDFDocument.load(await renderArticlePdf(paperArticle(p)));
      expect(pdf.getPageCount(), `${p.paper_uniqueid} (${p.paper_articletype}), pages ${p.paper_pages}`).toBe(
        span(p.paper_pages),
      );
    }
  });
});

describe('theses and conference papers have a full text, and the pages their PDFs have', () => {
  it('counts every thesis and conference paper from the layout as its card states, and typesets one of each with those pages', async () => {
    for (const t of theses) expect(countArticlePages(thesisArticle(t)), t.uniqueid).toBe(span(t.pages));
    for (const c of conferencePapers) expect(countArticlePages(conferencePdf(c)), c.uniqueid).toBe(span(c.pages));
    const thesis = theses.find((t) => t.degree.startsWith('Ph.D.'))!;
    const thesisPdf = await PDFDocument.load(await renderArticlePdf(thesisArticle(thesis)));
    expect(thesisPdf.getPageCount(), `${thesis.uniqueid}, pages ${thesis.pages}`).toBe(span(thesis.pages));
    const paper = conferencePapers[0]!;
    const paperPdf = await PDFDocument.load(await renderArticlePdf(conferencePdf(paper)));
    expect(paperPdf.getPageCount(), `${paper.uniqueid}, pages ${paper.pages}`).toBe(span(paper.pages));
    expect(paperPdf.getSubject()).toBe(`Conference Paper, doi:${paper.doi}`);
  });

  it('typesets a thesis with its title page, chapters and references as text, its metadata and the licence', async () => {
    // A thesis by an author whose name has diacritics, if the seed has one: they must survive typesetting.
    const thesis = theses.find((t) => /[^\x20-\x7E]/.test(t.authors)) ?? theses[0]!;
    const bytes = await renderArticlePdf(thesisArticle(thesis));
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    const words = (s: string) => s.replace(/\s+/g, ' ').trim();
    const flat = words(text);
    for (const expected of [
      thesis.title,
      thesis.authors,
      `Degree: ${thesis.degree}`,
      `Supervisor: ${thesis.supervisor}`,
      'Open access under the CC BY 4.0 licence',
      'Contents',
    ])
      expect(flat).toContain(words(expected));
    const chapters = sectionsOf(thesis.sections_json).filter((s) => s.level === 0 && /^\d/.test(s.heading));
    expect(chapters.map((s) => s.heading.replace(/^\d+ /, ''))).toEqual([
      'Introduction',
      'Background and Related Work',
      expect.stringMatching(/^Design of /),
      'Evaluation',
      'Discussion',
      'Conclusion and Future Work',
    ]);
    for (const chapter of chapters) expect(flat).toContain(chapter.heading);
    expect(flat).toContain('References');
    const references = thesis.references_text.split('\n');
    for (const [i, ref] of references.entries()) expect(flat).toContain(words(`[${i + 1}] ${ref}`).slice(0, 60));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(thesis.title);
    expect(pdf.getAuthor()).toBe(thesis.authors);
    expect(pdf.getSubject()).toBe(
      `${thesis.degree.startsWith('Ph.D.') ? 'Doctoral' : "Master's"} Thesis, ${thesis.uniqueid}`,
    );
    expect(pdf.getKeywords()).toBe((JSON.parse(thesis.keywords) as string[]).join(' '));
  });

  it('writes every thesis in chapters with sections, and never the same paragraph twice in one thesis', () => {
    for (const t of theses) {
      const sections = sectionsOf(t.sections_json);
      expect(sections.filter((s) => s.level === 1).length, t.uniqueid).toBeGreaterThanOrEqual(20);
      const paragraphs = sections.flatMap((s) => s.paragraphs);
      expect(new Set(paragraphs).size, t.uniqueid).toBe(paragraphs.length);
      expect(t.sections_json).not.toMatch(/\{\w+\}|undefined|NaN|\blorem\b/);
      expect(t.sections_json).toContain(t.supervisor);
    }
  });

  it('gives conference papers a full text and continuous pages in each conference, which their citations state', () => {
    let last = { conference: 0, page: 0 };
    for (const c of conferencePapers) {
      expect(sectionsOf(c.sections_json).map((s) => s.heading)).toContain('1 Introduction');
      expect(c.sections_json).not.toMatch(/\{\w+\}|undefined|NaN|\blorem\b/);
      const [from, to] = c.pages.split('-').map(Number);
      expect(from, c.uniqueid).toBe(c.conference_id === last.conference ? last.page + 1 : 1);
      expect(c.citation).toContain(c.pages.replace('-', '–'));
      last = { conference: c.conference_id, page: to ?? 0 };
    }
  });
});

describe('content refresh', () => {
  it('rewrites only the content tables when the hand-written content changed since seeding', async () => {
    const { refreshContentIfChanged } = await import('./content.ts');
    const other = await openSeededTestDatabase();
    try {
      expect(await refreshContentIfChanged(other)).toBe(false);
      await query(other, sql`UPDATE seed_info SET value = 'stale' WHERE key = 'content_hash'`).run();
      await query(other, sql`DELETE FROM topics WHERE id = 1`).run();
      await query(
        other,
        sql`INSERT INTO newsletter_subscribers (email, created_at) VALUES ('kept@example.org', 'now')`,
      ).run();
      const papersBefore = await query(other, sql`SELECT count(*) FROM papers`).value();
      expect(await refreshContentIfChanged(other)).toBe(true);
      expect(await query(other, sql`SELECT count(*) FROM topics`).value()).toBe(counts.topics);
      expect(await query(other, sql`SELECT count(*) FROM papers`).value()).toBe(papersBefore);
      expect(await query(other, sql`SELECT count(*) FROM newsletter_subscribers`).value()).toBe(1);
      expect(await refreshContentIfChanged(other)).toBe(false);
    } finally {
      await other.close();
    }
  });
});

describe('a benchmark journal (seed --papers N)', () => {
  it('writes each paper as the importer stores the JATS file the seed writes for it, and indexes it for search', async () => {
    const [bulk, imported] = [await openTestDatabase(), await openTestDatabase()];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-bulk-'));
    try {
      // --jats sends every paper through the importer; without it the rows are written directly.
      expect((await seedDatabase(bulk, { papers: 120 })).papers).toBe(120);
      await seedDatabase(imported, { papers: 120, jatsDir: dir });
      const rowsOf = async (of: Db) =>
        (await query(of, sql`SELECT * FROM papers ORDER BY paper_id`).all<PaperRow>()).map(
          ({ jats_source: _source, ...row }) => row,
        );
      const [written, stored] = [await rowsOf(bulk), await rowsOf(imported)];
      expect(written).toHaveLength(120);
      expect(written).toEqual(stored);
      for (const [table, key] of [
        ['authorships', 'author_key, kind, item_id, position'],
        ['paper_keywords', 'keyword, paper_id'],
      ] as const) {
        const all = sql`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.raw(key)}`;
        expect(await query(bulk, all).all(), table).toEqual(await query(imported, all).all());
      }
      // A word of letters alone: a hyphenated one is two words to the index but one to to_tsquery.
      const word = written[7]!.paper_title
        .split(/[^A-Za-z]+/)
        .find((w) => w.length > 6)!
        .toLowerCase();
      const hits = await query(
        bulk,
        bulk.engine === 'postgres'
          ? sql`SELECT count(*) FROM search_documents WHERE kind = 'paper'
              AND ranked @@ to_tsquery('journal_search', CAST(${word} AS text))`
          : sql`SELECT count(*) FROM papers_fts WHERE papers_fts MATCH ${`"${word}"`}`,
      ).value<number>();
      expect(hits).toBeGreaterThan(0);
      if (bulk.engine === 'sqlite') {
        // The index rebuilt in one pass finds what the importer's row-by-row index finds.
        const matches = sql`SELECT rowid FROM papers_fts WHERE papers_fts MATCH ${`"${word}"`} ORDER BY rowid`;
        expect(await query(bulk, matches).all()).toEqual(await query(imported, matches).all());
        // The rebuild's settings are not left to the API's own writes (seed/index.ts).
        const settings = sql`SELECT k, v FROM papers_fts_config WHERE k IN ('hashsize', 'automerge') ORDER BY k`;
        expect(await query(bulk, settings).all()).toEqual([
          { k: 'automerge', v: 4 },
          { k: 'hashsize', v: 1024 * 1024 },
        ]);
      }
    } finally {
      await bulk.close();
      await imported.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
