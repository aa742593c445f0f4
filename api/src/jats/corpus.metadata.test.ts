import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { extractText } from 'unpdf';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { openTestDatabase } from '../test/testDatabase.ts';
import type { PaperRow } from '../db/rows.ts';
import { paperArticle } from '../files/articles.ts';
import { renderArticlePdf, undrawableCharacters, type PdfArticle } from '../files/pdf.ts';
import { CORPUS, corpusFolders, corpusText, corpusXml } from './corpusFiles.ts';
import { storeJats } from './importJats.ts';
import { decodeUtf8, parseXml, textOf, type XmlNode } from './xmlTree.ts';

/**
 * The real-article corpus (api/test-corpus, one folder per article, its SOURCE.md beside it):
 * each article is imported into a database of its own and measured against figures counted from its
 * XML by hand, never from the importer's output.
 */
interface Expected {
  doi: string;
  /** The page range; empty for an article published with an e-location instead. */
  pages: string;
  /** The e-location id (article number) of an article published without pages: never an invented range. */
  elocation: string;
  year: number;
  volume: number;
  /** 0 for an article published continuously (no <issue>), shown as its volume. */
  issue: number;
  uniqueId: string;
  references: number;
  /** References carrying a DOI (<pub-id pub-id-type="doi"> or a doi.org link). */
  referenceDois: number;
  keywords: string[];
  licence: string;
  published: string;
  received: string | null;
  accepted: string | null;
  /** The issue's month, where the case is about it. */
  month?: string;
}

const EXPECTED: Record<string, Expected> = {
  // JATS 1.1 dates: date-type="publication" publication-format="electronic" (9 January 2018) and a
  // collection of the year alone.
  'elife-30274': {
    doi: '10.7554/eLife.30274',
    pages: '',
    elocation: 'e30274',
    year: 2018,
    volume: 7,
    issue: 0,
    uniqueId: 'IJCRI-2018-V7-001',
    references: 35,
    referenceDois: 32,
    keywords: [
      'Reproducibility Project: Cancer Biology',
      'replication',
      'metascience',
      'reproducibility',
      'c-Myc',
      'gene expression',
    ],
    licence: 'http://creativecommons.org/licenses/by/4.0/',
    published: '2018-01-09',
    received: '2017-07-10',
    accepted: '2017-11-16',
    month: 'January',
  },
  // Electronic 17 July 2020, print Summer 2019, collection 2019: published on the electronic date, in
  // the issue of 2019 whose month the print date gives.
  'ijm-00202': {
    doi: '10.34196/ijm.00202',
    pages: '68-86',
    elocation: '',
    year: 2019,
    volume: 12,
    issue: 2,
    uniqueId: 'IJCRI-2019-V12I2-001',
    references: 31,
    referenceDois: 15,
    keywords: ['microsimulation', 'tax incidence', 'income tax', 'gender'],
    licence: 'http://creativecommons.org/licenses/by/4.0/',
    published: '2020-07-17',
    received: null,
    accepted: null,
    month: 'June',
  },
  // JATS 1.2: date-type="pub" publication-format="electronic", 4 May 2016, no collection date.
  'joss-00011': {
    doi: '10.21105/joss.00011',
    pages: '11-11',
    elocation: '',
    year: 2016,
    volume: 1,
    issue: 1,
    uniqueId: 'IJCRI-2016-V1I1-001',
    references: 1,
    referenceDois: 0,
    keywords: ['likehood-free inference', 'density ratio estimation'],
    licence: 'https://creativecommons.org/licenses/by/4.0/',
    published: '2016-05-04',
    received: null,
    accepted: null,
    month: 'May',
  },
  'f1000-7-1655': {
    doi: '10.12688/f1000research.16460.1',
    pages: '',
    elocation: '1655',
    year: 2018,
    volume: 7,
    issue: 0,
    uniqueId: 'IJCRI-2018-V7-001',
    references: 3,
    referenceDois: 2,
    keywords: ['peer review', 'scholarly publishing', 'JATS', 'JATS4R', 'Crossref'],
    licence: 'http://creativecommons.org/licenses/by/4.0/',
    published: '2018-10-17',
    received: null,
    accepted: '2018-10-15',
  },
  'f1000-8-1394': {
    doi: '10.12688/f1000research.19931.1',
    pages: '',
    elocation: '1394',
    year: 2019,
    volume: 8,
    issue: 0,
    uniqueId: 'IJCRI-2019-V8-001',
    references: 32,
    referenceDois: 22,
    keywords: [
      'Tetrahydrocannabinol',
      'cannabidiol',
      'Cannabis sativa',
      'hemp',
      'food supplements',
      'risk assessment',
      'drug effects',
    ],
    licence: 'http://creativecommons.org/licenses/by/4.0/',
    published: '2019-08-08',
    received: null,
    accepted: '2019-08-01',
  },
  'plos-pone.0091296': {
    doi: '10.1371/journal.pone.0091296',
    pages: '',
    elocation: 'e91296',
    year: 2014,
    volume: 9,
    issue: 3,
    uniqueId: 'IJCRI-2014-V9I3-001',
    references: 61,
    referenceDois: 1,
    keywords: [],
    licence: 'http://creativecommons.org/licenses/by/4.0/',
    published: '2014-03-19',
    received: '2013-09-30',
    accepted: '2014-02-11',
  },
  // Copernicus: a <pub-date> with no type at all (6 March 2015), an issue and a page range.
  'copernicus-asr-12-23-2015': {
    doi: '10.5194/asr-12-23-2015',
    pages: '23-30',
    elocation: '',
    year: 2015,
    volume: 12,
    issue: 1,
    uniqueId: 'IJCRI-2015-V12I1-001',
    references: 9,
    referenceDois: 1,
    keywords: [],
    licence: 'http://creativecommons.org/licenses/by/3.0/',
    published: '2015-03-06',
    received: '2014-10-28',
    accepted: '2015-02-23',
    month: 'March',
  },
  // Hindawi: only non-standard types, publication-year (2017) and archival-date (4 December 2017): the
  // archival date, the more precise, is read as the publication date (with a warning, tested apart).
  'hindawi-2017-8147421': {
    doi: '10.1155/2017/8147421',
    pages: '',
    elocation: '',
    year: 2017,
    volume: 2017,
    issue: 0,
    uniqueId: 'IJCRI-2017-V2017-001',
    references: 21,
    referenceDois: 13,
    keywords: [],
    licence: 'http://creativecommons.org/licenses/by/4.0/',
    published: '2017-12-04',
    received: '2017-05-15',
    accepted: '2017-10-09',
    month: 'December',
  },
  // Frontiers: electronic 5 December 2012 beside a collection year: the day is kept, not "January 2012".
  'frontiers-fmicb-03-00403': {
    doi: '10.3389/fmicb.2012.00403',
    pages: '',
    elocation: '403',
    year: 2012,
    volume: 3,
    issue: 0,
    uniqueId: 'IJCRI-2012-V3-001',
    references: 56,
    referenceDois: 46,
    keywords: ['Antarctica', 'bacteria', 'metagenomics', 'polar', 'soil', '454 pyrosequencing'],
    licence: 'http://creativecommons.org/licenses/by/3.0/',
    published: '2012-12-05',
    received: '2012-06-24',
    accepted: '2012-11-02',
    month: 'December',
  },
  // MDPI as PubMed Central delivers it (inside <pmc-articleset>); references 1 and 45 are notes.
  'mdpi-nu3010063': {
    doi: '10.3390/nu3010063',
    pages: '63-103',
    elocation: '',
    year: 2011,
    volume: 3,
    issue: 1,
    uniqueId: 'IJCRI-2011-V3I1-001',
    references: 203,
    referenceDois: 0,
    keywords: [
      'chylomicron',
      'carotenoid',
      'retinol-binding protein (RBP)',
      'lecithin:retinol acyltransferase (LRAT)',
      'hepatocyte',
      'hepatic stellate cell',
      'adipocyte',
    ],
    licence: 'http://creativecommons.org/licenses/by/3.0/',
    published: '2011-01-12',
    received: '2010-11-26',
    accepted: '2011-01-11',
    month: 'January',
  },
  // PeerJ: both attribute styles on one date (pub-type="epub" date-type="pub" iso-8601-date).
  'peerj-3360': {
    doi: '10.7717/peerj.3360',
    pages: '',
    elocation: 'e3360',
    year: 2017,
    volume: 5,
    issue: 0,
    uniqueId: 'IJCRI-2017-V5-001',
    references: 60,
    referenceDois: 44,
    keywords: [
      'Benthos',
      'Soft-bottom',
      'Extreme events',
      'Habitat heterogeneity',
      'Araçá bay',
      'Macrofauna',
      'Climate change',
    ],
    licence: 'http://creativecommons.org/licenses/by/4.0/',
    published: '2017-05-23',
    received: '2017-01-25',
    accepted: '2017-04-26',
    month: 'May',
  },
  // Open Journals (JOSE): JATS 1.2 electronic date, a first page only; imported as a bare XML here, its
  // last page is counted from the three pages the journal typesets for it.
  'jose-00180': {
    doi: '10.21105/jose.00180',
    pages: '180-182',
    elocation: '',
    year: 2024,
    volume: 7,
    issue: 77,
    uniqueId: 'IJCRI-2024-V7I77-001',
    references: 14,
    referenceDois: 5,
    keywords: ['JavaScript', 'information management', 'hospital information system', 'visualization', 'linked data'],
    licence: 'https://creativecommons.org/licenses/by/4.0/',
    published: '2024-06-17',
    received: null,
    accepted: null,
    month: 'June',
  },
};

/** Articles the importer refuses today, with the refusal it gives (docs/content.md, "The real-article corpus"). */
const REFUSED: Record<string, string> = {
  // A supplement issue ("Suppl 1") and a lettered page ("P396"): issues and pages are stored as numbers.
  'bmc-cc11003': 'cc11003.nxml: <issue> on line 2: The issue must be a positive whole number, found "Suppl 1"',
  // No <volume>: the volume is then taken from the year, and 2013 is before this journal's first volume.
  'pensoft-bdj-1-e959':
    '10.3897_BDJ.1.e959.xml: <article-meta> on line 16: the volume is missing (expected a non-empty <volume>) ' +
    "and 2013 is before the journal's first volume (2022)",
  // The same: <issue>3</issue> and no <volume>, in 2015.
  'pensoft-bdj-3-e5361':
    '10.3897_BDJ.3.e5361.xml: <article-meta> on line 18: the volume is missing (expected a non-empty <volume>) ' +
    "and 2015 is before the journal's first volume (2022)",
};

interface StoredRow {
  paper_doi: string;
  paper_pages: string;
  paper_elocation: string;
  paper_uniqueid: string;
  year: number;
  volume: number;
  issue: number;
  references_json: string;
  keywords: string;
  licence_url: string;
  published_date: string;
  paper_month: string;
  received_date: string | null;
  accepted_date: string | null;
}

async function importFolder(folder: string, change: (xml: string) => string = (xml) => xml) {
  const xml = corpusXml(folder);
  const db = await openTestDatabase();
  try {
    const bytes = Buffer.from(change(corpusText(folder)), 'utf8');
    const result = await storeJats(db, path.basename(xml), bytes);
    const row = await query(db, sql`SELECT * FROM papers WHERE paper_doi = ${result.doi ?? ''}`).get<
      StoredRow & PaperRow
    >();
    return { result, row };
  } finally {
    await db.close();
  }
}

const folders = corpusFolders();

/** The base names of the fonts a PDF embeds. */
async function embeddedFonts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'),
    )
    .map((font) => String(font.get(PDFName.of('BaseFont')) ?? ''));
}

const MINUS = '\u2212';

/** The text of a file a reader is given: formulas' TeX source, MathML annotations and alt text aside. */
function readerText(xml: string): string {
  const walk = (node: XmlNode): string =>
    typeof node === 'string'
      ? node
      : ['tex-math', 'annotation', 'alt-text'].includes(node.name.replace(/^[\w.-]+:/, ''))
        ? ''
        : node.children.map(walk).join('');
  return walk(parseXml(xml));
}

/** Every text a PDF of the article draws on its pages (not its metadata: dates, producer). */
function drawnText(article: PdfArticle): string {
  const { createdAt: _created, updatedAt: _updated, producer: _producer, ...drawn } = article;
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value) || (value && typeof value === 'object')
        ? Object.values(value).flatMap(strings)
        : [];
  return strings(drawn).join('\n');
}

/**
 * The characters of a text outside printable ASCII (and every "?"), counted. Compared in NFKC: Noto Serif
 * draws the micro sign (U+00B5) and the Greek mu (U+03BC) with one glyph, so the PDF's text gives µ
 * back as μ, its compatibility equivalent. Invisible format characters (U+2061 function application,
 * U+200B zero-width space) have no glyph to draw and are left out.
 */
function visibleCharacters(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ch of text.normalize('NFKC')) {
    if ((ch > '~' || ch === '?') && !/[\s\p{Cf}]/u.test(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  return counts;
}

describe('the real-article corpus: generated-PDF characters', () => {
  for (const folder of folders) {
    it(`${folder}: every character of the article's text has a glyph in the PDF's fonts (none becomes "?")`, () => {
      // Every character of the file's text, front, body, back and sub-articles alike.
      const text = textOf(parseXml(decodeUtf8(fs.readFileSync(path.join(CORPUS, folder, corpusXml(folder)))).text));
      expect(undrawableCharacters(text)).toEqual([]);
    });
  }

  // What the PDF draws is not the file's text as it stands: names are joined, references get their DOI
  // link, the citation and licence line are composed. Each part is checked as the layout receives it.
  // An article refused for its issue (continuous publication with no <issue>, or a supplement such as
  // "Suppl 1") is given issue 1 for this check, a lettered page ("P396") its digits, and an article
  // with no <volume> volume 1.
  const withIssue = (xml: string) => {
    const end = xml.indexOf('</article-meta>');
    const meta = xml
      .slice(0, end)
      .replace(/<(fpage|lpage)>[A-Za-z]+(\d+)<\/\1>/g, '<$1>$2</$1>')
      .replace(/<issue>(?!\d+<)[^<]*<\/issue>/, '<issue>1</issue>')
      .replace(/^(?![^]*<volume>)([^]*?)(<issue>)/, '$1<volume>1</volume>$2');
    if (meta.includes('<issue>')) return `${meta}${xml.slice(end)}`;
    return `${meta.replace(/<\/volume>(?![^]*<\/volume>)/, '</volume><issue>1</issue>')}${xml.slice(end)}`;
  };
  for (const folder of folders) {
    it(`${folder}: the title, authors, abstract and references the PDF draws have every glyph`, async () => {
      const { result, row } = await importFolder(folder, withIssue);
      expect(result.error).toBeUndefined();
      const pdf = paperArticle(row!);
      const parts = {
        title: [pdf.title],
        authors: pdf.authors.map((a) => a.name),
        affiliations: pdf.affiliations,
        abstract: [pdf.abstract],
        references: pdf.references,
        citation: [pdf.citation ?? ''],
        licence: [pdf.licence, pdf.footer],
      };
      // Every article has a title, authors and references; an abstract where the file has one (JOSS has none).
      expect(pdf.title.length * pdf.authors.length * pdf.references.length).toBeGreaterThan(0);
      expect(pdf.abstract.length > 0).toBe(/<abstract\b/.test(corpusText(folder)));
      const undrawable = Object.fromEntries(
        Object.entries(parts).map(([part, texts]) => [part, undrawableCharacters(texts.join('\n'))]),
      );
      expect(undrawable).toEqual(Object.fromEntries(Object.keys(parts).map((part) => [part, []])));
    });
  }

  for (const folder of folders) {
    it(`${folder}: the typeset PDF's text holds every character it is given, the minus sign included, none as "?"`, async () => {
      const { row } = await importFolder(folder, withIssue);
      const article = paperArticle(row!);
      const { text } = await extractText(await renderArticlePdf(article), { mergePages: true });
      const drawn = visibleCharacters(text);
      const given = visibleCharacters(drawnText(article));
      const lost = [...given].filter(([ch, n]) => (drawn.get(ch) ?? 0) < n).map(([ch]) => ch);
      expect(lost).toEqual([]);
      expect(drawn.get('?') ?? 0).toBe(given.get('?') ?? 0);
      // And every minus sign of the file's own text reaches the PDF, those in tables' cells included.
      expect(drawn.get(MINUS) ?? 0).toBeGreaterThanOrEqual(readerText(corpusText(folder)).split(MINUS).length - 1);
    }, 30_000);
  }

  it('draws a character Noto Serif lacks (PLOS ONE e91296 has "≤") with the maths fallback font', async () => {
    const db = await openTestDatabase();
    const bytes = fs.readFileSync(path.join(CORPUS, 'plos-pone.0091296', 'article.xml'));
    const { paper } = await storeJats(db, 'article.xml', bytes);
    const row = await query(db, sql`SELECT * FROM papers WHERE paper_id = ${paper!.paperId}`).get<PaperRow>();
    await db.close();
    const fonts = await embeddedFonts(await renderArticlePdf(paperArticle(row!)));
    expect(fonts.some((name) => name.includes('NotoSansMath'))).toBe(true);
    expect(fonts.some((name) => name.includes('NotoSerif'))).toBe(true);
  });
});

describe('the real-article corpus: metadata', () => {
  it('has a SOURCE.md in every folder and expected figures for every article of this table', () => {
    for (const folder of folders) expect(fs.existsSync(path.join(CORPUS, folder, 'SOURCE.md')), folder).toBe(true);
    for (const folder of Object.keys(EXPECTED)) expect(folders).toContain(folder);
    for (const folder of Object.keys(REFUSED)) expect(folders).toContain(folder);
  });

  for (const [folder, refusal] of Object.entries(REFUSED)) {
    it(`${folder}: refused with the reason a production editor reads (listed until it is imported)`, async () => {
      const { result } = await importFolder(folder);
      expect(result.error).toBe(refusal);
    });
  }

  for (const folder of folders) {
    const expected = EXPECTED[folder];
    if (REFUSED[folder]) continue;
    if (!expected) {
      it.skip(`${folder}: no expected metadata figures in this table`, () => {});
      continue;
    }
    it(`${folder}: imported with its references, DOIs, keywords, licence and dates`, async () => {
      const { result, row } = await importFolder(folder);
      expect(result.error).toBeUndefined();
      expect(row).toBeDefined();
      const references = JSON.parse(row!.references_json) as Array<{ doi?: string }>;
      const measured: Expected = {
        doi: row!.paper_doi,
        pages: row!.paper_pages,
        elocation: row!.paper_elocation,
        year: row!.year,
        volume: row!.volume,
        issue: row!.issue,
        uniqueId: row!.paper_uniqueid,
        references: references.length,
        referenceDois: references.filter((r) => r.doi).length,
        keywords: JSON.parse(row!.keywords) as string[],
        licence: row!.licence_url,
        published: row!.published_date,
        received: row!.received_date,
        accepted: row!.accepted_date,
        ...(expected.month ? { month: row!.paper_month } : {}),
      };
      expect(measured).toEqual(expected);
      expect(result.warnings.filter((w) => /licence/.test(w))).toEqual([]);
    });
  }
});
