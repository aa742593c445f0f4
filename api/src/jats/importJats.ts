import fs from 'node:fs';
import path from 'node:path';
import { journal } from '@journal/shared/journal';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../db/database.ts';
import type { PaperRow } from '../db/rows.ts';
import { paperArticle } from '../files/articles.ts';
import { countArticlePages, renderArticlePdf, settlePageRange } from '../files/pdf.ts';
import type { BodyAssets } from './bodyAssets.ts';
import { readArticle, type ImportedArticle } from './readArticle.ts';
import type { SuppliedPdf } from './suppliedPdf.ts';
import { draftArticle, type StoredPaper } from './storeArticle.ts';
import { storeRelations } from './storeRelations.ts';
import { articleOf, decodeUtf8, JatsError, parseXml } from './xmlTree.ts';

/**
 * Imports one JATS file: parse, read, write the issue and paper in one transaction with the page
 * range the layout counts, and (with a files directory) typeset its PDF. Any error leaves the database
 * as it was and is reported with the file, the element and the line. The PDF is written after the
 * commit (to a temporary name, then renamed), so a reader never finds a half-written file.
 * docs/content.md describes the command around it.
 */
export interface ImportResult {
  file: string;
  ok: boolean;
  doi?: string;
  paper?: StoredPaper;
  pages?: string;
  /** The article number of an article published without pages. */
  elocation?: string;
  warnings: string[];
  error?: string;
}

export interface ImportOptions {
  /** Where PDFs go (the API's files directory); without it no PDF is typeset now (the API does on first request). */
  filesDir?: string;
  /** The row's updated_at; an editor's import is dated now, the seed dates its papers (docs/content.md). */
  updatedAt?: string;
  /** False: no PDF now even with a files directory (the API typesets it on first request). */
  typeset?: boolean;
  /** The package's stored images and files (importPackage.ts); a bare XML has none. */
  assets?: BodyAssets;
  /** The package's typeset PDF (suppliedPdf.ts): stored as the article's PDF, its page count sets the range. */
  suppliedPdf?: SuppliedPdf;
}

const NO_LICENCE_WARNING =
  `the file states no licence (<license xlink:href>, <ali:license_ref> or a licence link in <license-p>); ` +
  `the journal's ${journal.licence.name} applies`;

/** Parses and reads a file's bytes; throws JatsError for anything wrong in the file. */
export function readJats(bytes: Uint8Array, assets?: BodyAssets): ImportedArticle {
  const { text, badBytes } = decodeUtf8(bytes);
  return readArticle(articleOf(parseXml(text, badBytes)), assets);
}

/** The row as this transaction wrote it: pages are counted from exactly what the site will show. */
async function draftRow(db: Db, stored: StoredPaper): Promise<PaperRow> {
  return db.kysely.selectFrom('papers').selectAll().where('paper_id', '=', stored.paperId).executeTakeFirstOrThrow();
}

function spanOf(pages: string): number {
  const [first, last] = pages.split('-').map(Number);
  return (last ?? first ?? 0) - (first ?? 0) + 1;
}

/**
 * Stores an article with its page range settled: the layout counts the pages of the PDF the row will
 * give (the header and the citation name the pages, so a new range is counted again) before the row
 * is written once. A file without lpage gets first page plus that count; a file whose range
 * disagrees keeps it, with a warning.
 */
async function storeWithPages(
  db: Db,
  name: string,
  article: ImportedArticle,
  warnings: string[],
  options: ImportOptions,
) {
  const draft = await draftArticle(db, article, options.updatedAt);
  const articleFor = (pages: string) => paperArticle(draft.row(pages));
  // An article published with an e-location id and no first page keeps its e-location: no range is invented.
  if (!article.fpage) {
    return { stored: await draft.store(''), pages: '' };
  }
  const stated = article.fpage && article.lpage ? `${article.fpage}-${article.lpage}` : undefined;
  const supplied = options.suppliedPdf;
  // The publisher's PDF is the article's: its pages, not a layout of ours, give the range.
  const { pages, count } = supplied
    ? { pages: stated ?? `${article.fpage}-${article.fpage + supplied.pages - 1}`, count: supplied.pages }
    : stated
      ? { pages: stated, count: countArticlePages(articleFor(stated)) }
      : settlePageRange(article.fpage ?? 1, articleFor);
  if (spanOf(pages) !== count) {
    warnings.push(
      `${name}: the file states pages ${pages} (${spanOf(pages)}); the ${supplied ? `supplied PDF ${supplied.name}` : 'typeset PDF'} has ${count}`,
    );
  }
  return { stored: await draft.store(pages), pages };
}

/**
 * Parses, reads and stores one file in one transaction, without typesetting its PDF
 * (the API typesets a missing PDF on first request, in its worker pool). The seed loads its papers
 * through this; `npm run import` through `importJats`, which also typesets.
 */
export async function storeJats(
  db: Db,
  file: string,
  bytes: Uint8Array,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const name = path.basename(file);
  let article: ImportedArticle;
  try {
    article = readJats(bytes, options.assets);
  } catch (error) {
    if (error instanceof JatsError) return { file: name, ok: false, warnings: [], error: `${name}: ${error.message}` };
    throw error;
  }
  const warnings = article.warnings.map(
    (w) =>
      `${name}: <${w.element}> on line ${w.line}${w.message ? `: ${w.message}` : ' is not a JATS element this importer renders; kept as text'}`,
  );
  if (!article.licenceUrl) warnings.push(`${name}: ${NO_LICENCE_WARNING}`);
  try {
    const { stored, pages } = await db.transaction(async (tx) => {
      const result = await storeWithPages(tx, name, article, warnings, options);
      await storeRelations(tx, article.doi, article.relations);
      // The file itself is kept: JATS out serves an imported article as it came (docs/discoverability.md, "JATS").
      await tx.kysely
        .updateTable('papers')
        .set({ jats_source: Buffer.from(bytes).toString('utf8') })
        .where('paper_id', '=', result.stored.paperId)
        .execute();
      return result;
    });
    return {
      file: name,
      ok: true,
      doi: article.doi,
      paper: stored,
      pages,
      ...(article.fpage || !article.elocationId ? {} : { elocation: article.elocationId }),
      warnings,
    };
  } catch (error) {
    return { file: name, ok: false, warnings, error: `${name}: ${(error as Error).message}` };
  }
}

export async function importJats(
  db: Db,
  file: string,
  bytes: Uint8Array,
  options: ImportOptions = {},
): Promise<ImportResult> {
  if (options.suppliedPdf) return storeWithSuppliedPdf(db, file, bytes, options, options.suppliedPdf);
  if (!options.filesDir || options.typeset === false) return storeJats(db, file, bytes, options);
  const filesDir = options.filesDir;
  let outcome: { result: ImportResult; paper?: StoredPaper; pdf?: Uint8Array };
  try {
    // Typeset inside the transaction (against the row as it will be) and roll back if it fails.
    outcome = await db.transaction(async (tx) => {
      const result = await storeJats(tx, file, bytes, options);
      if (!result.ok || !result.paper) return { result };
      const pdf = await renderArticlePdf(paperArticle(await draftRow(tx, result.paper)));
      const typeset = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
      if (/^\d+-\d+$/.test(result.pages ?? '') && typeset !== spanOf(result.pages ?? '')) {
        result.warnings.push(`${result.file}: the typeset PDF has ${typeset} pages, not the ${result.pages} stored`);
      }
      return { result, paper: result.paper, pdf };
    });
  } catch (error) {
    return {
      file: path.basename(file),
      ok: false,
      warnings: [],
      error: `${path.basename(file)}: ${(error as Error).message}`,
    };
  }
  const { result, paper, pdf } = outcome;
  if (!paper || !pdf) return result;
  writePdf(filesDir, paper.uniqueId, pdf);
  // The replaced PDF does not stay behind: its address now answers 301 to the new one.
  if (paper.movedFrom) fs.rmSync(pdfPath(filesDir, paper.movedFrom), { force: true });
  return result;
}

/** Stores the article and, after the commit, the package's PDF as its PDF (nothing is typeset). */
async function storeWithSuppliedPdf(
  db: Db,
  file: string,
  bytes: Uint8Array,
  options: ImportOptions,
  pdf: SuppliedPdf,
): Promise<ImportResult> {
  const result = await storeJats(db, file, bytes, options);
  if (!result.ok || !result.paper) return result;
  if (!options.filesDir) {
    result.warnings.push(`${result.file}: no files directory (--files): the supplied PDF ${pdf.name} is not kept`);
    return result;
  }
  writePdf(options.filesDir, result.paper.uniqueId, pdf.bytes);
  if (result.paper.movedFrom) fs.rmSync(pdfPath(options.filesDir, result.paper.movedFrom), { force: true });
  return result;
}

const pdfPath = (filesDir: string, uniqueId: string) => path.join(filesDir, 'papers', `${uniqueId}.pdf`);

function writePdf(filesDir: string, uniqueId: string, bytes: Uint8Array): void {
  const target = pdfPath(filesDir, uniqueId);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temp, bytes);
  fs.renameSync(temp, target);
}
