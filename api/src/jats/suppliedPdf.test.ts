import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchivePaperNewAnswer } from '@journal/shared/contract';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { importPackage } from './importPackage.ts';

/**
 * Most corpus packages hold no publisher PDF (jose-00180 does, in corpus.cases.test.ts), so each test
 * package here is a corpus folder's XML plus a small real PDF made with pdf-lib in the test (its pages
 * carry a marker the test looks for).
 */
const corpus = (folder: string, file: string) =>
  fs.readFileSync(new URL(`../../test-corpus/${folder}/${file}`, import.meta.url), 'utf8');
/** International Journal of Microsimulation: names its PDF (<self-uri content-type="pdf">), pages 68-86. */
const ijm = corpus('ijm-00202', 'main.jats.xml');
const ijmFirstPageOnly = ijm.replace('<lpage>86</lpage>', '');

async function makePdf(pages: number, marker: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]).drawText(`${marker} page ${i + 1}`, { x: 50, y: 780, font });
  doc.setTitle(marker);
  return doc.save();
}

let t: TestApp;
let packages: string;
beforeAll(async () => {
  t = await createTestApp();
  packages = fs.mkdtempSync(path.join(t.dir, 'packages-'));
});
afterAll(() => t.close());

function writePackage(name: string, files: Record<string, string | Uint8Array>): string {
  const dir = path.join(packages, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), bytes);
  return dir;
}

const filesDir = () => path.join(t.dir, 'files');
const details = async (paperId: number) =>
  (await t.post('/archivePaperNew', { paperid: paperId })).json<ArchivePaperNewAnswer>().paperdetails;
const served = (url: string) => t.inject({ method: 'GET', url });
const titleOf = async (bytes: Buffer) => (await PDFDocument.load(bytes, { updateMetadata: false })).getTitle();

describe('a package that supplies its typeset PDF (version of record)', () => {
  it('serves the PDF the XML names at the article PDF address, its page count setting the range', async () => {
    const db = await t.db();
    const pkg = writePackage('ijm', {
      'main.jats.xml': ijmFirstPageOnly,
      'ijm-00202.pdf': await makePdf(3, 'publisher version'),
      'cover-letter.pdf': await makePdf(1, 'cover letter'),
    });
    const result = await importPackage(db, pkg, { filesDir: filesDir() });
    expect(result.error).toBeUndefined();
    expect(result.pages).toBe('68-70');
    const paper = await details(result.paper!.paperId);
    expect(paper.pages).toBe('68-70');
    expect(paper.citation).toContain('68–70');
    const res = await served(paper.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await titleOf(res.rawPayload)).toBe('publisher version');
  });

  it('replaces the PDF on re-import, leaving one file for the article', async () => {
    const db = await t.db();
    const pkg = writePackage('ijm-again', {
      'main.jats.xml': ijmFirstPageOnly,
      'ijm-00202.pdf': await makePdf(2, 'corrected version'),
    });
    const result = await importPackage(db, pkg, { filesDir: filesDir() });
    expect(result.pages).toBe('68-69');
    const paper = await details(result.paper!.paperId);
    expect(await titleOf((await served(paper.url)).rawPayload)).toBe('corrected version');
    const stored = fs.readdirSync(path.join(filesDir(), 'papers')).filter((f) => f.startsWith(paper.uniqueid));
    expect(stored).toEqual([`${paper.uniqueid}.pdf`]);
  });

  it('keeps the range the XML states and warns when the supplied PDF has another number of pages', async () => {
    const db = await t.db();
    const pkg = writePackage('ijm-stated', { 'main.jats.xml': ijm, 'ijm-00202.pdf': await makePdf(4, 'short') });
    const result = await importPackage(db, pkg, { filesDir: filesDir() });
    expect(result.pages).toBe('68-86');
    expect(result.warnings).toContain(
      'main.jats.xml: the file states pages 68-86 (19); the supplied PDF ijm-00202.pdf has 4',
    );
  });

  it('uses the only PDF of a package whose XML names none', async () => {
    const db = await t.db();
    // PLOS ONE names no PDF in its XML.
    const xml = corpus('plos-pone.0091296', 'article.xml');
    const pkg = writePackage('plos-one', { 'article.xml': xml, 'typeset.pdf': await makePdf(2, 'only pdf') });
    const result = await importPackage(db, pkg, { filesDir: filesDir() });
    const paper = await details(result.paper!.paperId);
    expect(await titleOf((await served(paper.url)).rawPayload)).toBe('only pdf');
  });

  it('finds the PDF named after the DOI among figure PDFs, and names every file it does not use', async () => {
    const db = await t.db();
    // As Open Journals deliver: the article PDF named by the DOI, a figure (g001.png in the XML) as PDF.
    const xml = corpus('plos-pone.0091296', 'article.xml');
    const pkg = writePackage('plos-doi', {
      'article.xml': xml,
      'g001.pdf': await makePdf(1, 'figure one'),
      '10.1371_journal.pone.0091296.pdf': await makePdf(2, 'named by doi'),
      'notes.pdf': await makePdf(1, 'notes'),
    });
    const result = await importPackage(db, pkg, { filesDir: filesDir(), typeset: false });
    expect(result.error).toBeUndefined();
    const paper = await details(result.paper!.paperId);
    expect(await titleOf((await served(paper.url)).rawPayload)).toBe('named by doi');
    expect(result.warnings).toContain(
      'article.xml: notes.pdf is in the package but is not a figure, media or supplementary file the XML names, ' +
        "nor the article's PDF; it is not published",
    );
    expect(result.warnings.filter((w) => w.includes('g001.pdf') || w.includes('10.1371_journal'))).toEqual([]);
  });

  it('takes the PDF an Open Journals package names after the DOI (JOSS 00011)', async () => {
    const db = await t.db();
    const pkg = writePackage('joss-00011', {
      '10.21105.joss.00011.jats.xml': corpus('joss-00011', '10.21105.joss.00011.jats.xml'),
      '10.21105.joss.00011.pdf': await makePdf(2, 'joss version of record'),
      'paper.pdf': await makePdf(1, 'draft'),
    });
    const result = await importPackage(db, pkg, { filesDir: filesDir(), typeset: false });
    expect(result.error).toBeUndefined();
    expect(result.pages).toBe('11-12');
    const paper = await details(result.paper!.paperId);
    expect(await titleOf((await served(paper.url)).rawPayload)).toBe('joss version of record');
    expect(result.warnings.filter((w) => w.includes('paper.pdf'))).toHaveLength(1);
  });

  it('takes the only other PDF when the PDF the XML names is not in the package, and says so', async () => {
    const db = await t.db();
    const pkg = writePackage('ijm-renamed', {
      'main.jats.xml': ijmFirstPageOnly,
      'IJM_2019_12_2_final.pdf': await makePdf(3, 'renamed'),
    });
    const result = await importPackage(db, pkg, { filesDir: filesDir(), typeset: false });
    expect(result.warnings).toContain(
      'main.jats.xml: the XML names the PDF ijm-00202.pdf, which the package does not hold; ' +
        "IJM_2019_12_2_final.pdf is taken as the article's PDF",
    );
    const paper = await details(result.paper!.paperId);
    expect(await titleOf((await served(paper.url)).rawPayload)).toBe('renamed');
  });

  it('warns and typesets a PDF when the package holds several PDFs and the XML names none', async () => {
    const db = await t.db();
    const xml = corpus('plos-pone.0091296', 'article.xml');
    const pkg = writePackage('plos-two', {
      'article.xml': xml,
      'a.pdf': await makePdf(1, 'first'),
      'b.pdf': await makePdf(1, 'second'),
    });
    const result = await importPackage(db, pkg, { filesDir: filesDir() });
    expect(result.warnings).toContain(
      'article.xml: the package holds 2 PDFs (a.pdf, b.pdf) and the XML names none ' +
        '(<self-uri content-type="pdf" xlink:href>, or a file named after the DOI); none is used and a PDF is typeset',
    );
    const paper = await details(result.paper!.paperId);
    const title = await titleOf((await served(paper.url)).rawPayload);
    expect(title).not.toMatch(/^(first|second)$/);
    expect(title).toBe(paper.title);
  });

  it('warns and typesets a PDF when the supplied file is not a PDF', async () => {
    const db = await t.db();
    const pkg = writePackage('ijm-broken', { 'main.jats.xml': ijmFirstPageOnly, 'ijm-00202.pdf': 'not a pdf' });
    const result = await importPackage(db, pkg, { filesDir: filesDir(), typeset: false });
    expect(result.error).toBeUndefined();
    expect(result.warnings.some((w) => w.startsWith('main.jats.xml: ijm-00202.pdf is not a readable PDF'))).toBe(true);
  });
});
