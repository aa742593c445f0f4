import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { BodyAssets, StoredFile, StoredImage } from './bodyAssets.ts';
import { rasterise, vectorFormat, type Raster } from './figureRaster.ts';
import type { JatsPackage } from './jatsPackage.ts';

/**
 * Figure images of a package, converted once at import into WebP in a few widths (the browser picks
 * one through srcset/sizes), with the original file kept for the figure viewer's "original" link.
 * Files go to `<files>/figures/<article>/`, named with a hash of their source bytes, so a cached copy
 * is never stale. They are written to a staging folder first and put in place only once the article's
 * row is committed (docs/content.md).
 */
const FIGURE_WIDTHS = [480, 960, 1600];
const DEFAULT_WIDTH = 960;
/** A figure image larger than this many pixels is refused (a decompression bomb, not a figure). */
const MAX_PIXELS = 100_000_000;

const IMAGE_TYPES = /\.(tiff?|jpe?g|png|gif|webp|e?ps|pdf)$/i;

/** The article's folder name under figures/: its DOI with every character outside [a-z0-9.-] as "-". */
function figureFolder(doi: string): string {
  return doi.toLowerCase().replace(/[^a-z0-9.-]+/g, '-');
}

/** Finds the package file an href names: the exact path, else the same file name anywhere in the package. */
function findPackageFile(pkg: JatsPackage, href: string): { name: string; bytes: Uint8Array } | undefined {
  const clean = href.replace(/^\.\//, '');
  const exact = pkg.files.get(clean);
  if (exact) return { name: clean, bytes: exact };
  const base = path.posix.basename(clean).toLowerCase();
  const stem = base.replace(/\.[^.]+$/, '');
  const names = [...pkg.files.keys()];
  const byName = names.find((n) => path.posix.basename(n).toLowerCase() === base);
  // Typesetters name the TIFF in the XML and sometimes deliver a JPEG of it (or the other way round).
  const byStem =
    byName ??
    names.find(
      (n) =>
        IMAGE_TYPES.test(n) &&
        path.posix
          .basename(n)
          .toLowerCase()
          .replace(/\.[^.]+$/, '') === stem,
    );
  // Packages rename files on the way ("Table 1.XLSX" for "Table_1.xlsx"): letters and digits decide last.
  const squash = (name: string) =>
    path.posix
      .basename(name)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  const loose = byStem ?? names.find((n) => squash(n) === squash(clean));
  return loose ? { name: loose, bytes: pkg.files.get(loose)! } : undefined;
}

export interface ConvertedFigures {
  assets: BodyAssets;
  /** The package files used (by their path in the package). */
  used: Set<string>;
  warnings: string[];
  /** Puts the staged files in place (after the row is committed). */
  publish(): void;
  /** Removes the staged files (the import failed). */
  discard(): void;
}

function safeName(name: string): string {
  return (
    path.posix
      .basename(name)
      .replace(/\.[^.]+$/, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .slice(0, 60) || 'figure'
  );
}

/**
 * Converts every image the hrefs name. An href whose file is missing or is not an image gets a
 * warning (the figure then shows its caption); nothing is refused for it.
 */
export async function convertFigures(
  pkg: JatsPackage,
  hrefs: { images: string[]; files: string[] },
  filesDir: string,
  doi: string,
): Promise<ConvertedFigures> {
  const folder = figureFolder(doi);
  const finalDir = path.join(filesDir, 'figures', folder);
  const stagingDir = path.join(filesDir, 'figures', `.${folder}.${process.pid}.staging`);
  fs.rmSync(stagingDir, { recursive: true, force: true });
  fs.mkdirSync(stagingDir, { recursive: true });
  const images = new Map<string, StoredImage>();
  const files = new Map<string, StoredFile>();
  const warnings: string[] = [];
  const used = new Set<string>();
  const urlOf = (file: string) => `/files/figures/${folder}/${file}`;

  for (const href of new Set(hrefs.files)) {
    const found = findPackageFile(pkg, href);
    // A missing file is reported where the body names it.
    if (!found) continue;
    used.add(found.name);
    const hash = createHash('sha256').update(found.bytes).digest('hex').slice(0, 10);
    const file = `${safeName(found.name)}-${hash}${path.posix.extname(found.name).toLowerCase()}`;
    fs.writeFileSync(path.join(stagingDir, file), found.bytes);
    files.set(href, { url: urlOf(file), name: path.posix.basename(found.name), bytes: found.bytes.length });
  }

  for (const href of new Set(hrefs.images)) {
    const found = findPackageFile(pkg, href);
    if (!found) continue;
    used.add(found.name);
    const hash = createHash('sha256').update(found.bytes).digest('hex').slice(0, 10);
    const base = `${safeName(found.name)}-${hash}`;
    const vector = vectorFormat(found.name, found.bytes);
    const extension = path.posix.extname(found.name).toLowerCase();
    const keepOriginal = (format: string) => {
      const originalFile = `${base}${extension || `.${format.toLowerCase()}`}`;
      fs.writeFileSync(path.join(stagingDir, originalFile), found.bytes);
      return urlOf(originalFile);
    };
    let source: Raster = { input: Buffer.from(found.bytes) };
    if (vector) {
      try {
        source = await rasterise(vector, found.bytes);
      } catch (error) {
        // Not drawn here: the figure offers its original file instead of an image.
        files.set(href, {
          url: keepOriginal(vector),
          name: path.posix.basename(found.name),
          bytes: found.bytes.length,
        });
        warnings.push(
          `${found.name}: the ${vector} figure cannot be drawn (${(error as Error).message}); ` +
            'the figure offers the original file as a download',
        );
        continue;
      }
    }
    try {
      const read = () =>
        sharp(source.input, { limitInputPixels: MAX_PIXELS, ...(source.raw ? { raw: source.raw } : {}) });
      const image = read();
      const meta = await image.metadata();
      const { width: fullWidth, height: fullHeight } = meta;
      if (!fullWidth || !fullHeight) throw new Error('no size');
      const widths = [
        ...new Set([...FIGURE_WIDTHS.filter((w) => w < fullWidth), Math.min(fullWidth, FIGURE_WIDTHS.at(-1)!)]),
      ];
      const renditions: StoredImage['renditions'] = [];
      let widest = { width: 0, height: 0 };
      for (const width of widths) {
        const file = `${base}-${width}.webp`;
        let pipeline = read().rotate();
        // A drawn vector figure is transparent where the page is blank: it is set on white.
        if (vector) pipeline = pipeline.flatten({ background: '#ffffff' });
        const info = await pipeline
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toFile(path.join(stagingDir, file));
        renditions.push({ url: urlOf(file), width: info.width });
        widest = { width: info.width, height: info.height };
      }
      const originalUrl = keepOriginal(vector ?? meta.format);
      const fallback = renditions.filter((r) => r.width <= DEFAULT_WIDTH).at(-1) ?? renditions[0]!;
      images.set(href, {
        src: fallback.url,
        renditions,
        ...widest,
        original: {
          url: originalUrl,
          bytes: found.bytes.length,
          format: vector ?? meta.format.toUpperCase(),
        },
      });
    } catch (error) {
      warnings.push(
        `${found.name}: not an image this importer can read (${(error as Error).message}); the figure shows its caption`,
      );
    }
  }

  return {
    assets: { images, files },
    used,
    warnings,
    publish() {
      // The article's old images go with the new ones in place: re-importing never piles up files.
      fs.rmSync(finalDir, { recursive: true, force: true });
      fs.renameSync(stagingDir, finalDir);
    },
    discard() {
      fs.rmSync(stagingDir, { recursive: true, force: true });
    },
  };
}
