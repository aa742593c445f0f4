import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { openTestDatabase } from '../test/testDatabase.ts';
import { importJats } from './importJats.ts';

const fixture = fs.readFileSync(new URL('./fixtures/edge-caching.xml', import.meta.url), 'utf8');
const bytes = (xml: string) => Buffer.from(xml, 'utf8');

let dir: string;
let db: Db;
const paperCount = () => query(db, sql`SELECT count(*) FROM papers`).value<number>();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jats-import-'));
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('importing a JATS article', () => {
  it('stores the metadata, full text and references of a realistic article, and typesets its PDF', async () => {
    const result = await importJats(db, 'edge-caching.xml', bytes(fixture), { filesDir: dir });
    expect(result.error).toBeUndefined();
    const row = await db.kysely
      .selectFrom('papers')
      .selectAll()
      .where('paper_doi', '=', '10.59638/ijcri.2026.v5.i3.412')
      .executeTakeFirstOrThrow();
    expect(row.paper_title).toBe('Cache Admission at the Edge with Learned Reuse Distances');
    expect(row.paper_subtitle).toBe('An Evaluation on Regional Video Traffic');
    expect(row.paper_author).toBe('Thị Thu Hà Nguyễn, Agnieszka Wiśniewska, Karthik Raghunathan');
    expect(row.received_date).toBe('2026-07-02');
    expect(row.accepted_date).toBe('2026-09-18');
    expect(row.published_date).toBe('2026-10-14');
    expect(row.paper_month).toBe('October');
    const authors = JSON.parse(row.authors_json);
    expect(authors[0]).toMatchObject({
      orcid: '0000-0002-1825-0097',
      corresponding: true,
      email: 'ha.nguyen@hust.edu.vn',
    });
    expect(authors[0].affiliations[0]).toContain('Hanoi University of Science and Technology');
    expect(authors[1].affiliations[0]).toContain('Warsaw University of Technology');
    const refs = JSON.parse(row.references_json);
    expect(refs).toHaveLength(3);
    expect(refs[1]).toMatchObject({ doi: '10.1145/3149371' });
    expect(refs[2]).toMatchObject({ pmid: '31234567' });
    expect(JSON.parse(row.funding_json)).toEqual([
      { source: 'National Foundation for Science and Technology Development', awardIds: ['102.01-2025.18'] },
    ]);
    expect(row.body_html).toContain('<section id="sec2-1"><h3>2.1 Reuse distance</h3>');
    expect(row.body_html).toContain('<ol><li>');
    expect(row.body_html).toContain('<th scope="col">Feature</th>');
    expect(row.body_html).toContain('<figcaption><strong>Figure 1</strong>');
    // The TeX formula becomes MathML at import; its label stays beside it.
    expect(row.body_html).toMatch(
      /<div class="formula" id="eq1"><math display="block">.*<mi>admit<\/mi>.*<\/math> <span class="formula-label">\(1\)<\/span>/,
    );
    expect(JSON.parse(row.toc_json).map((h: { title: string }) => h.title)).toContain('2.2 Features');
    // A bare XML brings no images: the figure shows its caption, and the editor is told.
    const graphicLine = fixture.split('\n').findIndex((l) => l.includes('<graphic')) + 1;
    expect(result.warnings).toEqual([
      `edge-caching.xml: <graphic> on line ${graphicLine}: the image ijcri-2026-0412-g001.png ` +
        'was not supplied with the XML; the figure shows its caption',
    ]);

    const pdf = await PDFDocument.load(fs.readFileSync(path.join(dir, 'papers', `${row.paper_uniqueid}.pdf`)));
    const [first, last] = row.paper_pages.split('-').map(Number);
    expect(pdf.getPageCount()).toBe(last! - first! + 1);
    expect(pdf.getTitle()).toBe(
      'Cache Admission at the Edge with Learned Reuse Distances: An Evaluation on Regional Video Traffic',
    );
    expect(pdf.getAuthor()).toBe('Thị Thu Hà Nguyễn, Agnieszka Wiśniewska, Karthik Raghunathan');
    expect(pdf.getSubject()).toContain('doi:10.59638/ijcri.2026.v5.i3.412');
    expect(pdf.getKeywords()).toContain('cache admission');
  });

  it('updates the article when the same DOI is imported again, keeping its id and address', async () => {
    const before = await query(
      db,
      sql`SELECT paper_id, paper_uniqueid FROM papers WHERE paper_doi = ${'10.59638/ijcri.2026.v5.i3.412'}`,
    ).get();
    const count = await paperCount();
    const revised = fixture.replace('Cache Admission at the Edge', 'Learned Cache Admission at the Edge');
    const result = await importJats(db, 'edge-caching-v2.xml', bytes(revised));
    expect(result).toMatchObject({ ok: true, paper: { created: false } });
    expect(await paperCount()).toBe(count);
    const after = (await query(
      db,
      sql`SELECT paper_id, paper_uniqueid, paper_title FROM papers WHERE paper_doi = ${'10.59638/ijcri.2026.v5.i3.412'}`,
    ).get()) as Record<string, unknown>;
    expect(after).toMatchObject({
      ...(before as object),
      paper_title: 'Learned Cache Admission at the Edge with Learned Reuse Distances',
    });
  });

  it('creates the issue and volume an article names when they do not exist', async () => {
    const xml = fixture
      .replace('10.59638/ijcri.2026.v5.i3.412', '10.59638/ijcri.2027.v6.i1.001')
      .replace('<volume>5</volume>', '<volume>6</volume>')
      .replace('<issue>3</issue>', '<issue>1</issue>')
      .replaceAll('<year>2026</year>', '<year>2027</year>')
      .replace('iso-8601-date="2026-10-14"', 'iso-8601-date="2027-02-10"');
    const result = await importJats(db, 'next-volume.xml', bytes(xml));
    expect(result.error).toBeUndefined();
    expect(await query(db, sql`SELECT year, volume, issue FROM issues WHERE volume = 6`).get()).toEqual({
      year: 2027,
      volume: 6,
      issue: 1,
    });
  });

  it('reads 200 references with their DOIs in order', async () => {
    const refs = Array.from(
      { length: 200 },
      (_, i) =>
        `<ref id="r${i + 1}"><label>${i + 1}</label><mixed-citation>Author ${i + 1}. Study number ` +
        `${i + 1}. <source>Journal of Systems</source>. 2020. doi:<pub-id pub-id-type="doi">10.1000/sys.${i + 1}</pub-id></mixed-citation></ref>`,
    ).join('\n');
    const xml = fixture
      .replace('10.59638/ijcri.2026.v5.i3.412', '10.59638/ijcri.2026.v5.i3.413')
      .replace(/<ref-list>[\s\S]*<\/ref-list>/, `<ref-list>${refs}</ref-list>`);
    const result = await importJats(db, 'survey.xml', bytes(xml));
    expect(result.error).toBeUndefined();
    const stored = JSON.parse(
      (await query(
        db,
        sql`SELECT references_json FROM papers WHERE paper_doi = ${'10.59638/ijcri.2026.v5.i3.413'}`,
      ).value()) as string,
    );
    expect(stored).toHaveLength(200);
    expect(stored[199]).toMatchObject({ label: '200', doi: '10.1000/sys.200' });
  });

  it('keeps an unknown element as text and warns with its element and line', async () => {
    const xml = fixture
      .replace('10.59638/ijcri.2026.v5.i3.412', '10.59638/ijcri.2026.v5.i3.414')
      .replace(
        'A small learned model of reuse distance',
        '<highlight-box>Trace replay is deterministic.</highlight-box> A small learned model of reuse distance',
      );
    const line = xml.split('\n').findIndex((l) => l.includes('<highlight-box>')) + 1;
    const result = await importJats(db, 'custom.xml', bytes(xml));
    expect(result.ok).toBe(true);
    expect(result.warnings).toContain(
      `custom.xml: <highlight-box> on line ${line} is not a JATS element this importer renders; kept as text`,
    );
    expect(
      await query(db, sql`SELECT body_html FROM papers WHERE paper_doi = ${'10.59638/ijcri.2026.v5.i3.414'}`).value(),
    ).toContain('Trace replay is deterministic.');
  });
});

describe('a file with an error changes nothing and names the file, element and line', () => {
  const rejects = async (name: string, xml: string | Buffer, message: string) => {
    const count = await paperCount();
    const issues = await query(db, sql`SELECT count(*) FROM issues`).value();
    const result = await importJats(db, name, typeof xml === 'string' ? bytes(xml) : xml);
    expect(result.ok).toBe(false);
    expect(result.error).toBe(message);
    expect(await paperCount()).toBe(count);
    expect(await query(db, sql`SELECT count(*) FROM issues`).value()).toBe(issues);
  };
  const other = (xml: string) =>
    xml
      .replace('10.59638/ijcri.2026.v5.i3.412', '10.59638/ijcri.2026.v5.i3.499')
      .replace('<issue>3</issue>', '<issue>9</issue>');

  it('malformed XML (a closing tag that does not match)', async () => {
    const xml = other(fixture).replace('<title>Evaluation</title>', '<title>Evaluation</titel>');
    const line = xml.split('\n').findIndex((l) => l.includes('</titel>')) + 1;
    await rejects(
      'broken.xml',
      xml,
      `broken.xml: <title> on line ${line}, column ${xml.split('\n')[line - 1]!.indexOf('</titel>') + 8}: unexpected close tag.`,
    );
  });

  it('a missing title', async () => {
    const xml = other(fixture).replace(/<article-title>Cache Admission[^<]*<\/article-title>/, '');
    const line = xml.split('\n').findIndex((l) => l.includes('<title-group>')) + 1;
    await rejects(
      'untitled.xml',
      xml,
      `untitled.xml: <title-group> on line ${line}: the title is missing (expected a non-empty <article-title>)`,
    );
  });

  it('a missing DOI', async () => {
    const xml = fixture.replace('<article-id pub-id-type="doi">10.59638/ijcri.2026.v5.i3.412</article-id>', '');
    const line = xml.split('\n').findIndex((l) => l.includes('<article-meta>')) + 1;
    await rejects(
      'no-doi.xml',
      xml,
      `no-doi.xml: <article-meta> on line ${line}: the DOI is missing (expected <article-id pub-id-type="doi">)`,
    );
  });

  it('a byte that is not UTF-8 in the middle of the file', async () => {
    const xml = other(fixture);
    const at = xml.indexOf('We replay fourteen days');
    const broken = Buffer.concat([
      Buffer.from(xml.slice(0, at), 'utf8'),
      Buffer.from([0xe9]),
      Buffer.from(xml.slice(at), 'utf8'),
    ]);
    const line = xml.slice(0, at).split('\n').length;
    await rejects(
      'latin1.xml',
      broken,
      `latin1.xml: <p> on line ${line}: the file is not valid UTF-8 (a byte here is not part of any UTF-8 character)`,
    );
  });

  it('a file that is not a JATS article', async () => {
    await rejects(
      'feed.xml',
      '<?xml version="1.0"?>\n<rss version="2.0"><channel/></rss>',
      'feed.xml: <rss> on line 2: the root element must be <article> (a JATS article), found <rss>',
    );
  });

  it("a PubMed Central article set holding more than one article (one set's single article imports)", async () => {
    await rejects(
      'set.xml',
      '<?xml version="1.0"?>\n<pmc-articleset><article/><article/></pmc-articleset>',
      'set.xml: <pmc-articleset> on line 2: a <pmc-articleset> must hold exactly one <article> to import, found 2',
    );
  });
});
