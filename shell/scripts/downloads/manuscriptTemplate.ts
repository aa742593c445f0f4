import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { journal } from '@journal/shared/journal';

/**
 * The journal's manuscript template (Word): the layout of an IJCRI paper with, in every part, the
 * guidance an author replaces with their own text. The formatting rules stated here are the ones the
 * editorial office checks at submission.
 */

const FONT = 'Times New Roman';
/** docx sizes are in half-points. */
const pt = (points: number) => points * 2;
/** 1 cm in twentieths of a point. */

export const formattingRules = [
  'Page: A4 (21 cm × 29.7 cm), single column, 2.54 cm margins on every side.',
  'Font: Times New Roman throughout. Title 16 pt bold; author names 11 pt; affiliations 10 pt italic; abstract and keywords 10 pt; body text 11 pt, justified, 1.15 line spacing, 6 pt after each paragraph.',
  'Headings: first level 12 pt bold, numbered 1, 2, 3; second level 11 pt bold italic, numbered 2.1, 2.2. Do not go deeper than three levels.',
  'Length: 8 to 20 pages including references and appendices. Abstract 150 to 250 words with no citations; 4 to 6 keywords.',
  'Figures and tables: numbered in order of first mention and cited in the text. Table captions go above the table, figure captions below the figure. Figures at 300 dpi or as vector graphics, readable in greyscale.',
  'Equations: set with the Word equation editor, centred, numbered in round brackets at the right margin, e.g. (1).',
  'References: IEEE style, numbered in square brackets in order of first citation, with the DOI of every work that has one.',
  `Originality: the similarity index reported by our plagiarism check must be ${journal.claims.plagiarismLimit}, excluding references.`,
  'Submission: upload this file as .docx through the Editorial Management System. Remove the guidance text before you submit.',
];

function guidance(text: string): Paragraph {
  return new Paragraph({ style: 'Guidance', children: [new TextRun(text)] });
}

function heading1(text: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(text)] });
}

function heading2(text: string): Paragraph {
  return new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(text)] });
}

function centred(runs: TextRun[], after = 120): Paragraph {
  return new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after }, children: runs });
}

function cell(text: string, bold = false): TableCell {
  return new TableCell({
    width: { size: 25, type: WidthType.PERCENTAGE },
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text, bold, font: FONT, size: pt(10) })],
      }),
    ],
  });
}

const exampleTable = new Table({
  width: { size: 100, type: WidthType.PERCENTAGE },
  borders: {
    top: { style: BorderStyle.SINGLE, size: 8, color: '000000' },
    bottom: { style: BorderStyle.SINGLE, size: 8, color: '000000' },
    left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
    right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
    insideHorizontal: { style: BorderStyle.SINGLE, size: 4, color: '000000' },
    insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  },
  rows: [
    new TableRow({
      tableHeader: true,
      children: [
        cell('Method', true),
        cell('Accuracy (%)', true),
        cell('F1 score', true),
        cell('Training time (min)', true),
      ],
    }),
    new TableRow({ children: [cell('Baseline [2]'), cell('87.4 ± 0.3'), cell('0.861'), cell('42')] }),
    new TableRow({ children: [cell('Proposed method'), cell('91.2 ± 0.2'), cell('0.904'), cell('38')] }),
  ],
});

const references = [
  'Y. LeCun, Y. Bengio, and G. Hinton, "Deep learning," Nature, vol. 521, no. 7553, pp. 436–444, May 2015, doi: 10.1038/nature14539.',
  'K. He, X. Zhang, S. Ren, and J. Sun, "Deep residual learning for image recognition," in Proc. IEEE Conf. Comput. Vis. Pattern Recognit. (CVPR), Las Vegas, NV, USA, 2016, pp. 770–778, doi: 10.1109/CVPR.2016.90.',
  'T. H. Cormen, C. E. Leiserson, R. L. Rivest, and C. Stein, Introduction to Algorithms, 4th ed. Cambridge, MA, USA: MIT Press, 2022.',
  'A. Vaswani et al., "Attention is all you need," in Proc. Adv. Neural Inf. Process. Syst. (NeurIPS), vol. 30, 2017, pp. 5998–6008.',
  'D. E. Knuth, The Art of Computer Programming, Vol. 1: Fundamental Algorithms, 3rd ed. Reading, MA, USA: Addison-Wesley, 1997.',
];

export function manuscriptTemplate(): Document {
  return new Document({
    creator: journal.publisher,
    title: `${journal.shortName} Manuscript Template`,
    subject: `Manuscript template of the ${journal.name}`,
    description: `Template and formatting rules for papers submitted to ${journal.name} (e-ISSN ${journal.eIssn}).`,
    keywords: `${journal.shortName}, manuscript template, formatting rules, IEEE references`,
    styles: {
      default: { document: { run: { font: FONT, size: pt(11) } } },
      paragraphStyles: [
        {
          id: 'BodyText',
          name: 'Body Text',
          basedOn: 'Normal',
          run: { font: FONT, size: pt(11) },
          paragraph: { alignment: AlignmentType.JUSTIFIED, spacing: { after: 120, line: 276 } },
        },
        {
          id: 'Guidance',
          name: 'Guidance',
          basedOn: 'BodyText',
          run: { font: FONT, size: pt(11), color: '1F4E79' },
          paragraph: { alignment: AlignmentType.JUSTIFIED, spacing: { after: 120, line: 276 } },
        },
        {
          id: 'Heading1',
          name: 'Heading 1',
          basedOn: 'Normal',
          next: 'BodyText',
          run: { font: FONT, size: pt(12), bold: true, color: '000000' },
          paragraph: { spacing: { before: 240, after: 120 }, keepNext: true },
        },
        {
          id: 'Heading2',
          name: 'Heading 2',
          basedOn: 'Normal',
          next: 'BodyText',
          run: { font: FONT, size: pt(11), bold: true, italics: true, color: '000000' },
          paragraph: { spacing: { before: 180, after: 100 }, keepNext: true },
        },
        {
          id: 'Reference',
          name: 'Reference',
          basedOn: 'Normal',
          run: { font: FONT, size: pt(10) },
          paragraph: { spacing: { after: 80 }, indent: { left: 454, hanging: 454 } },
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1440, bottom: 1440, left: 1440, right: 1440, header: 708, footer: 708 },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    text: `${journal.name} (${journal.shortName}) · e-ISSN ${journal.eIssn}`,
                    font: FONT,
                    size: pt(9),
                    italics: true,
                  }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                    font: FONT,
                    size: pt(9),
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          centred(
            [
              new TextRun({
                text: 'Write the Title of Your Paper Here in Title Case, in at Most Twenty Words',
                bold: true,
                size: pt(16),
                font: FONT,
              }),
            ],
            240,
          ),
          centred([
            new TextRun({ text: 'First A. Author', size: pt(11), font: FONT }),
            new TextRun({ text: '1', superScript: true, size: pt(11), font: FONT }),
            new TextRun({ text: ', Second B. Author', size: pt(11), font: FONT }),
            new TextRun({ text: '2', superScript: true, size: pt(11), font: FONT }),
            new TextRun({ text: ' and Third C. Author', size: pt(11), font: FONT }),
            new TextRun({ text: '1,*', superScript: true, size: pt(11), font: FONT }),
          ]),
          centred(
            [
              new TextRun({ text: '1', superScript: true, size: pt(10), font: FONT }),
              new TextRun({
                text: 'Department of Computer Science and Engineering, Name of University, City, Country',
                italics: true,
                size: pt(10),
                font: FONT,
              }),
            ],
            40,
          ),
          centred(
            [
              new TextRun({ text: '2', superScript: true, size: pt(10), font: FONT }),
              new TextRun({
                text: 'Research Laboratory or Company, City, Country',
                italics: true,
                size: pt(10),
                font: FONT,
              }),
            ],
            40,
          ),
          centred(
            [new TextRun({ text: '*Corresponding author: name@institution.edu', size: pt(10), font: FONT })],
            240,
          ),
          guidance(
            "Give every author's full name as it should appear in indexes, with one affiliation line per institution. Mark the corresponding author with an asterisk and give an institutional email address. Add ORCID iDs in the Editorial Management System when you submit.",
          ),
          new Paragraph({
            spacing: { after: 120 },
            alignment: AlignmentType.JUSTIFIED,
            children: [
              new TextRun({ text: 'Abstract—', bold: true, size: pt(10), font: FONT }),
              new TextRun({
                text: 'Write a single paragraph of 150 to 250 words that a reader can understand on its own. State the problem and why it matters, what you did (method, data, setting), the main quantitative result, and what it means. Do not cite references, do not use undefined abbreviations, and do not claim anything the paper does not show. Editors use the abstract to check scope and to choose reviewers, so be specific.',
                size: pt(10),
                font: FONT,
              }),
            ],
          }),
          new Paragraph({
            spacing: { after: 240 },
            children: [
              new TextRun({ text: 'Keywords—', bold: true, size: pt(10), font: FONT }),
              new TextRun({
                text: 'four to six keywords; in lower case; separated by semicolons; as a reviewer would search for them',
                size: pt(10),
                font: FONT,
                italics: true,
              }),
            ],
          }),
          heading1('1. Introduction'),
          guidance(
            'State the problem, the context in which it matters, and what is missing from current solutions. End the introduction with a short list of your contributions and a sentence giving the structure of the rest of the paper. Cite sources in IEEE style, with numbers in square brackets in order of first citation, as in "deep learning has changed computer vision [1], [2]".',
          ),
          heading1('2. Related Work'),
          guidance(
            'Group earlier work by approach rather than listing papers one by one, and say for each group how your work differs. Write this section from your own notes and in your own words: copied or lightly reworded passages are treated as plagiarism even when they are cited.',
          ),
          heading1('3. Method'),
          guidance(
            'Describe your approach in enough detail for a competent reader to reproduce it: the model or algorithm, its assumptions, its parameters and how you chose them. Use second-level headings for the parts of the method.',
          ),
          heading2('3.1 Problem Formulation'),
          guidance(
            'Define your notation once and use it consistently. Number displayed equations at the right margin and refer to them as Eq. (1). For example, the cross-entropy loss over N samples is L = −(1/N) Σ yᵢ log ŷᵢ        (1)',
          ),
          heading2('3.2 Algorithm'),
          guidance(
            'Give pseudocode or a step-by-step description, with the time and space complexity of each step where relevant [3].',
          ),
          heading1('4. Evaluation'),
          guidance(
            'Describe the datasets (with citations and versions), the baselines, the metrics and the hardware and software used. Report the mean and the spread over repeated runs, and test whether differences are significant. Put the caption of a table above it, as in Table 1, and the caption of a figure below it.',
          ),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { before: 120, after: 80 },
            children: [
              new TextRun({
                text: 'Table 1. Accuracy, F1 score and training time on the test set (mean ± standard deviation over five runs)',
                size: pt(10),
                font: FONT,
              }),
            ],
          }),
          exampleTable,
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { before: 240, after: 120 },
            children: [
              new TextRun({
                text: 'Fig. 1. Place each figure above its caption; explain every axis, unit and symbol in the caption.',
                size: pt(10),
                font: FONT,
              }),
            ],
          }),
          guidance(
            'Discuss what the results show and where the method fails. Limitations stated by the authors are read as a strength by reviewers, not as a weakness.',
          ),
          heading1('5. Conclusion'),
          guidance(
            'Summarise the contributions and the evidence for them in a few sentences, without repeating the abstract, and name the most important open questions. Do not introduce new results here.',
          ),
          heading1('Declarations'),
          guidance(
            'Funding: name each funding body and grant number, or state that the work received no specific funding. Conflicts of interest: state any, or "The authors declare no conflict of interest." Data and code availability: give the repository address and the archived version used. Use of generative AI tools: state which tool was used and for what; the authors remain responsible for every sentence and every citation.',
          ),
          heading1('References'),
          guidance(
            "List every cited work in order of first citation, in IEEE style: authors' initials before surnames, up to six authors in full (more than six: first author et al.), article titles in quotation marks, journal and book titles in italics, and the DOI at the end. Examples of a journal article, a conference paper, a book and a paper with more than six authors follow.",
          ),
          ...references.map(
            (reference, index) =>
              new Paragraph({ style: 'Reference', children: [new TextRun(`[${index + 1}]\t${reference}`)] }),
          ),
          heading1(`Formatting Rules of ${journal.shortName}`),
          guidance(
            'Delete this section before you submit. The editorial office checks every submission against these rules:',
          ),
          ...formattingRules.map(
            (rule) => new Paragraph({ style: 'Guidance', bullet: { level: 0 }, children: [new TextRun(rule)] }),
          ),
        ],
      },
    ],
  });
}
