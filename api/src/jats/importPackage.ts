import type { Db } from '../db/database.ts';
import { convertFigures, type ConvertedFigures } from './figureImages.ts';
import { importJats, type ImportOptions, type ImportResult } from './importJats.ts';
import { PackageError, readJatsPackage, type JatsPackage } from './jatsPackage.ts';
import { namedPdf, pickSuppliedPdf, type PdfHints } from './suppliedPdf.ts';
import {
  articleOf,
  child,
  childrenNamed,
  decodeUtf8,
  descendants,
  parseXml,
  textOf,
  type XmlElement,
} from './xmlTree.ts';

/**
 * Imports one package (a folder, a .zip or a bare XML, docs/content.md): reads and checks it,
 * converts its images and stores its files in a staging folder, imports the XML with them, and puts
 * the files in place only once the article is committed; a refused package or article leaves the
 * database and the files directory as they were.
 */

/** The hrefs of the images and of the other files (media, supplementary material) the article names. */
function namedFiles(root: XmlElement): { images: string[]; files: string[] } {
  const hrefs = (names: string[]) =>
    names
      .flatMap((name) => descendants(root, name))
      .flatMap((e) => (e.attrs['xlink:href'] ? [e.attrs['xlink:href']] : []));
  return { images: hrefs(['graphic', 'inline-graphic']), files: hrefs(['media', 'supplementary-material']) };
}

const bareDoi = (text: string) => text.replace(/^https?:\/\/(dx\.)?doi\.org\//, '');

function doiOf(root: XmlElement): string | undefined {
  const meta = child(child(root, 'front'), 'article-meta');
  const doi = childrenNamed(meta, 'article-id').find((a) => a.attrs['pub-id-type'] === 'doi');
  return doi ? bareDoi(textOf(doi)) || undefined : undefined;
}

/** The article's ids a publisher may name its PDF after: every <article-id> and the <elocation-id>. */
function articleIds(root: XmlElement): string[] {
  const meta = child(child(root, 'front'), 'article-meta');
  return [...childrenNamed(meta, 'article-id'), ...childrenNamed(meta, 'elocation-id')]
    .map((e) => bareDoi(textOf(e)))
    .filter(Boolean);
}

/** Parses the XML only to learn what it names; a file that does not parse is reported by importJats. */
function whatItNames(
  pkg: JatsPackage,
): { doi?: string; pdf: PdfHints; hrefs: { images: string[]; files: string[] } } | undefined {
  try {
    const { text, badBytes } = decodeUtf8(pkg.xml);
    const root = articleOf(parseXml(text, badBytes));
    const hrefs = namedFiles(root);
    const selfUri = namedPdf(root);
    return {
      doi: doiOf(root),
      pdf: { ...(selfUri ? { selfUri } : {}), ids: articleIds(root), named: [...hrefs.images, ...hrefs.files] },
      hrefs,
    };
  } catch {
    return undefined;
  }
}

export async function importPackage(db: Db, input: string, options: ImportOptions = {}): Promise<ImportResult> {
  let pkg: JatsPackage;
  try {
    pkg = await readJatsPackage(input);
  } catch (error) {
    if (error instanceof PackageError) return { file: input, ok: false, warnings: [], error: error.message };
    throw error;
  }
  const named = whatItNames(pkg);
  let converted: ConvertedFigures | undefined;
  if (options.filesDir && named?.doi) {
    converted = await convertFigures(pkg, named.hrefs, options.filesDir, named.doi);
  }
  const pdfWarnings: string[] = [];
  const suppliedPdf = named ? await pickSuppliedPdf(pkg, named.pdf, pdfWarnings) : undefined;
  const unused = converted
    ? [...pkg.files.keys()].filter((name) => !converted.used.has(name) && name !== suppliedPdf?.name)
    : [];
  // Every file of the package is used or named here: nothing a typesetter sent is lost unseen.
  const unusedWarnings = unused.map(
    (name) =>
      `${name} is in the package but is not a figure, media or supplementary file the XML names, nor the article's PDF; it is not published`,
  );
  try {
    const result = await importJats(db, pkg.xmlName, pkg.xml, {
      ...options,
      ...(converted ? { assets: converted.assets } : {}),
      ...(suppliedPdf ? { suppliedPdf } : {}),
    });
    result.warnings.unshift(
      ...[...(converted?.warnings ?? []), ...pdfWarnings, ...unusedWarnings].map((w) => `${pkg.xmlName}: ${w}`),
    );
    if (result.ok) converted?.publish();
    else converted?.discard();
    return result;
  } catch (error) {
    converted?.discard();
    throw error;
  }
}
