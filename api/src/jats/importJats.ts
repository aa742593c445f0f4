import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../db/connection.ts';
import type { PaperRow } from '../db/rows.ts';
import { paperArticle } from '../files/articles.ts';
import { renderArticlePdf } from '../files/pdf.ts';
import { readArticle, type ImportedArticle } from './readArticle.ts';
import { storeArticle, type StoredPaper } from './storeArticle.ts';
import { decodeUtf8, JatsError, parseXml } from './xmlTree.ts';

/**
 * Imports one JATS file: parse, read, typeset its PDF, then write the issue and paper in one
 * transaction. Any error leaves the database as it was and is reported with the file, the element
 * and the line. The PDF is written after the commit (to a temporary name, then renamed), so a reader
 * never finds a half-written file. docs/content.md describes the command around it.
 */
export interface ImportResult {
  file: string;
  ok: boolean;
  doi?: string;
  paper?: StoredPaper;
  pages?: string;
  warnings: string[];
  error?: string;
}

export interface ImportOptions {
  /** Where PDFs go (the API's files directory); without it no PDF is typeset. */
  filesDir?: string;
}

/** Parses and reads a file's bytes; throws JatsError for anything wrong in the file. */
export function readJats(bytes: Uint8Array): ImportedArticle {
  const { text, badBytes } = decodeUtf8(bytes);
  return readArticle(parseXml(text, badBytes));
}

/** The row as this transaction wrote it: the PDF is typeset from exactly what the site will show. */
function draftRow(db: Db, stored: StoredPaper): PaperRow {
  return db.prepare('SELECT * FROM papers WHERE paper_id = ?').get(stored.paperId) as PaperRow;
}

/** Pages the card states: the file's fpage-lpage, else first page plus the typeset page count. */
function pagesFor(a: ImportedArticle, typesetPages: number | undefined): string {
  if (a.fpage && a.lpage) return `${a.fpage}-${a.lpage}`;
  const first = a.fpage ?? 1;
  return `${first}-${first + (typesetPages ?? 1) - 1}`;
}

export async function importJats(
  db: Db,
  file: string,
  bytes: Uint8Array,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const name = path.basename(file);
  let article: ImportedArticle;
  try {
    article = readJats(bytes);
  } catch (error) {
    if (error instanceof JatsError) return { file: name, ok: false, warnings: [], error: `${name}: ${error.message}` };
    throw error;
  }
  const warnings = article.warnings.map(
    (w) => `${name}: <${w.element}> on line ${w.line} is not a JATS element this importer renders; kept as text`,
  );

  let pdf: Uint8Array | undefined;
  let stored: StoredPaper | undefined;
  let pages = pagesFor(article, undefined);
  try {
    // Typeset inside the transaction (against the row as it will be) and roll back if it fails.
    const run = db.transaction((p: string) => storeArticle(db, article, p));
    db.exec('SAVEPOINT jats_import');
    try {
      stored = run(pages);
      if (options.filesDir) {
        pdf = await renderArticlePdf(paperArticle(draftRow(db, stored)));
        const count = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
        const typeset = pagesFor(article, count);
        if (typeset !== pages) {
          pages = typeset;
          stored = run(pages);
          pdf = await renderArticlePdf(paperArticle(draftRow(db, stored)));
        } else if (article.fpage && article.lpage && article.lpage - article.fpage + 1 !== count) {
          warnings.push(
            `${name}: the file states pages ${pages} (${article.lpage - article.fpage + 1}); the typeset PDF has ${count}`,
          );
        }
      }
      db.exec('RELEASE jats_import');
    } catch (error) {
      db.exec('ROLLBACK TO jats_import');
      db.exec('RELEASE jats_import');
      throw error;
    }
  } catch (error) {
    return { file: name, ok: false, warnings, error: `${name}: ${(error as Error).message}` };
  }
  if (pdf && options.filesDir) writePdf(options.filesDir, stored.uniqueId, pdf);
  return { file: name, ok: true, doi: article.doi, paper: stored, pages, warnings };
}

function writePdf(filesDir: string, uniqueId: string, bytes: Uint8Array): void {
  const target = path.join(filesDir, 'papers', `${uniqueId}.pdf`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temp, bytes);
  fs.renameSync(temp, target);
}
