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

/**
 * Picks the package's typeset PDF: the one the XML names, else the only .pdf in the package. Several
 * PDFs none of which the XML names, or a file that is not a readable PDF, give a warning and no PDF
 * (one is then typeset from the XML).
 */
export async function pickSuppliedPdf(
  pkg: JatsPackage,
  named: string | undefined,
  warnings: string[],
): Promise<SuppliedPdf | undefined> {
  const pdfs = [...pkg.files.keys()].filter(isPdfName);
  const found = named ? findFile(pkg.files, named) : undefined;
  if (named && !found && pdfs.length > 0) {
    warnings.push(`the XML names the PDF ${named}, which the package does not hold`);
  }
  let name = found;
  if (!name && pdfs.length > 1) {
    warnings.push(
      `the package holds ${pdfs.length} PDFs (${pdfs.join(', ')}) and the XML names none ` +
        `(<self-uri content-type="pdf" xlink:href>); none is used and a PDF is typeset`,
    );
    return undefined;
  }
  name ??= pdfs[0];
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
