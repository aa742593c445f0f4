import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { PDFDocument, PDFFont, PDFPage, rgb } from 'pdf-lib';

/**
 * Renders an article-like PDF from a paper's metadata: journal header, title, authors with
 * affiliations, abstract, keywords, DOI, licence, the body (an imported article's full text, else
 * one built from the abstract) and the numbered references. The text is set in Noto Serif (SIL Open
 * Font License 1.1, which allows embedding), shipped by the npm package @expo-google-fonts/noto-serif
 * and embedded as a subset, so every name keeps its diacritics (Nguyễn, Wiśniewska, Þórsdóttir).
 *
 * Layout and drawing are apart: one layout pass places every line, measuring text with fontkit's
 * metrics of the same font files, and either draws on PDF pages or only counts them
 * (`countArticlePages`, synchronous and without typesetting: the importer and the seed learn a
 * paper's page count from it, and the PDF typeset later has exactly that many pages; docs/content.md).
 */
export interface PdfArticle {
  /** Running header, left (journal name) and right (ISSN, volume, issue). */
  headerLeft: string;
  headerRight: string;
  /** Label above the title, e.g. "Research Article" or "Master's Thesis". */
  kind: string;
  title: string;
  authors: Array<{ name: string; affiliation: number }>;
  affiliations: string[];
  /** Label/value lines under the authors (published, pages, DOI, ...). */
  meta: Array<[string, string]>;
  abstract: string;
  keywords: string[];
  /** DOI without resolver, written to the PDF's Subject; absent for theses. */
  doi?: string;
  /** Without a DOI (a thesis), the identifier the Subject names instead. */
  identifier?: string;
  /** Level 0 is a top-level section (a thesis's chapter), 1 a subsection, and so on. */
  sections: Array<{ heading: string; level?: number; paragraphs: string[] }>;
  references: string[];
  /**
   * A thesis: the front matter gets a title page of its own (with this statement, e.g. "A thesis submitted
   * ... for the degree of ..."), the abstract a page with the contents, and each chapter (a level-0
   * section) and the references start a new page (docs/content.md, "Theses and conference papers").
   */
  titlePage?: { statement: string };
  /** Licence and copyright line printed on the first page. */
  licence: string;
  /** Short line in every page footer (journal, DOI, licence). */
  footer: string;
  citation?: string;
  createdAt: string;
  updatedAt: string;
  producer: string;
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 56;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 64;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const ACCENT = rgb(0.12, 0.23, 0.45);
const GREY = rgb(0.35, 0.35, 0.35);
const BLACK = rgb(0, 0, 0);
type Colour = ReturnType<typeof rgb>;

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
  bold: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  italic: '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf',
} as const;
type FontFile = keyof typeof FONT_FILES;

/**
 * Fonts for the characters Noto Serif lacks, tried in order (SIL OFL 1.1, embedding allowed, from npm):
 * Noto Sans Math (mathematical operators and letters, arrows: ≤ ∑ ∗ → ∆ ℓ) and Noto Sans Symbols 2
 * (geometric shapes and other symbols: ○ ★). A character none of them has still becomes "?".
 */
const FALLBACK_FILES = [
  '@expo-google-fonts/noto-sans-math/400Regular/NotoSansMath_400Regular.ttf',
  '@expo-google-fonts/noto-sans-symbols-2/400Regular/NotoSansSymbols2_400Regular.ttf',
] as const;

/** The faces the layout uses, each set in one of the three font files. */
type Face = 'serif' | 'serifBold' | 'serifItalic' | 'sans' | 'sansBold';
const FACE_FILE: Record<Face, FontFile> = {
  serif: 'regular',
  serifBold: 'bold',
  serifItalic: 'italic',
  sans: 'regular',
  sansBold: 'bold',
};

interface LoadedFont {
  bytes: Buffer;
  metrics: Font;
  /** Advance widths of the Basic Multilingual Plane in 1/1000 em, by code point; NaN until measured. */
  advances: Float64Array;
}
let loaded: Record<FontFile, LoadedFont> | undefined;
let fallbacks: LoadedFont[] | undefined;

function loadFont(specifier: string): LoadedFont {
  const bytes = fs.readFileSync(require.resolve(specifier));
  return { bytes, metrics: fontkit.create(bytes), advances: new Float64Array(0x10000).fill(NaN) };
}

/** The fallback fonts, read on the first character the main fonts lack. */
function fallbackFonts(): LoadedFont[] {
  fallbacks ??= FALLBACK_FILES.map(loadFont);
  return fallbacks;
}

/** Which fallback font draws a code point (its index), per code point of the BMP; 255 for none, 254 unknown. */
const fallbackIndex = new Uint8Array(0x10000).fill(254);
function fallbackFor(code: number): number {
  if (code < 0x10000 && fallbackIndex[code] !== 254) return fallbackIndex[code]!;
  const found = fallbackFonts().findIndex((font) => font.metrics.hasGlyphForCodePoint(code));
  const index = found < 0 ? 255 : found;
  if (code < 0x10000) fallbackIndex[code] = index;
  return index;
}

/** The font files and their fontkit metrics, read once per process. */
function fonts(): Record<FontFile, LoadedFont> {
  if (!loaded) {
    const load = (file: FontFile): LoadedFont => loadFont(FONT_FILES[file]);
    loaded = { regular: load('regular'), bold: load('bold'), italic: load('italic') };
  }
  return loaded;
}

function advanceOf(font: LoadedFont, code: number): number {
  return (font.metrics.glyphForCodePoint(code).advanceWidth * 1000) / font.metrics.unitsPerEm;
}

/**
 * Width of a text at a size: the sum of its characters' advance widths. Shaping each text with the
 * font's layout engine (as pdf-lib's own widthOfTextAtSize does) would also apply ligatures and cost a
 * hundred times more, so much that counting the pages of the seeded journal took seconds; the layout
 * needs widths only to break lines, and the count and the PDF use this same measure, so they agree.
 */
function widthOf(face: Face, text: string, size: number): number {
  return advanceSum(fonts()[FACE_FILE[face]], text, 0, text.length) * (size / 1000);
}

/** The advance widths of `text` from `start` to `end`, in 1/1000 em: `widthOf` without the slice. */
function advanceSum(main: LoadedFont, text: string, start: number, end: number): number {
  let total = 0;
  for (let i = start; i < end; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const code = text.codePointAt(i) ?? unit;
      total += advanceOf(covered(code) ? main : (fallbackFonts()[fallbackFor(code)] ?? main), code);
      i++;
      continue;
    }
    const font = covered(unit) ? main : (fallbackFonts()[fallbackFor(unit)] ?? main);
    let advance = font.advances[unit]!;
    if (Number.isNaN(advance)) font.advances[unit] = advance = advanceOf(font, unit);
    total += advance;
  }
  return total;
}

/**
 * A cleaned text cut into runs of one font each: the face's own (font -1) or a fallback (its index),
 * so the PDF draws every character with a font that has it.
 */
function fontRuns(text: string): Array<{ text: string; font: number }> {
  const runs: Array<{ text: string; font: number }> = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const font = covered(code) ? -1 : fallbackFor(code);
    const last = runs.at(-1);
    if (last && last.font === font) last.text += ch;
    else runs.push({ text: ch, font });
  }
  return runs;
}

/** Which code points of the Basic Multilingual Plane the font has (1), for `clean`. */
let coverage: Uint8Array | undefined;
function covered(code: number): boolean {
  if (!coverage) {
    coverage = new Uint8Array(0x10000);
    for (const point of fonts().regular.metrics.characterSet) if (point < 0x10000) coverage[point] = 1;
  }
  return code < 0x10000 && coverage[code] === 1;
}

function drawable(code: number): boolean {
  return covered(code) || fallbackFor(code) !== 255;
}

/** The characters of a text no font of the PDF has (each would print as "?"), once each. */
export function undrawableCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (code > 0x7e && code !== 0xfeff && !drawable(code) && !/\s/.test(ch)) missing.add(ch);
  }
  return [...missing];
}

/**
 * Noto Serif covers Latin, Greek and Cyrillic with all their diacritics; the fallback fonts cover
 * mathematics and symbols. A character none of them has (a CJK name, an emoji) is replaced by "?"
 * rather than making the generator throw; tabs and line breaks become spaces.
 */
function clean(text: string): string {
  // Most text is printable ASCII, which the font covers: no need to look at each character.
  if (!/[^\x20-\x7E]/.test(text)) return text;
  const normal = text.normalize('NFC');
  let fine = true;
  for (let i = 0; i < normal.length && fine; i++) {
    const code = normal.charCodeAt(i);
    fine = code !== 9 && code !== 10 && covered(code);
  }
  if (fine) return normal;
  let out = '';
  for (const ch of normal) {
    const code = ch.codePointAt(0) ?? 0;
    out += code === 9 || code === 10 ? ' ' : drawable(code) ? ch : '?';
  }
  return out;
}

/** JavaScript's \s: the characters between which a line may break. */
const SPACE = /\s/;
const spaceCodes = new Uint8Array(0x10000);
for (let code = 0; code < 0x10000; code++) if (SPACE.test(String.fromCharCode(code))) spaceCodes[code] = 1;

/**
 * Breaks a cleaned text into lines of at most `width` (a word longer than the width gets a line of its
 * own), in one pass over its characters. Returns the number of lines, and hands each line, its words
 * joined by single spaces, to `onLine` when given: counting pages needs only the number.
 */
function breakLines(text: string, face: Face, size: number, width: number, onLine?: (line: string) => void): number {
  const space = widthOf(face, ' ', size);
  const main = fonts()[FACE_FILE[face]];
  const scale = size / 1000;
  let lines = 0;
  let lineWidth = 0;
  let open = false;
  let words: string[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && spaceCodes[text.charCodeAt(i)] === 1) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && spaceCodes[text.charCodeAt(i)] !== 1) i++;
    // Counting pages needs each word's width only: the word itself is cut out when lines are drawn.
    const w = advanceSum(main, text, start, i) * scale;
    if (open && lineWidth + space + w <= width) {
      lineWidth += space + w;
      if (onLine) words.push(text.slice(start, i));
      continue;
    }
    if (open) {
      lines++;
      if (onLine) onLine(words.join(' '));
    }
    open = true;
    lineWidth = w;
    if (onLine) words = [text.slice(start, i)];
  }
  if (open) {
    lines++;
    if (onLine) onLine(words.join(' '));
  }
  return lines;
}

/** Line counts by text, for one face, size and width: see `countArticlePages`. */
export type LineMemo = Map<string, Map<string, number>>;

function countLines(memo: LineMemo | undefined, text: string, face: Face, size: number, width: number): number {
  if (!memo) return breakLines(text, face, size, width);
  const setting = `${face} ${size} ${width}`;
  let counts = memo.get(setting);
  if (!counts) memo.set(setting, (counts = new Map<string, number>()));
  let count = counts.get(text);
  if (count === undefined) counts.set(text, (count = breakLines(text, face, size, width)));
  return count;
}

function wrap(text: string, face: Face, size: number, width: number): string[] {
  const lines: string[] = [];
  breakLines(text, face, size, width, (line) => lines.push(line));
  return lines;
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  face: Face;
  color?: Colour;
}

/** Where the layout goes: PDF pages, or nowhere (counting pages only). */
interface Canvas {
  /** False when only counting: lines need not be made. */
  readonly draws: boolean;
  /** Lines already counted, when counting an article again. */
  readonly memo?: LineMemo;
  addPage(): void;
  /** The number of the page being laid out, from 1. */
  readonly pageNumber: number;
  text(text: string, options: TextOptions): void;
  line(from: { x: number; y: number }, to: { x: number; y: number }, thickness: number, color: Colour): void;
  box(x: number, y: number, width: number, height: number): void;
}

class CountingCanvas implements Canvas {
  readonly draws = false;
  pages = 0;
  constructor(readonly memo?: LineMemo) {}
  addPage(): void {
    this.pages++;
  }
  get pageNumber(): number {
    return this.pages;
  }
  text(): void {}
  line(): void {}
  box(): void {}
}

class PdfCanvas implements Canvas {
  readonly draws = true;
  page!: PDFPage;

  constructor(
    private readonly doc: PDFDocument,
    private readonly faces: Record<Face, PDFFont>,
    /** The fallback fonts, embedded on first use (most articles need none). */
    private readonly fallback: (index: number) => PDFFont,
  ) {}

  addPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  }

  get pageNumber(): number {
    return this.doc.getPageCount();
  }

  text(text: string, { x, y, size, face, color }: TextOptions): void {
    let at = x;
    for (const run of fontRuns(text)) {
      const font = run.font < 0 ? this.faces[face] : this.fallback(run.font);
      this.page.drawText(run.text, { x: at, y, size, font, color: color ?? BLACK });
      at += widthOf(face, run.text, size);
    }
  }

  line(start: { x: number; y: number }, end: { x: number; y: number }, thickness: number, color: Colour): void {
    this.page.drawLine({ start, end, thickness, color });
  }

  box(x: number, y: number, width: number, height: number): void {
    this.page.drawRectangle({
      x,
      y,
      width,
      height,
      color: rgb(0.94, 0.95, 0.98),
      borderColor: rgb(0.8, 0.83, 0.9),
      borderWidth: 0.5,
    });
  }

  /** Running footers, once the page count is known. */
  footers(footer: string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      page.drawLine({
        start: { x: MARGIN_X, y: 44 },
        end: { x: PAGE_WIDTH - MARGIN_X, y: 44 },
        thickness: 0.4,
        color: GREY,
      });
      page.drawText(footer, { x: MARGIN_X, y: 32, size: 7, font: this.faces.sans, color: GREY });
      const label = `Page ${i + 1} of ${pages.length}`;
      page.drawText(label, {
        x: PAGE_WIDTH - MARGIN_X - widthOf('sans', label, 7.5),
        y: 32,
        size: 7.5,
        font: this.faces.sans,
        color: GREY,
      });
    });
  }
}

class Writer {
  y = 0;

  constructor(
    private readonly canvas: Canvas,
    private readonly article: PdfArticle,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.canvas.addPage();
    const top = PAGE_HEIGHT - 34;
    const left = clean(this.article.headerLeft);
    const right = clean(this.article.headerRight);
    const rightWidth = widthOf('sans', right, 8);
    // Long conference names do not fit beside the issue details: the details then go on a second line.
    const twoLines = widthOf('sans', left, 8) + rightWidth + 12 > TEXT_WIDTH;
    const rightY = twoLines ? top - 10 : top;
    this.canvas.text(left, { x: MARGIN_X, y: top, size: 8, face: 'sans', color: ACCENT });
    this.canvas.text(right, { x: PAGE_WIDTH - MARGIN_X - rightWidth, y: rightY, size: 8, face: 'sans', color: GREY });
    this.canvas.line({ x: MARGIN_X, y: rightY - 6 }, { x: PAGE_WIDTH - MARGIN_X, y: rightY - 6 }, 0.6, ACCENT);
    this.y = PAGE_HEIGHT - MARGIN_TOP;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN_BOTTOM) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  paragraph(
    text: string,
    face: Face,
    size: number,
    options: { indent?: number; hanging?: number; color?: Colour; leading?: number } = {},
  ): void {
    const indent = options.indent ?? 0;
    const hanging = options.hanging ?? 0;
    const leading = options.leading ?? size * 1.35;
    const cleaned = clean(text);
    const width = TEXT_WIDTH - indent - hanging;
    const lines = this.canvas.draws ? wrap(cleaned, face, size, width) : undefined;
    const count = lines ? lines.length : countLines(this.canvas.memo, cleaned, face, size, width);
    for (let i = 0; i < count; i++) {
      this.ensure(leading);
      this.y -= leading;
      if (lines) {
        this.canvas.text(lines[i]!, {
          x: MARGIN_X + indent + (i === 0 ? 0 : hanging),
          y: this.y,
          size,
          face,
          color: options.color ?? BLACK,
        });
      }
    }
  }

  heading(text: string, size = 11.5): void {
    this.ensure(size * 3);
    this.space(size * 0.8);
    this.paragraph(text, 'sansBold', size, { color: ACCENT });
    this.space(2);
  }

  /** A line of a table of contents: the heading, and its page number at the right margin once known. */
  contentsLine(text: string, page: number | undefined): void {
    const size = 10.5;
    const leading = 16;
    this.ensure(leading);
    this.y -= leading;
    const number = page === undefined ? '' : String(page);
    this.canvas.text(clean(text), { x: MARGIN_X, y: this.y, size, face: 'serif' });
    this.canvas.text(number, {
      x: PAGE_WIDTH - MARGIN_X - widthOf('serif', number, size),
      y: this.y,
      size,
      face: 'serif',
    });
  }

  /** The page being laid out, for a table of contents. */
  get page(): number {
    return this.canvas.pageNumber;
  }

  /** Authors with superscript affiliation numbers, wrapped at author boundaries. */
  authors(): void {
    const size = 11.5;
    const sup = 7;
    const leading = 17;
    const runs = this.article.authors.map((a, i) => ({
      name: clean(a.name),
      mark: String(a.affiliation),
      sep: i < this.article.authors.length - 1 ? ', ' : '',
    }));
    let x = MARGIN_X;
    this.ensure(leading);
    this.y -= leading;
    for (const run of runs) {
      const width =
        widthOf('serif', run.name, size) + widthOf('serif', run.mark, sup) + widthOf('serif', run.sep, size);
      if (x + width > MARGIN_X + TEXT_WIDTH && x > MARGIN_X) {
        x = MARGIN_X;
        this.ensure(leading);
        this.y -= leading;
      }
      this.canvas.text(run.name, { x, y: this.y, size, face: 'serif' });
      x += widthOf('serif', run.name, size);
      this.canvas.text(run.mark, { x: x + 0.5, y: this.y + 5, size: sup, face: 'serif' });
      x += widthOf('serif', run.mark, sup) + 0.5;
      if (run.sep) {
        this.canvas.text(run.sep, { x, y: this.y, size, face: 'serif' });
        x += widthOf('serif', run.sep, size);
      }
    }
  }

  /** The abstract in a tinted box, as journals print it. */
  abstractBox(): void {
    const size = 10;
    const leading = 13.2;
    const pad = 10;
    const abstract = clean(this.article.abstract);
    const keywords = clean(this.article.keywords.join('; '));
    const lineCount = (text: string, width: number) => countLines(this.canvas.memo, text, 'serif', size, width);
    const height =
      pad * 2 +
      16 +
      lineCount(abstract, TEXT_WIDTH - 2 * pad) * leading +
      6 +
      lineCount(keywords, TEXT_WIDTH - 2 * pad - 62) * leading;
    this.ensure(height + 8);
    this.space(8);
    if (!this.canvas.draws) {
      this.y -= height;
      return;
    }
    const lines = wrap(abstract, 'serif', size, TEXT_WIDTH - 2 * pad);
    const keywordLines = wrap(keywords, 'serif', size, TEXT_WIDTH - 2 * pad - 62);
    this.canvas.box(MARGIN_X, this.y - height, TEXT_WIDTH, height);
    let y = this.y - pad - 10;
    this.canvas.text('Abstract', { x: MARGIN_X + pad, y, size: 10.5, face: 'sansBold', color: ACCENT });
    y -= 6;
    for (const line of lines) {
      y -= leading;
      this.canvas.text(line, { x: MARGIN_X + pad, y, size, face: 'serif' });
    }
    y -= 6;
    keywordLines.forEach((line, i) => {
      y -= leading;
      if (i === 0) this.canvas.text('Keywords:', { x: MARGIN_X + pad, y, size, face: 'sansBold', color: ACCENT });
      this.canvas.text(line, { x: MARGIN_X + pad + 62, y, size, face: 'serif' });
    });
    this.y -= height;
  }
}

/** Title, authors and their affiliations, the meta lines: the head of an article, or a thesis's title page. */
function titleBlock(w: Writer, article: PdfArticle): void {
  w.paragraph(article.kind.toUpperCase(), 'sansBold', 9, { color: ACCENT });
  w.space(6);
  w.paragraph(article.title, 'serifBold', 17, { leading: 21 });
  w.space(6);
  w.authors();
  w.space(6);
  article.affiliations.forEach((aff, i) =>
    w.paragraph(`${i + 1} ${aff}`, 'serifItalic', 9, { leading: 11.5, hanging: 8 }),
  );
  w.space(6);
  if (article.titlePage) {
    w.space(18);
    w.paragraph(article.titlePage.statement, 'serifItalic', 11, { leading: 15 });
    w.space(18);
  }
  for (const [label, value] of article.meta)
    w.paragraph(`${label}: ${value}`, 'sans', 8.5, { color: GREY, leading: 11 });
}

function references(w: Writer, article: PdfArticle): void {
  w.heading('References');
  article.references.forEach((ref, i) => {
    w.paragraph(`[${i + 1}] ${ref}`, 'serif', 9, { leading: 11.5, hanging: 16 });
    w.space(2);
  });
}

/** A thesis's chapter: a numbered top-level section ("3 Design of ..."); back matter such as the declaration is not. */
function isChapter(article: PdfArticle, section: PdfArticle['sections'][number]): boolean {
  return article.titlePage !== undefined && (section.level ?? 0) === 0 && /^\d/.test(section.heading);
}

function body(w: Writer, article: PdfArticle, chapterPages?: number[]): number[] {
  const chapters: number[] = [];
  for (const section of article.sections) {
    const chapter = isChapter(article, section);
    if (chapter) {
      w.newPage();
      chapters.push(w.page);
    }
    w.heading(section.heading, chapter ? 15 : 11.5);
    for (const p of section.paragraphs) {
      w.paragraph(p, 'serif', 10.5, { leading: 14 });
      w.space(4);
    }
  }
  if (article.citation) {
    w.heading('How to cite');
    w.paragraph(article.citation, 'serif', 10, { leading: 13 });
  }
  if (article.titlePage) {
    w.newPage();
    chapters.push(w.page);
  }
  references(w, article);
  return chapterPages ?? chapters;
}

/**
 * The whole layout, page by page, on either canvas. Returns the pages on which a thesis's chapters and
 * references start; drawing its contents needs them, from a counting pass first (`chapterPages`).
 */
function layOut(canvas: Canvas, article: PdfArticle, chapterPages?: number[]): number[] {
  const w = new Writer(canvas, article);
  titleBlock(w, article);
  if (article.titlePage) {
    w.space(24);
    w.paragraph(article.licence, 'sans', 8, { color: GREY, leading: 10.5 });
    w.newPage();
    w.abstractBox();
    w.heading('Contents', 13);
    const entries = [...article.sections.filter((s) => isChapter(article, s)).map((s) => s.heading), 'References'];
    entries.forEach((heading, i) => w.contentsLine(heading, chapterPages?.[i]));
    return body(w, article, chapterPages);
  }
  w.abstractBox();
  w.space(4);
  w.paragraph(article.licence, 'sans', 8, { color: GREY, leading: 10.5 });
  return body(w, article);
}

/**
 * How many pages `renderArticlePdf` gives this article, without typesetting it (about a millisecond an
 * article, not a second). Counting variants of one article (its page range changed) with the same
 * `memo` measures each paragraph once.
 */
export function countArticlePages(article: PdfArticle, memo?: LineMemo): number {
  const canvas = new CountingCanvas(memo);
  layOut(canvas, article);
  return canvas.pages;
}

/**
 * The page range of an article that starts on page `first` and whose PDF names its own range (the running
 * header, the citation): counted from the layout, then counted again with the range that count gives,
 * until the two agree (at most three rounds; one memo, so each paragraph is measured once). A caller
 * counting many articles of similar length saves a round by starting from the last one's count (`guess`).
 */
export function settlePageRange(
  first: number,
  articleFor: (pages: string) => PdfArticle,
  guess = 1,
): { pages: string; count: number } {
  const memo: LineMemo = new Map();
  let pages = `${first}-${first + guess - 1}`;
  let count = countArticlePages(articleFor(pages), memo);
  for (let round = 0; round < 3 && `${first}-${first + count - 1}` !== pages; round++) {
    pages = `${first}-${first + count - 1}`;
    count = countArticlePages(articleFor(pages), memo);
  }
  return { pages, count };
}

export async function renderArticlePdf(article: PdfArticle): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = fonts();
  const regular = await doc.embedFont(files.regular.bytes, { subset: true });
  const bold = await doc.embedFont(files.bold.bytes, { subset: true });
  const italic = await doc.embedFont(files.italic.bytes, { subset: true });
  // Embedded before drawing (pdf-lib embeds asynchronously), only those the article's text needs.
  const needed = new Set<number>();
  const collect = (text: string) => {
    for (const run of fontRuns(clean(text))) if (run.font >= 0 && run.font !== 255) needed.add(run.font);
  };
  collect(JSON.stringify(article));
  const embedded = new Map<number, PDFFont>();
  for (const index of needed) embedded.set(index, await doc.embedFont(fallbackFonts()[index]!.bytes, { subset: true }));
  const canvas = new PdfCanvas(
    doc,
    { serif: regular, serifBold: bold, serifItalic: italic, sans: regular, sansBold: bold },
    (index) => embedded.get(index) ?? regular,
  );

  // Metadata makes the file identify itself in viewers and reference managers; fixed dates keep it reproducible.
  doc.setTitle(clean(article.title));
  doc.setAuthor(clean(article.authors.map((a) => a.name).join(', ')));
  const id = article.doi ? `doi:${article.doi}` : article.identifier;
  doc.setSubject(clean(id ? `${article.kind}, ${id}` : article.kind));
  doc.setKeywords(article.keywords.map(clean));
  doc.setProducer(clean(article.producer));
  doc.setCreator(clean(article.producer));
  doc.setCreationDate(new Date(article.createdAt));
  doc.setModificationDate(new Date(article.updatedAt));

  // A thesis's contents name the pages its chapters start on: a counting pass finds them first.
  layOut(canvas, article, article.titlePage ? layOut(new CountingCanvas(), article) : undefined);
  canvas.footers(clean(article.footer));
  return doc.save({ useObjectStreams: true });
}
