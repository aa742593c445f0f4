import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
// Relative paths: Vite bundles the config's own imports but loads packages' TypeScript entries as-is, which Node cannot.
// eslint-disable-next-line no-restricted-imports -- loaded by vite.config.ts, see above
import { journal } from '../../shared/src/journal.ts';
// eslint-disable-next-line no-restricted-imports -- loaded by vite.config.ts, see above
import { PUBLISHER_LOGO, SOCIAL_IMAGE } from '../../shared/src/metadata/socialImage.ts';

/**
 * Draws the journal's link-preview card and publisher logo (docs/discoverability.md) as SVG and
 * renders them to PNG with resvg at build time, into dist/social/. PNG because Facebook, LinkedIn and
 * X do not read SVG in og:image. Text is set in DejaVu (Debian's fonts-dejavu-core), loaded from
 * its files so the image is the same on every machine; without them the build stops and says so.
 */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

const NAVY = '#2b3a8c';
const NIGHT = '#18214f';
const PALE = '#dbe2ff';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The journal's badge (the favicon's "IJ" on navy), at the given place and size. */
function badge(x: number, y: number, size: number): string {
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.19}" fill="${NAVY}" stroke="#fff" stroke-width="${size * 0.03}"/>
  <text x="${x + size / 2}" y="${y + size * 0.66}" font-family="DejaVu Serif" font-weight="bold" ` +
    `font-size="${size * 0.44}" fill="#fff" text-anchor="middle">IJ</text>`
  );
}

/** "International Journal of Computing Research and Innovation" in lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function socialCardSvg(): string {
  const { width, height } = SOCIAL_IMAGE;
  const title = wrap(journal.name, 26)
    .map(
      (line, index) =>
        `<text x="80" y="${300 + index * 72}" font-family="DejaVu Serif" font-weight="bold" font-size="60" fill="#fff">${escape(line)}</text>`,
    )
    .join('\n  ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${NIGHT}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  ${badge(80, 70, 120)}
  <text x="230" y="125" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="#fff" letter-spacing="4">${escape(journal.shortName)}</text>
  <text x="230" y="170" font-family="DejaVu Sans" font-size="26" fill="${PALE}">Open access · peer reviewed · ${escape(journal.subject)}</text>
  ${title}
  <rect x="0" y="${height - 90}" width="${width}" height="90" fill="#000" fill-opacity="0.25"/>
  <text x="80" y="${height - 35}" font-family="DejaVu Sans" font-size="26" fill="${PALE}">` +
    `e-ISSN ${escape(journal.eIssn)} · Published by ${escape(journal.publisher)}</text>
</svg>`
  );
}

export function publisherLogoSvg(): string {
  const { width } = PUBLISHER_LOGO;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${width} ${width}">
  <rect width="${width}" height="${width}" fill="#fff"/>
  ${badge(width * 0.1, width * 0.1, width * 0.8)}
</svg>`;
}

export function renderPng(svg: string, width: number): Buffer {
  const missing = FONT_FILES.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The social images need Debian's DejaVu fonts (apt-get install -y fonts-dejavu-core); missing: ${missing.join(', ')}`,
    );
  }
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}

/** Vite plugin: emits dist/social/*.png with the build, so the images always match the journal's particulars. */
export function socialImages(): Plugin {
  return {
    name: 'journal:social-images',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: SOCIAL_IMAGE.path.slice(1),
        source: renderPng(socialCardSvg(), SOCIAL_IMAGE.width),
      });
      this.emitFile({
        type: 'asset',
        fileName: PUBLISHER_LOGO.path.slice(1),
        source: renderPng(publisherLogoSvg(), PUBLISHER_LOGO.width),
      });
    },
  };
}
