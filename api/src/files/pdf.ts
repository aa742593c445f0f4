import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFFont, PDFPage, rgb } from 'pdf-lib';

/**
 * Renders an article-like PDF from a paper's metadata: journal header, title, authors with
 * affiliations, abstract, keywords, DOI, licence, a short body built from the abstract and the
 * numbered references. The text is set in Noto Serif (SIL Open Font License 1.1, which allows
 * embedding), shipped by the npm package @expo-google-fonts/noto-serif and embedded as a subset, so
 * every name keeps its diacritics (Nguyễn, Wiśniewska, Þórsdóttir).
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
  sections: Array<{ heading: string; paragraphs: string[] }>;
  references: string[];
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

interface Fonts {
  serif: PDFFont;
  serifBold: PDFFont;
  serifItalic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
  bold: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  italic: '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf',
} as const;
let fontBytes: Record<keyof typeof FONT_FILES, Buffer> | undefined;

/** The font files, read once per process. */
function loadFontBytes(): Record<keyof typeof FONT_FILES, Buffer> {
  fontBytes ??= {
    regular: fs.readFileSync(require.resolve(FONT_FILES.regular)),
    bold: fs.readFileSync(require.resolve(FONT_FILES.bold)),
    italic: fs.readFileSync(require.resolve(FONT_FILES.italic)),
  };
  return fontBytes;
}

/**
 * Noto Serif covers Latin, Greek and Cyrillic with all their diacritics. A character outside it
 * (a CJK name, an emoji) is replaced by "?" rather than making the generator throw.
 */
function makeSanitiser(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.normalize('NFC'))
      .map((ch) => {
        if (ch === '\t' || ch === '\n') return ' ';
        return supported.has(ch.codePointAt(0) ?? 0) ? ch : '?';
      })
      .join('');
}

/**
 * Widths of words at 1 pt, per font. Measuring an embedded TrueType font runs its shaper, so
 * measuring each growing line again (the obvious wrap) costs seconds per article; words repeat a lot,
 * and a line's width is the sum of its words and spaces.
 */
const wordWidths = new WeakMap<PDFFont, Map<string, number>>();
function unitWidth(font: PDFFont, word: string): number {
  let cache = wordWidths.get(font);
  if (!cache) wordWidths.set(font, (cache = new Map<string, number>()));
  let width = cache.get(word);
  if (width === undefined) cache.set(word, (width = font.widthOfTextAtSize(word, 1)));
  return width;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = unitWidth(font, ' ') * size;
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = unitWidth(font, word) * size;
    if (!line) {
      line = word;
      lineWidth = w;
    } else if (lineWidth + space + w <= width) {
      line = `${line} ${word}`;
      lineWidth += space + w;
    } else {
      lines.push(line);
      line = word;
      lineWidth = w;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly article: PdfArticle,
    readonly clean: (text: string) => string,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const { sans } = this.fonts;
    const top = PAGE_HEIGHT - 34;
    const left = this.clean(this.article.headerLeft);
    const right = this.clean(this.article.headerRight);
    const rightWidth = sans.widthOfTextAtSize(right, 8);
    // Long conference names do not fit beside the issue details: the details then go on a second line.
    const twoLines = sans.widthOfTextAtSize(left, 8) + rightWidth + 12 > TEXT_WIDTH;
    const rightY = twoLines ? top - 10 : top;
    this.page.drawText(left, { x: MARGIN_X, y: top, size: 8, font: sans, color: ACCENT });
    this.page.drawText(right, { x: PAGE_WIDTH - MARGIN_X - rightWidth, y: rightY, size: 8, font: sans, color: GREY });
    this.page.drawLine({
      start: { x: MARGIN_X, y: rightY - 6 },
      end: { x: PAGE_WIDTH - MARGIN_X, y: rightY - 6 },
      thickness: 0.6,
      color: ACCENT,
    });
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
    font: PDFFont,
    size: number,
    options: { indent?: number; hanging?: number; color?: ReturnType<typeof rgb>; leading?: number } = {},
  ): void {
    const indent = options.indent ?? 0;
    const hanging = options.hanging ?? 0;
    const leading = options.leading ?? size * 1.35;
    const lines = wrap(this.clean(text), font, size, TEXT_WIDTH - indent - hanging);
    lines.forEach((line, i) => {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, {
        x: MARGIN_X + indent + (i === 0 ? 0 : hanging),
        y: this.y,
        size,
        font,
        color: options.color ?? rgb(0, 0, 0),
      });
    });
  }

  heading(text: string, size = 11.5): void {
    this.ensure(size * 3);
    this.space(size * 0.8);
    this.paragraph(text, this.fonts.sansBold, size, { color: ACCENT });
    this.space(2);
  }

  /** Authors with superscript affiliation numbers, wrapped at author boundaries. */
  authors(): void {
    const { serif } = this.fonts;
    const size = 11.5;
    const sup = 7;
    const leading = 17;
    const runs = this.article.authors.map((a, i) => ({
      name: this.clean(a.name),
      mark: String(a.affiliation),
      sep: i < this.article.authors.length - 1 ? ', ' : '',
    }));
    let x = MARGIN_X;
    this.ensure(leading);
    this.y -= leading;
    for (const run of runs) {
      const width =
        serif.widthOfTextAtSize(run.name, size) +
        serif.widthOfTextAtSize(run.mark, sup) +
        serif.widthOfTextAtSize(run.sep, size);
      if (x + width > MARGIN_X + TEXT_WIDTH && x > MARGIN_X) {
        x = MARGIN_X;
        this.ensure(leading);
        this.y -= leading;
      }
      this.page.drawText(run.name, { x, y: this.y, size, font: serif });
      x += serif.widthOfTextAtSize(run.name, size);
      this.page.drawText(run.mark, { x: x + 0.5, y: this.y + 5, size: sup, font: serif });
      x += serif.widthOfTextAtSize(run.mark, sup) + 0.5;
      if (run.sep) {
        this.page.drawText(run.sep, { x, y: this.y, size, font: serif });
        x += serif.widthOfTextAtSize(run.sep, size);
      }
    }
  }

  /** The abstract in a tinted box, as journals print it. */
  abstractBox(): void {
    const { serif, sansBold } = this.fonts;
    const size = 10;
    const leading = 13.2;
    const pad = 10;
    const lines = wrap(this.clean(this.article.abstract), serif, size, TEXT_WIDTH - 2 * pad);
    const keywordLines = wrap(this.clean(this.article.keywords.join('; ')), serif, size, TEXT_WIDTH - 2 * pad - 62);
    const height = pad * 2 + 16 + lines.length * leading + 6 + keywordLines.length * leading;
    this.ensure(height + 8);
    this.space(8);
    this.page.drawRectangle({
      x: MARGIN_X,
      y: this.y - height,
      width: TEXT_WIDTH,
      height,
      color: rgb(0.94, 0.95, 0.98),
      borderColor: rgb(0.8, 0.83, 0.9),
      borderWidth: 0.5,
    });
    let y = this.y - pad - 10;
    this.page.drawText('Abstract', { x: MARGIN_X + pad, y, size: 10.5, font: sansBold, color: ACCENT });
    y -= 6;
    for (const line of lines) {
      y -= leading;
      this.page.drawText(line, { x: MARGIN_X + pad, y, size, font: serif });
    }
    y -= 6;
    keywordLines.forEach((line, i) => {
      y -= leading;
      if (i === 0) this.page.drawText('Keywords:', { x: MARGIN_X + pad, y, size, font: sansBold, color: ACCENT });
      this.page.drawText(line, { x: MARGIN_X + pad + 62, y, size, font: serif });
    });
    this.y -= height;
  }

  footers(): void {
    const pages = this.doc.getPages();
    const { sans } = this.fonts;
    const footer = this.clean(this.article.footer);
    pages.forEach((page, i) => {
      page.drawLine({
        start: { x: MARGIN_X, y: 44 },
        end: { x: PAGE_WIDTH - MARGIN_X, y: 44 },
        thickness: 0.4,
        color: GREY,
      });
      page.drawText(footer, { x: MARGIN_X, y: 32, size: 7, font: sans, color: GREY });
      const label = `Page ${i + 1} of ${pages.length}`;
      page.drawText(label, {
        x: PAGE_WIDTH - MARGIN_X - sans.widthOfTextAtSize(label, 7.5),
        y: 32,
        size: 7.5,
        font: sans,
        color: GREY,
      });
    });
  }
}

export async function renderArticlePdf(article: PdfArticle): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = loadFontBytes();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  const fonts: Fonts = {
    serif: regular,
    serifBold: bold,
    serifItalic: await doc.embedFont(bytes.italic, { subset: true }),
    sans: regular,
    sansBold: bold,
  };
  const clean = makeSanitiser(fonts.serif);

  // Metadata makes the file identify itself in viewers and reference managers; fixed dates keep it reproducible.
  doc.setTitle(clean(article.title));
  doc.setAuthor(clean(article.authors.map((a) => a.name).join(', ')));
  doc.setSubject(clean(article.doi ? `${article.kind}, doi:${article.doi}` : article.kind));
  doc.setKeywords(article.keywords.map(clean));
  doc.setProducer(clean(article.producer));
  doc.setCreator(clean(article.producer));
  doc.setCreationDate(new Date(article.createdAt));
  doc.setModificationDate(new Date(article.updatedAt));

  const w = new Writer(doc, fonts, article, clean);
  w.paragraph(article.kind.toUpperCase(), fonts.sansBold, 9, { color: ACCENT });
  w.space(6);
  w.paragraph(article.title, fonts.serifBold, 17, { leading: 21 });
  w.space(6);
  w.authors();
  w.space(6);
  article.affiliations.forEach((aff, i) =>
    w.paragraph(`${i + 1} ${aff}`, fonts.serifItalic, 9, { leading: 11.5, hanging: 8 }),
  );
  w.space(6);
  for (const [label, value] of article.meta)
    w.paragraph(`${label}: ${value}`, fonts.sans, 8.5, { color: GREY, leading: 11 });
  w.abstractBox();
  w.space(4);
  w.paragraph(article.licence, fonts.sans, 8, { color: GREY, leading: 10.5 });

  for (const section of article.sections) {
    w.heading(section.heading);
    for (const p of section.paragraphs) {
      w.paragraph(p, fonts.serif, 10.5, { leading: 14 });
      w.space(4);
    }
  }
  if (article.citation) {
    w.heading('How to cite');
    w.paragraph(article.citation, fonts.serif, 10, { leading: 13 });
  }
  w.heading('References');
  article.references.forEach((ref, i) => {
    w.paragraph(`[${i + 1}] ${ref}`, fonts.serif, 9, { leading: 11.5, hanging: 16 });
    w.space(2);
  });
  w.footers();
  return doc.save({ useObjectStreams: true });
}
