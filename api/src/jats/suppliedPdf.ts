import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { JatsPackage } from './jatsPackage.ts';
import { child, childrenNamed, type XmlElement } from './xmlTree.ts';

/**
 * The version of record: the typeset PDF a package supplies, which the site then serves as the
 * article's PDF instead of typesetting one (docs/content.md, "Packages").
 */
export interface SuppliedPdf {
  /** Its path inside the package (for messages). */
  name: string;
  bytes: Uint8Array;
  pages: number;
}

const isPdfName = (name: string) => name.toLowerCase().endsWith('.pdf');

/** The PDF the XML names as the article itself: <self-uri content-type="pdf"> (or any self-uri to a .pdf). */
export function namedPdf(root: XmlElement): string | undefined {
  const meta = child(child(root, 'front'), 'article-meta');
  const uris = childrenNamed(meta, 'self-uri').flatMap((e) => (e.attrs['xlink:href'] ? [e] : []));
  const byType = uris.find((e) => /(^|\/)pdf$/i.test(e.attrs['content-type'] ?? ''));
  const byName = uris.find((e) => isPdfName(e.attrs['xlink:href'] ?? ''));
  return (byType ?? byName)?.attrs['xlink:href'];
}

/** The package's file at the path the XML gives, else the one with that file name anywhere in the package. */
function findFile(files: Map<string, Uint8Array>, href: string): string | undefined {
  if (files.has(href)) return href;
  const base = path.posix.basename(href).toLowerCase();
  return [...files.keys()].find((name) => path.posix.basename(name).toLowerCase() === base);
}

/** What the XML says that helps find its PDF. */
export interface PdfHints {
  /** The file its `<self-uri>` names as the article's PDF. */
  selfUri?: string;
  /** Its DOI and other article ids (publisher-id, elocation-id...): a PDF may be named after any. */
  ids: string[];
  /** Every file a graphic, media or supplementary element names: none of them is the article's PDF. */
  named: string[];
}

/** A name reduced to its letters and digits, lower case: "joss.01234", "JOSS_01234" and "joss-01234" are one. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const stemOf = (name: string) => path.posix.basename(name).replace(/\.[^.]+$/, '');

/** The PDF named after the article: its DOI (whole or its suffix) or one of its ids. */
function byArticleId(pdfs: string[], ids: string[]): string | undefined {
  const wanted = new Set(
    ids.flatMap((id) => [squash(id), squash(id.replace(/^10\.\d{4,9}\//, ''))]).filter((id) => id.length >= 4),
  );
  const matches = pdfs.filter((name) => wanted.has(squash(stemOf(name))));
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * Picks the package's typeset PDF, whatever its name: the one the XML's `<self-uri>` names; else among
 * the PDFs no graphic, media or supplementary element names, the one named after the DOI or an article
 * id, else the only one. Several PDFs none of which is found so, or a file that is not a readable PDF,
 * give a warning and no PDF (one is then typeset from the XML).
 */
export async function pickSuppliedPdf(
  pkg: JatsPackage,
  hints: PdfHints,
  warnings: string[],
): Promise<SuppliedPdf | undefined> {
  // A figure named "g001.tif" in the XML may come as "g001.pdf": names are compared without extension.
  const named = new Set(hints.named.map((href) => stemOf(href).toLowerCase()));
  const pdfs = [...pkg.files.keys()].filter((name) => isPdfName(name) && !named.has(stemOf(name).toLowerCase()));
  const found = hints.selfUri ? findFile(pkg.files, hints.selfUri) : undefined;
  const name = found ?? byArticleId(pdfs, hints.ids) ?? (pdfs.length === 1 ? pdfs[0] : undefined);
  if (hints.selfUri && !found && pdfs.length > 0) {
    warnings.push(
      `the XML names the PDF ${hints.selfUri}, which the package does not hold` +
        (name ? `; ${name} is taken as the article's PDF` : ''),
    );
  }
  if (!name && pdfs.length > 1) {
    warnings.push(
      `the package holds ${pdfs.length} PDFs (${pdfs.join(', ')}) and the XML names none ` +
        `(<self-uri content-type="pdf" xlink:href>, or a file named after the DOI); none is used and a PDF is typeset`,
    );
    return undefined;
  }
  if (!name) return undefined;
  const bytes = pkg.files.get(name)!;
  try {
    const pages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
    if (pages < 1) throw new Error('no pages');
    return { name, bytes, pages };
  } catch (error) {
    warnings.push(`${name} is not a readable PDF (${(error as Error).message}); a PDF is typeset instead`);
    return undefined;
  }
}
