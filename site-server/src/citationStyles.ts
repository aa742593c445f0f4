import { readFileSync } from 'node:fs';
import CSL from 'citeproc';
import type { CitationStyleId, CslItem } from '@journal/shared/citation';

const STYLE_FOLDER = new URL('./citationStyles/', import.meta.url);
const LOCALE = readFileSync(new URL('locales-en-US.xml', STYLE_FOLDER), 'utf8');

/**
 * One citeproc engine per style, made on first use (parsing a style takes milliseconds; a reference
 * afterwards well under one). Engines are reused: each call swaps in its one item, synchronously, so
 * two requests never share an item.
 */
const engines = new Map<CitationStyleId, { engine: InstanceType<typeof CSL.Engine>; item: { current?: CslItem } }>();

function engineFor(style: CitationStyleId) {
  let entry = engines.get(style);
  if (!entry) {
    const item: { current?: CslItem } = {};
    const engine = new CSL.Engine(
      { retrieveLocale: () => LOCALE, retrieveItem: () => item.current },
      readFileSync(new URL(`${style}.csl`, STYLE_FOLDER), 'utf8'),
      'en-US',
      true,
    );
    engine.setOutputFormat('text');
    entry = { engine, item };
    engines.set(style, entry);
  }
  return entry;
}

/** The bibliography entry of one item in one style, as plain text (a numbered style keeps its "1."/"[1]"). */
export function formatCitation(item: CslItem, style: CitationStyleId): string {
  const { engine, item: slot } = engineFor(style);
  slot.current = item;
  engine.updateItems([item.id]);
  const bibliography = engine.makeBibliography();
  if (!bibliography) throw new Error(`The ${style} style has no bibliography.`);
  return bibliography[1].join('').replace(/\s+/g, ' ').trim();
}
