import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { openTestDatabase } from '../test/testDatabase.ts';
import { CORPUS, corpusFolders, corpusText, corpusXml } from './corpusFiles.ts';
import { importPackage } from './importPackage.ts';

/**
 * The real articles of api/test-corpus (one folder each, see its SOURCE.md), imported as packages
 * into a temporary database: what a reader of the full text gets of their figures, tables, formulas
 * and in-text links. The expected figures were counted in each XML by hand (docs/content.md); for
 * a folder without a row here the test counts the same things in the XML itself.
 */
const corpus = CORPUS;

interface Expected {
  /** `<graphic>`s of `<fig>`s whose image is in the package (sub-articles' included). */
  figureImages: number;
  /** `<table-wrap>`s with an XHTML `<table>` or an OASIS `<oasis:table>`. */
  tables: number;
  /** `<mml:math>` elements and `<tex-math>` formulas. */
  maths: number;
}

const EXPECTED: Record<string, Expected> = {
  // 3 figures and a fig-group of 1 figure with 2 supplements (5 images), 3 tables, no maths.
  'elife-30274': { figureImages: 5, tables: 3, maths: 0 },
  // 2 figures and the author response's figure, 15 inline formulas and 1 display formula.
  'elife-43154': { figureImages: 3, tables: 0, maths: 16 },
  // 6 figures (TIFF), 5 tables.
  'ijm-00202': { figureImages: 6, tables: 5, maths: 0 },
  // Published continuously (no <issue>): no figures, 1 table, no maths; 2 referee reports as sub-articles.
  'f1000-7-1655': { figureImages: 0, tables: 1, maths: 0 },
  // Published continuously (no <issue>): no figures, Tables 1 and 2, no maths.
  'f1000-8-1394': { figureImages: 0, tables: 2, maths: 0 },
  // Three OASIS tables holding 15 of the 109 formulas; six figures named by URLs of PDFs not supplied.
  'copernicus-asr-12-23-2015': { figureImages: 0, tables: 3, maths: 109 },
  // 135 formulas, of which the 4 of the abstract are read as its text (the abstract is plain text).
  'hindawi-2017-8147421': { figureImages: 0, tables: 1, maths: 131 },
  // Five figures, three of them supplied as PDF and rasterised.
  'jose-00180': { figureImages: 5, tables: 0, maths: 0 },
};

/** The same counts read from the XML text, for folders this table does not know. */
function countedInXml(xml: string, files: string[]): Expected {
  const graphics = [...xml.matchAll(/<fig\b[\s\S]*?<\/fig>/g)].flatMap((fig) =>
    [...fig[0].matchAll(/<graphic\b[^>]*xlink:href="([^"]+)"/g)].map((m) => m[1]!),
  );
  const stem = (name: string) =>
    path
      .basename(name)
      .replace(/\.[^.]+$/, '')
      .toLowerCase();
  const supplied = new Set(files.map(stem));
  return {
    figureImages: graphics.filter((href) => supplied.has(stem(href))).length,
    tables: [...xml.matchAll(/<table-wrap\b[\s\S]*?<\/table-wrap>/g)].filter((t) => /<(?:oasis:)?table\b/.test(t[0]))
      .length,
    maths: (xml.match(/<(?:mml:)?math\b/g) ?? []).length + (xml.match(/<tex-math\b/g) ?? []).length,
  };
}

const folders = corpusFolders();

let dir: string;
let db: Db;
const imported = new Map<string, { html: string; referenceIds: string[] } | { error: string }>();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jats-corpus-figures-'));
  db = await openTestDatabase();
  for (const folder of folders) {
    const result = await importPackage(db, path.join(corpus, folder), {
      filesDir: path.join(dir, 'files'),
      typeset: false,
    });
    if (!result.ok || !result.doi) {
      imported.set(folder, { error: result.error ?? 'not imported' });
      continue;
    }
    const row = (await query(
      db,
      sql`SELECT body_html, references_json FROM papers WHERE paper_doi = ${result.doi}`,
    ).get()) as { body_html: string; references_json: string };
    const references = JSON.parse(row.references_json || '[]') as Array<{ id?: string }>;
    imported.set(folder, { html: row.body_html, referenceIds: references.flatMap((r) => (r.id ? [r.id] : [])) });
  }
}, 120_000);

afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('has real articles with figure images to measure', () => {
  expect(folders.filter((f) => f in EXPECTED).length).toBeGreaterThanOrEqual(2);
});

describe.each(folders)('%s', (folder) => {
  const xml = corpusText(folder);
  const expected =
    EXPECTED[folder] ?? countedInXml(xml, fs.readdirSync(path.join(corpus, folder, path.dirname(corpusXml(folder)))));

  /** The stored full text; an article the metadata reader refuses is skipped here (its own test reports it). */
  const htmlOf = (skip: (note: string) => void) => {
    const entry = imported.get(folder);
    if (!entry || 'error' in entry) {
      skip(`not imported: ${entry && 'error' in entry ? entry.error : 'no result'}`);
      throw new Error('unreachable');
    }
    return entry;
  };

  it('shows every supplied figure image, sized, with srcset and alt text', (context) => {
    const { html } = htmlOf((note) => context.skip(note));
    const images = [...html.matchAll(/<figure id="[^"]*" class="fig">(?:(?!<\/figure>)[\s\S])*?<img ([^>]*)>/g)].map(
      (m) => m[1]!,
    );
    expect(images).toHaveLength(expected.figureImages);
    for (const img of images) {
      expect(img).toMatch(/width="\d+" height="\d+"/);
      expect(img).toMatch(/srcset="[^"]+ \d+w/);
      expect(img).toMatch(/alt="[^"]+"/);
    }
  });

  it('keeps every table as a table', (context) => {
    const { html } = htmlOf((note) => context.skip(note));
    expect((html.match(/<table>/g) ?? []).length).toBe(expected.tables);
  });

  it('keeps every formula as MathML', (context) => {
    const { html } = htmlOf((note) => context.skip(note));
    expect((html.match(/<math display="(?:inline|block)">/g) ?? []).length).toBe(expected.maths);
  });

  it('resolves every in-text link to something on the page', (context) => {
    const { html, referenceIds } = htmlOf((note) => context.skip(note));
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!).concat(referenceIds));
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((t) => !ids.has(t))).toEqual([]);
  });
});
