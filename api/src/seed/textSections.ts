import { bodyToHtml, type BodyResult } from '../jats/bodyHtml.ts';
import { child, childrenNamed, parseXml } from '../jats/xmlTree.ts';
import type { FullText } from './fullText.ts';
import { writeTextXml } from './jatsWriter.ts';

/**
 * A seeded thesis's or conference paper's full text as its PDF is typeset from it: written as a JATS
 * `<body>` and `<back>` by the same writer as the papers, and read back by the importer's body reader,
 * so every kind of content gets the same numbered headings, lists and tables in its PDF (one path for
 * the text; docs/content.md, "Theses and conference papers"). A text the reader renders only in part
 * is a bug in the seed: it throws.
 */
export function textSections(text: FullText): BodyResult['sections'] {
  const { body, back } = writeTextXml(text);
  const root = parseXml(`<article><body>\n${body}\n</body><back>\n${back}\n</back></article>`);
  const { sections, warnings } = bodyToHtml(child(root, 'body'), childrenNamed(child(root, 'back'), 'sec'));
  if (warnings.length > 0) {
    throw new Error(`The seed wrote text the importer does not render: ${warnings.map((w) => w.element).join(', ')}`);
  }
  return sections;
}
