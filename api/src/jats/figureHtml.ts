import type { StoredFile, StoredImage } from './bodyAssets.ts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * How wide a figure is drawn: the article column (max-w-3xl, 48rem) on a wide screen, the viewport
 * less the page's padding on a narrow one. The browser picks the smallest rendition that fills it.
 */
const FIGURE_SIZES = '(min-width: 52rem) 48rem, calc(100vw - 2rem)';

/** A human size: 12 KB, 3.4 MB. */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A figure's image: its width and height (so the page does not shift as it loads), the renditions
 * for srcset, lazy loading, and a link to the original file (the figure viewer opens it full size).
 */
export function figureImageHtml(image: StoredImage, alt: string, inline: boolean): string {
  const srcset = image.renditions.map((r) => `${r.url} ${r.width}w`).join(', ');
  const img =
    `<img src="${escape(image.src)}" srcset="${escape(srcset)}" sizes="${inline ? `${image.width}px` : FIGURE_SIZES}" ` +
    `width="${image.width}" height="${image.height}" alt="${escape(alt)}" loading="lazy" decoding="async">`;
  if (inline) return img;
  const original = `Original image (${escape(image.original.format)}, ${formatBytes(image.original.bytes)})`;
  return `${img}<p><a href="${escape(image.original.url)}" download>${original}</a></p>`;
}

const TYPE_NAMES: Record<string, string> = {
  csv: 'CSV data',
  docx: 'Word document',
  doc: 'Word document',
  xlsx: 'Excel spreadsheet',
  xls: 'Excel spreadsheet',
  pdf: 'PDF',
  zip: 'ZIP archive',
  txt: 'Text',
  rmd: 'R Markdown',
  r: 'R script',
  py: 'Python script',
  mp4: 'MP4 video',
  webm: 'WebM video',
  mov: 'QuickTime video',
  avi: 'AVI video',
  tif: 'TIFF image',
  tiff: 'TIFF image',
  eps: 'EPS figure',
  ps: 'PostScript figure',
};

/** A supplementary file or media item: a video player for web video, a download link with type and size otherwise. */
export function suppliedFileHtml(file: StoredFile, mimetype?: string, subtype?: string): string {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type =
    TYPE_NAMES[extension] ?? (extension ? extension.toUpperCase() : `${mimetype ?? 'file'}/${subtype ?? ''}`);
  const link = `<a href="${escape(file.url)}" download>${escape(file.name)}</a> (${escape(type)}, ${formatBytes(file.bytes)})`;
  const playable = extension === 'mp4' || extension === 'webm';
  return playable
    ? `<video controls preload="none" src="${escape(file.url)}"></video><p>${link}</p>`
    : `<p>${link}</p>`;
}
