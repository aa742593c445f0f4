import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { journal } from '@journal/shared/journal';

/**
 * The journal's copyright and licence form (PDF with fillable fields): the authors keep copyright,
 * grant the publisher the exclusive licence to publish, and agree to publication under the licence
 * stated in the journal's terms (journal.licence, CC BY 4.0). Fields can be filled on screen or on paper.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
const INK = rgb(0.1, 0.12, 0.2);
const BRAND = rgb(0.17, 0.23, 0.55);
const RULE = rgb(0.75, 0.77, 0.82);

const licence = journal.licence;

const grantClauses = [
  `The author(s) keep the copyright of the article. They grant ${journal.publisher}, publisher of the ${journal.name} (${journal.shortName}), the exclusive licence to publish the article first, in every format and medium, to register its DOI under the prefix ${journal.doiPrefix}, and to deposit its metadata and references with indexing services.`,
  `The article will be published open access under the ${licence.title} licence (${licence.name}, ${licence.url}). Anyone may copy, redistribute, adapt and build upon the article in any medium or format, for any purpose including commercial use, provided that the authors and the journal are credited, a link to the licence is given and changes are indicated.`,
  'The author(s) may share the submitted, accepted and published versions of the article in institutional or subject repositories and on personal web pages, with a full citation and a link to the DOI of the published version.',
  'Third-party material reproduced in the article with permission keeps its own terms, which the caption states; the licence above does not extend to it.',
];

const warranties = [
  'The article is the original work of the authors listed and has not been published, and is not under consideration, elsewhere.',
  'All authors have approved the final version and agree to its submission and to this licence.',
  'The article infringes no copyright or other right and contains nothing unlawful; permission has been obtained for any third-party material, which is acknowledged.',
  `Every source is cited, and the similarity index of the article is ${journal.claims.plagiarismLimit} excluding references.`,
  'All funding, grants and competing interests are declared below and in the article.',
];

interface Cursor {
  page: PDFPage;
  y: number;
}

export async function copyrightForm(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${journal.shortName} Copyright and Licence Form`);
  pdf.setAuthor(journal.publisher);
  pdf.setSubject(
    `Copyright, grants and ownership declaration and licence to publish (${licence.name}) for the ${journal.name}`,
  );
  pdf.setKeywords([journal.shortName, 'copyright', 'licence', licence.name]);
  pdf.setCreator(`${journal.shortName} editorial office`);
  pdf.setProducer(`${journal.shortName} editorial office`);
  const fixedDate = new Date(Date.UTC(journal.copyrightYear, 0, 1));
  pdf.setCreationDate(fixedDate);
  pdf.setModificationDate(fixedDate);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const form = pdf.getForm();

  const newPage = (): Cursor => {
    const page = pdf.addPage([A4.width, A4.height]);
    page.drawText(`${journal.name} (${journal.shortName}) · e-ISSN ${journal.eIssn}`, {
      x: MARGIN,
      y: A4.height - 34,
      size: 8,
      font: regular,
      color: BRAND,
    });
    page.drawText(`${journal.publisher} · ${journal.contact.email}`, {
      x: MARGIN,
      y: 28,
      size: 8,
      font: regular,
      color: BRAND,
    });
    return { page, y: A4.height - MARGIN - 10 };
  };
  let cursor = newPage();

  const ensureRoom = (height: number) => {
    if (cursor.y - height < MARGIN) cursor = newPage();
  };

  const paragraph = (
    text: string,
    options: { font?: PDFFont; size?: number; indent?: number; after?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 9.5;
    const indent = options.indent ?? 0;
    const lines = wrap(text, font, size, WIDTH - indent);
    ensureRoom(lines.length * size * 1.35);
    for (const line of lines) {
      cursor.page.drawText(line, { x: MARGIN + indent, y: cursor.y, size, font, color: INK });
      cursor.y -= size * 1.35;
    }
    cursor.y -= options.after ?? 6;
  };

  const heading = (text: string) => {
    ensureRoom(40);
    cursor.y -= 6;
    cursor.page.drawText(text, { x: MARGIN, y: cursor.y, size: 11.5, font: bold, color: BRAND });
    cursor.y -= 6;
    cursor.page.drawLine({
      start: { x: MARGIN, y: cursor.y },
      end: { x: MARGIN + WIDTH, y: cursor.y },
      thickness: 0.6,
      color: RULE,
    });
    cursor.y -= 14;
  };

  const field = (
    name: string,
    label: string,
    options: { width?: number; x?: number; height?: number; multiline?: boolean; sameRow?: boolean } = {},
  ) => {
    const height = options.height ?? 18;
    const x = MARGIN + (options.x ?? 0);
    if (!options.sameRow) ensureRoom(height + 16);
    cursor.page.drawText(label, { x, y: cursor.y, size: 8.5, font: bold, color: INK });
    const box = form.createTextField(name);
    if (options.multiline) box.enableMultiline();
    box.addToPage(cursor.page, {
      x,
      y: cursor.y - 4 - height,
      width: options.width ?? WIDTH,
      height,
      font: regular,
      borderColor: RULE,
      borderWidth: 0.8,
    });
    box.setFontSize(9);
    return height + 22;
  };

  /** A tick box at the start of the current line, for a declaration drawn beside it. */
  const tickBox = (name: string) => {
    form.createCheckBox(name).addToPage(cursor.page, {
      x: MARGIN,
      y: cursor.y - 3,
      width: 11,
      height: 11,
      borderColor: INK,
      borderWidth: 0.8,
    });
  };

  const row = (fields: Array<{ name: string; label: string; width: number }>, height = 18) => {
    ensureRoom(height + 22);
    let x = 0;
    let used = 0;
    for (const item of fields) {
      used = field(item.name, item.label, { x, width: item.width, height, sameRow: true });
      x += item.width + 12;
    }
    cursor.y -= used;
  };

  // Title
  cursor.page.drawText('Copyright and Licence Form', { x: MARGIN, y: cursor.y, size: 20, font: bold, color: BRAND });
  cursor.y -= 20;
  paragraph(`Copyright, Grants and Ownership Declaration and Licence to Publish (${licence.name})`, {
    font: bold,
    size: 10.5,
    after: 8,
  });
  paragraph(
    `Complete this form once your paper has been accepted, sign it (every author, or the corresponding author on behalf of all), and upload it in the Editorial Management System with the final version of your manuscript, or send it to ${journal.contact.email}. The article is published only after the form is received.`,
  );

  heading('1. The article');
  row([
    { name: 'manuscript_id', label: 'Manuscript ID', width: 150 },
    { name: 'article_type', label: 'Article type', width: WIDTH - 162 },
  ]);
  cursor.y -= field('article_title', 'Title of the article', { height: 32, multiline: true });
  cursor.y -= field('authors', 'All authors, in the order of the article', { height: 32, multiline: true });
  row([
    { name: 'corresponding_author', label: 'Corresponding author', width: (WIDTH - 12) / 2 },
    { name: 'corresponding_email', label: 'Email', width: (WIDTH - 12) / 2 },
  ]);
  cursor.y -= field('affiliation', 'Affiliation and address of the corresponding author', {
    height: 32,
    multiline: true,
  });

  heading('2. Licence to publish');
  grantClauses.forEach((clause, index) => paragraph(`2.${index + 1}  ${clause}`));

  heading('3. The authors declare that');
  warranties.forEach((warranty, index) => {
    const lines = wrap(warranty, regular, 9.5, WIDTH - 22);
    ensureRoom(lines.length * 13 + 6);
    tickBox(`declaration_${index + 1}`);
    paragraph(warranty, { indent: 22 });
  });

  heading('4. Grants and funding');
  cursor.y -= field(
    'funding',
    'Funding bodies and grant numbers (write "None" if the work received no specific funding)',
    { height: 40, multiline: true },
  );
  cursor.y -= field('competing_interests', 'Competing interests (write "None" if there are none)', {
    height: 32,
    multiline: true,
  });

  heading('5. Signatures');
  paragraph(
    'Each author signs below. The corresponding author may sign alone on behalf of all authors by ticking this box:',
    { after: 4 },
  );
  ensureRoom(20);
  tickBox('signed_on_behalf_of_all');
  paragraph('I sign on behalf of all authors, who have authorised me to do so.', { indent: 22, after: 10 });
  for (let author = 1; author <= 4; author += 1) {
    row(
      [
        { name: `author_${author}_name`, label: `Author ${author}: name`, width: 190 },
        { name: `author_${author}_signature`, label: 'Signature', width: 170 },
        { name: `author_${author}_date`, label: 'Date (DD/MM/YYYY)', width: WIDTH - 384 },
      ],
      30,
    );
  }
  paragraph(
    `${journal.publisher}, ${journal.publisherAddress}. Questions about this form: ${journal.contact.email}, ${journal.contact.phone}.`,
    { size: 8, after: 0 },
  );

  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    page.drawText(label, {
      x: A4.width - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: 28,
      size: 8,
      font: regular,
      color: BRAND,
    });
  });
  // Without object streams (a PDF 1.5 feature) older readers and form-filling tools open it too.
  return pdf.save({ useObjectStreams: false });
}

/** Splits text into lines that fit `width` at the given font and size. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
