import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchivePaperNewAnswer } from '@journal/shared/contract';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { CORPUS, corpusText, corpusXml } from './corpusFiles.ts';
import { storeJats } from './importJats.ts';
import { importPackage } from './importPackage.ts';

/**
 * One real article for each case a publisher's delivery raises (api/test-corpus/README.md): what a
 * reader of the page sees and what the API returns for it. The figures were counted in each XML.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const filesDir = () => path.join(t.dir, 'files');
const details = async (paperId: number) =>
  (await t.post('/archivePaperNew', { paperid: paperId })).json<ArchivePaperNewAnswer>().paperdetails;

async function imported(folder: string) {
  const result = await importPackage(await t.db(), path.join(CORPUS, folder), { filesDir: filesDir(), typeset: false });
  expect(result.error).toBeUndefined();
  const row = await query(await t.db(), sql`SELECT * FROM papers WHERE paper_doi = ${result.doi!}`).get<{
    body_html: string;
    references_json: string;
    published_date: string;
    paper_month: string;
  }>();
  return { result, row: row! };
}

const tablesOf = (html: string) => [...html.matchAll(/<table>[\s\S]*?<\/table>/g)].map((m) => m[0]);

describe('OASIS (CALS) tables: Copernicus, Advances in Science and Research 12: 23', () => {
  it('draws its three <oasis:table>s as tables with header scope, spans and the 15 formulas inside them', async () => {
    const { row } = await imported('copernicus-asr-12-23-2015');
    const tables = tablesOf(row.body_html);
    expect(tables).toHaveLength(3);
    for (const table of tables) expect(table).toMatch(/<thead><tr><th [^>]*scope="col"/);
    // namest/nameend spans become colspan, morerows rowspan (Table 3), every formula stays MathML.
    expect(tables.every((table) => /colspan="\d+"/.test(table))).toBe(true);
    expect(tables[2]).toMatch(/rowspan="4"/);
    expect(tables.map((table) => (table.match(/<math display="inline">/g) ?? []).length)).toEqual([7, 2, 6]);
    expect(row.body_html).not.toMatch(/oasis:/);
  });
});

describe('<tex-math> written as a whole LaTeX document: Pensoft, Biodiversity Data Journal 3: e5361', () => {
  it('shows the five formulas as MathML, the preamble neither shown nor warned about', async () => {
    // The article is refused for its missing <volume> (corpus.metadata.test.ts); given one, its maths is read.
    const xml = corpusText('pensoft-bdj-3-e5361').replace('<issue>3</issue>', '<volume>3</volume><issue>3</issue>');
    const result = await storeJats(await t.db(), '10.3897_BDJ.3.e5361.xml', Buffer.from(xml));
    expect(result.error).toBeUndefined();
    const row = await query(
      await t.db(),
      sql`SELECT body_html FROM papers WHERE paper_doi = ${'10.3897/BDJ.3.e5361'}`,
    ).get<{
      body_html: string;
    }>();
    const formulas = [...row!.body_html.matchAll(/<math display="block">[\s\S]*?<\/math>/g)].map((m) => m[0]);
    expect(formulas).toHaveLength(5);
    // The document's \newcommand{\unicode}… and \begin{equation*}…\end{equation*} leave no trace.
    expect(row!.body_html).not.toMatch(/documentclass|usepackage|newcommand|begin\{|varwidth/);
    expect(formulas[1]).toMatch(/<msub><mi>I<\/mi><mi>i<\/mi><\/msub><mo>=<\/mo><mn>1<\/mn>/);
    expect(result.warnings.filter((w) => /tex-math|formula/.test(w))).toEqual([]);
  });
});

describe('non-standard publication dates: Hindawi, Advances in Chemistry 2017: 8147421', () => {
  it('reads archival-date (4 December 2017) as the publication date, to the day, with a warning', async () => {
    const { result, row } = await imported('hindawi-2017-8147421');
    expect(row.published_date).toBe('2017-12-04');
    expect(row.paper_month).toBe('December');
    expect(result.warnings).toContain(
      'hindawi_1.xml: <pub-date> on line 130: "archival-date" is not a standard publication date type ' +
        '(epub, ppub, collection); read as the publication date',
    );
  });
});

describe('dates to the day, never a collection year turned into January', () => {
  it.each([
    ['elife-30274', '2018-01-09'],
    ['frontiers-fmicb-03-00403', '2012-12-05'],
    ['peerj-3360', '2017-05-23'],
  ])('%s is published on %s', async (folder, day) => {
    const { row } = await imported(folder);
    expect(row.published_date).toBe(day);
  });
});

describe('figures supplied as PDF and the package PDF named by the DOI: Open Journals, JOSE 7(77): 180', () => {
  const folder = 'jose-00180';
  const supplied = fs.readFileSync(path.join(CORPUS, folder, '10.21105.jose.00180.pdf'));

  it('shows all five figures, the three PDF figures as images with the original PDF as a download', async () => {
    const { row } = await imported(folder);
    const figures = [...row.body_html.matchAll(/<figure id="[^"]*" class="fig">[\s\S]*?<\/figure>/g)].map((m) => m[0]);
    expect(figures).toHaveLength(5);
    for (const figure of figures) expect(figure).toMatch(/<img [^>]*srcset="[^"]+ \d+w[^>]*alt="[^"]+"/);
    const originals = figures.flatMap((f) => [...f.matchAll(/<a href="([^"]+\.pdf)" download>Original image \(PDF/g)]);
    expect(originals).toHaveLength(3);
    // The text's figure links ("[fig:metamodel]") reach the anchor inside each caption.
    expect(row.body_html).toMatch(/<a href="#figU003Ametamodel">/);
    expect(row.body_html).toMatch(/<span id="figU003Ametamodel">/);
  });

  it('serves the package PDF named after the DOI as the article PDF, and names the Crossref deposit', async () => {
    const { result } = await imported(folder);
    const pages = (await PDFDocument.load(supplied, { updateMetadata: false })).getPageCount();
    expect(result.pages).toBe(`180-${180 + pages - 1}`);
    expect(result.warnings).toContain(
      'paper.jats/10.21105.jose.00180.jats: 10.21105.jose.00180.crossref.xml is in the package but is not a ' +
        "figure, media or supplementary file the XML names, nor the article's PDF; it is not published",
    );
    const paper = await details(result.paper!.paperId);
    const res = await t.inject({ method: 'GET', url: paper.url });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(res.rawPayload, supplied)).toBe(0);
  });
});

describe('a PubMed Central delivery: MDPI, Nutrients 3(1): 63-103, inside <pmc-articleset>', () => {
  it('imports the one article of the set, its reference-list notes kept as references', async () => {
    const { row } = await imported('mdpi-nu3010063');
    const references = JSON.parse(row.references_json) as Array<{ label: string; text: string; id?: string }>;
    expect(references).toHaveLength(203);
    expect(references[0]).toMatchObject({ label: '1.', id: 'B1-nutrients-03-00063' });
    expect(references[0]!.text).toMatch(/^To be consistent with our experiences/);
    expect(references[44]!.text).toMatch(/^RBP and RBP4 refer to the identical protein/);
  });
});

describe('links to contributors: PeerJ 5: e3360', () => {
  it("names the authors in its contributions statement without links to nowhere (they're in the header)", async () => {
    const { row } = await imported('peerj-3360');
    expect(row.body_html).toMatch(/id="contribution-1"><p>Guilherme N\. Corte conceived and designed/);
    expect(row.body_html).not.toMatch(/href="#author-\d"/);
  });
});

it('reads the XML each case folder holds', () => {
  expect(corpusXml('jose-00180')).toBe('paper.jats/10.21105.jose.00180.jats');
  expect(corpusXml('mdpi-nu3010063')).toBe('mdpi_1.xml');
});
