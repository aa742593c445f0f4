import { spawnSync } from 'node:child_process';
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf';

/**
 * Figures a typesetter supplies as vector files, drawn as a PNG at import so the page can show them
 * (docs/content.md, "Figures"): a PDF's first page with pdf.js (unpdf) on @napi-rs/canvas, both npm
 * packages with their own prebuilt binaries; an EPS by its TIFF preview when it carries one, else with
 * Ghostscript (`gs`, Debian's ghostscript package) where it is installed. The original file stays the
 * figure's download either way.
 */
export type VectorFormat = 'PDF' | 'EPS';

/** Widest rendition the figure pipeline makes; a vector figure is drawn at this width. */
const RASTER_WIDTH = 1600;

const startsWith = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes.subarray(0, text.length)).toString('latin1') === text;

/** Whether a file is a PDF or an EPS figure (by its first bytes, else its name). */
export function vectorFormat(name: string, bytes: Uint8Array): VectorFormat | undefined {
  if (startsWith(bytes, '%PDF-')) return 'PDF';
  if (startsWith(bytes, '%!PS') || startsWith(bytes, '\xC5\xD0\xD3\xC6')) return 'EPS';
  if (/\.pdf$/i.test(name)) return 'PDF';
  if (/\.(e?ps|epsf)$/i.test(name)) return 'EPS';
  return undefined;
}

/**
 * pdf.js writes a font's data with ArrayBuffer.prototype.transferToFixedLength (Node 21 and later);
 * on Node 20 it would skip the text of a figure. A copy does the same for its purpose.
 */
function ensureTransferToFixedLength(): void {
  if ('transferToFixedLength' in ArrayBuffer.prototype) return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

/** A drawn figure as sharp reads it: an encoded image, or raw RGBA pixels with their size. */
export interface Raster {
  input: Buffer;
  raw?: { width: number; height: number; channels: 4 };
}

/** The first page drawn RASTER_WIDTH pixels wide, as raw pixels (no PNG to encode and decode again). */
async function pdfToRaster(bytes: Uint8Array): Promise<Raster> {
  ensureTransferToFixedLength();
  const CanvasFactory = await createIsomorphicCanvasFactory(() => import('@napi-rs/canvas'));
  // pdf.js takes the buffer over: it is given a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { CanvasFactory });
  try {
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale: RASTER_WIDTH / page.getViewport({ scale: 1 }).width });
    const width = Math.round(viewport.width);
    const height = Math.max(1, Math.round(viewport.height));
    // pdf.js types the factory's canvas with the browser's types, which the API does not load: it is
    // @napi-rs/canvas's.
    const created: unknown = new CanvasFactory().create(width, height);
    const { canvas, context } = created as { canvas: Canvas; context: SKRSContext2D };
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const pixels = context.getImageData(0, 0, width, height).data;
    return {
      input: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength),
      raw: { width, height, channels: 4 },
    };
  } finally {
    await pdf.destroy();
  }
}

/** The TIFF preview of a DOS EPS binary file (header C5D0D3C6), if it has one. */
function epsTiffPreview(bytes: Uint8Array): Buffer | undefined {
  if (!startsWith(bytes, '\xC5\xD0\xD3\xC6') || bytes.length < 30) return undefined;
  const header = Buffer.from(bytes.buffer, bytes.byteOffset, 30);
  const offset = header.readUInt32LE(20);
  const length = header.readUInt32LE(24);
  if (!offset || !length || offset + length > bytes.length) return undefined;
  return Buffer.from(bytes.subarray(offset, offset + length));
}

/** Whether Ghostscript can be run here (looked up once). */
let ghostscript: boolean | undefined;
function hasGhostscript(): boolean {
  ghostscript ??= spawnSync('gs', ['--version'], { stdio: 'ignore' }).status === 0;
  return ghostscript;
}

/** The resolution that draws an EPS RASTER_WIDTH pixels wide, from its bounding box (300 dpi without one). */
function resolutionOf(bytes: Uint8Array): number {
  const head = Buffer.from(bytes.subarray(0, 65536)).toString('latin1');
  const box = /%%BoundingBox:\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)/.exec(head);
  const width = box ? Number(box[3]) - Number(box[1]) : 0;
  return width > 0 ? Math.min(1200, Math.max(72, Math.round((RASTER_WIDTH * 72) / width))) : 300;
}

function epsToImage(bytes: Uint8Array): Buffer {
  const preview = epsTiffPreview(bytes);
  if (preview) return preview;
  if (!hasGhostscript()) {
    throw new Error('Ghostscript (gs) is not installed here and the EPS carries no TIFF preview');
  }
  // -dSAFER: the file's PostScript may not read or write files; -dEPSCrop: the figure's bounding box.
  const result = spawnSync(
    'gs',
    [
      '-q',
      '-dSAFER',
      '-dBATCH',
      '-dNOPAUSE',
      '-dEPSCrop',
      '-sDEVICE=png16m',
      `-r${resolutionOf(bytes)}`,
      '-dTextAlphaBits=4',
      '-dGraphicsAlphaBits=4',
      '-sOutputFile=-',
      '-',
    ],
    { input: bytes, maxBuffer: 512 * 1024 * 1024, timeout: 30_000 },
  );
  if (result.status !== 0 || !result.stdout.length) {
    throw new Error(`Ghostscript could not draw it (${result.stderr.toString().trim().split('\n')[0] || 'no output'})`);
  }
  return result.stdout;
}

/** A vector figure drawn as an image the figure pipeline (sharp) reads; throws with the reason it cannot be. */
export async function rasterise(format: VectorFormat, bytes: Uint8Array): Promise<Raster> {
  return format === 'PDF' ? pdfToRaster(bytes) : { input: epsToImage(bytes) };
}
