import fs from 'node:fs';
import path from 'node:path';
import { journal } from '@journal/shared/journal';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../db/database.ts';
import { paperArticle } from '../files/articles.ts';
import { countArticlePages, renderArticlePdf, settlePageRange } from '../files/pdf.ts';
import type { BodyAssets } from './bodyAssets.ts';
import { readArticle, type ImportedArticle } from './readArticle.ts';
import type { SuppliedPdf } from './suppliedPdf.ts';
import { draftArticle, type ArticleDraft, type StoredPaper } from './storeArticle.ts';
import { storeRelations } from './storeRelations.ts';
import { articleOf, decodeUtf8, JatsError, parseXml } from './xmlTree.ts';

/**
 * Imports one JATS file: parse, read, count its pages and (with a files directory) typeset its PDF,
 * then write the issue and paper in one short transaction. Any error leaves the database as it was
 * and is reported with the file, the element and the line. The PDF is written after the commit (to a
 * temporary name, then renamed), so a reader never finds a half-written file.
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

function spanOf(pages: string): number {
  const [first, last] = pages.split('-').map(Number);
  return (last ?? first ?? 0) - (first ?? 0) + 1;
}

/**
 * The article's page range: the layout counts the pages of the PDF the row will give (the header and
 * the citation name the pages, so a new range is counted again). A file without lpage gets first page
 * plus that count; a file whose range disagrees keeps it, with a warning. An article published with
 * an e-location id and no first page keeps its e-location: no range is invented.
 */
function settlePages(
  name: string,
  article: ImportedArticle,
  draft: ArticleDraft,
  options: ImportOptions,
): { pages: string; warning?: string } {
  if (!article.fpage) return { pages: '' };
  const articleFor = (pages: string) => paperArticle(draft.row(pages));
  const stated = article.lpage ? `${article.fpage}-${article.lpage}` : undefined;
  const supplied = options.suppliedPdf;
  // The publisher's PDF is the article's: its pages, not a layout of ours, give the range.
  const { pages, count } = supplied
    ? { pages: stated ?? `${article.fpage}-${article.fpage + supplied.pages - 1}`, count: supplied.pages }
    : stated
      ? { pages: stated, count: countArticlePages(articleFor(stated)) }
      : settlePageRange(article.fpage, articleFor);
  if (spanOf(pages) === count) return { pages };
  const pdfName = supplied ? `supplied PDF ${supplied.name}` : 'typeset PDF';
  return { pages, warning: `${name}: the file states pages ${pages} (${spanOf(pages)}); the ${pdfName} has ${count}` };
}

/** How often an import lays its article out again when another import took its place in the issue meanwhile. */
const PLACE_TRIES = 3;

/**
 * Stores a read article, its relations and its file, and with `typeset` lays out its PDF. Its place
 * (id, issue position, unique id), its pages and its PDF are worked out from reads alone; the write
 * transaction then only checks that the place is still free and writes. Laying out takes seconds on
 * a loaded machine, and SQLite has one writer: held inside the transaction, it would keep every other
 * write (a reader's usage count, the contact form, another import) waiting (docs/content.md, "Import
 * beside the running site"). If another import took the place meanwhile, all is worked out again.
 */
async function storeArticle(
  db: Db,
  name: string,
  bytes: Uint8Array,
  article: ImportedArticle,
  options: ImportOptions,
  typeset: boolean,
): Promise<{ stored: StoredPaper; pages: string; pdf?: Uint8Array; warnings: string[] }> {
  const updatedAt = options.updatedAt ?? new Date().toISOString();
  for (let attempt = 1; ; attempt++) {
    const draft = await draftArticle(db, article, updatedAt);
    const { pages, warning } = settlePages(name, article, draft, options);
    const warnings = warning ? [warning] : [];
    const pdf = typeset ? await renderArticlePdf(paperArticle(draft.row(pages))) : undefined;
    if (pdf && /^\d+-\d+$/.test(pages)) {
      const typesetPages = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
      if (typesetPages !== spanOf(pages)) {
        warnings.push(`${name}: the typeset PDF has ${typesetPages} pages, not the ${pages} stored`);
      }
    }
    const stored = await db.transaction(async (tx) => {
      // Inside a caller's transaction (the seed) nothing else can have written since the draft.
      const current = db.inTransaction ? draft : await draftArticle(tx, article, updatedAt);
      if (current.basis !== draft.basis) return undefined;
      const result = await current.store(pages);
      await storeRelations(tx, article.doi, article.relations);
      // The file itself is kept: JATS out serves an imported article as it came (docs/discoverability.md, "JATS").
      await tx.kysely
        .updateTable('papers')
        .set({ jats_source: Buffer.from(bytes).toString('utf8') })
        .where('paper_id', '=', result.paperId)
        .execute();
      return result;
    });
    if (stored) return { stored, pages, ...(pdf ? { pdf } : {}), warnings };
    if (attempt === PLACE_TRIES) {
      throw new Error(`other imports changed its issue ${PLACE_TRIES} times while it was laid out; import it again`);
    }
  }
}

/** Parses and reads a file, with its warnings; a JatsError is answered as the file's failure. */
function readWithWarnings(
  name: string,
  bytes: Uint8Array,
  options: ImportOptions,
): { article: ImportedArticle; warnings: string[] } | ImportResult {
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
  return { article, warnings };
}

/** Parses, reads and stores one file (and with `typeset` lays out its PDF); any error changes nothing. */
async function readAndStore(
  db: Db,
  file: string,
  bytes: Uint8Array,
  options: ImportOptions,
  typeset: boolean,
): Promise<{ result: ImportResult; pdf?: Uint8Array }> {
  const name = path.basename(file);
  const read = readWithWarnings(name, bytes, options);
  if (!('article' in read)) return { result: read };
  const { article, warnings } = read;
  try {
    const { stored, pages, pdf, warnings: placed } = await storeArticle(db, name, bytes, article, options, typeset);
    warnings.push(...placed);
    const result: ImportResult = {
      file: name,
      ok: true,
      doi: article.doi,
      paper: stored,
      pages,
      ...(article.fpage || !article.elocationId ? {} : { elocation: article.elocationId }),
      warnings,
    };
    return { result, ...(pdf ? { pdf } : {}) };
  } catch (error) {
    return { result: { file: name, ok: false, warnings, error: `${name}: ${(error as Error).message}` } };
  }
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
  return (await readAndStore(db, file, bytes, options, false)).result;
}

export async function importJats(
  db: Db,
  file: string,
  bytes: Uint8Array,
  options: ImportOptions = {},
): Promise<ImportResult> {
  if (options.suppliedPdf) return storeWithSuppliedPdf(db, file, bytes, options, options.suppliedPdf);
  if (!options.filesDir || options.typeset === false) return storeJats(db, file, bytes, options);
  const { result, pdf } = await readAndStore(db, file, bytes, options, true);
  if (!result.ok || !result.paper || !pdf) return result;
  publishPdf(options.filesDir, result.paper, pdf);
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
  publishPdf(options.filesDir, result.paper, pdf.bytes);
  return result;
}

const pdfPath = (filesDir: string, uniqueId: string) => path.join(filesDir, 'papers', `${uniqueId}.pdf`);

/**
 * Writes a stored paper's PDF at its address (to a temporary name, then renamed). The PDF of the address
 * it moved from does not stay behind: that address now answers 301 to the new one.
 */
function publishPdf(filesDir: string, paper: StoredPaper, bytes: Uint8Array): void {
  const target = pdfPath(filesDir, paper.uniqueId);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temp, bytes);
  fs.renameSync(temp, target);
  if (paper.movedFrom) fs.rmSync(pdfPath(filesDir, paper.movedFrom), { force: true });
}
