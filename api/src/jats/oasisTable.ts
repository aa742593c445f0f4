import { isElement, type XmlElement } from './xmlTree.ts';

/**
 * An OASIS (CALS) exchange table, `<oasis:table>` as Copernicus and other typesetters deliver it, as
 * the same accessible HTML table an XHTML `<table>` becomes (docs/content.md, "Tables"): each
 * `<tgroup>`'s head, body and foot in order; an entry's columns from `colname`, `namest`/`nameend` or
 * a `spanspec`, else the next free column (rows spanned from above are skipped); `morerows` as a row
 * span; header cells in the head with `scope="col"`; alignment from the entry, its span or its column.
 */
const localName = (name: string) => name.replace(/^[A-Za-z][\w.-]*:/, '');
const childrenOf = (node: XmlElement, name: string) =>
  node.children.filter((c): c is XmlElement => isElement(c) && localName(c.name) === name);

const ALIGNS = new Set(['left', 'right', 'center', 'justify']);

interface Column {
  index: number;
  align?: string;
}

/** Whether an element is an OASIS table (any namespace prefix, or none, as long as it holds a tgroup). */
export function isOasisTable(node: XmlElement): boolean {
  return localName(node.name) === 'table' && node.name !== 'table' && childrenOf(node, 'tgroup').length > 0;
}

function columnsOf(tgroup: XmlElement): { byName: Map<string, Column>; byIndex: Column[]; count: number } {
  const byName = new Map<string, Column>();
  const byIndex: Column[] = [];
  let next = 0;
  for (const spec of childrenOf(tgroup, 'colspec')) {
    const number = Number(spec.attrs.colnum);
    const index = Number.isInteger(number) && number > 0 ? number - 1 : next;
    const column = { index, ...(ALIGNS.has(spec.attrs.align ?? '') ? { align: spec.attrs.align } : {}) };
    byIndex[index] = column;
    if (spec.attrs.colname) byName.set(spec.attrs.colname, column);
    next = index + 1;
  }
  const stated = Number(tgroup.attrs.cols);
  const count = Math.max(Number.isInteger(stated) && stated > 0 ? stated : 0, next);
  return { byName, byIndex, count };
}

/**
 * The HTML of an OASIS table; `cell` writes an entry's content (inline JATS, formulas and footnote
 * links kept by the caller's converter).
 */
export function oasisTableHtml(table: XmlElement, cell: (entry: XmlElement) => string): string {
  const parts: string[] = [];
  for (const tgroup of childrenOf(table, 'tgroup')) {
    const { byName, byIndex, count } = columnsOf(tgroup);
    const spans = new Map(
      childrenOf(tgroup, 'spanspec').map((s) => [
        s.attrs.spanname ?? '',
        { start: s.attrs.namest, end: s.attrs.nameend },
      ]),
    );
    const indexOf = (name: string | undefined) => (name ? byName.get(name)?.index : undefined);
    for (const section of ['thead', 'tbody', 'tfoot']) {
      for (const group of childrenOf(tgroup, section)) {
        const head = section === 'thead';
        // Columns still taken by a cell of a row above (morerows), counted down row by row.
        const taken: number[] = [];
        const rows = childrenOf(group, 'row').map((row) => {
          let column = 0;
          const cells = row.children
            .filter((c): c is XmlElement => isElement(c) && ['entry', 'entrytbl'].includes(localName(c.name)))
            .map((entry) => {
              const span = spans.get(entry.attrs.spanname ?? '');
              const start = indexOf(entry.attrs.namest ?? span?.start) ?? indexOf(entry.attrs.colname);
              if (start !== undefined) column = start;
              while ((taken[column] ?? 0) > 0) column++;
              const end = indexOf(entry.attrs.nameend ?? span?.end);
              const colspan = end !== undefined && end > column ? end - column + 1 : 1;
              const more = Number(entry.attrs.morerows);
              const rowspan = Number.isInteger(more) && more > 0 ? more + 1 : 1;
              for (let c = column; c < column + colspan; c++) taken[c] = Math.max(taken[c] ?? 0, rowspan);
              const align = [entry.attrs.align, byIndex[column]?.align].find((a) => ALIGNS.has(a ?? ''));
              column += colspan;
              const tag = head ? 'th' : 'td';
              const attrs =
                (colspan > 1 ? ` colspan="${Math.min(colspan, 999)}"` : '') +
                (rowspan > 1 ? ` rowspan="${Math.min(rowspan, 999)}"` : '') +
                (head ? ' scope="col"' : '') +
                (align ? ` align="${align}"` : '');
              return `<${tag}${attrs}>${cell(entry)}</${tag}>`;
            });
          // This row's cells are placed: the spans from above go down one row.
          for (let c = 0; c < Math.max(count, taken.length); c++) if ((taken[c] ?? 0) > 0) taken[c]!--;
          return `<tr>${cells.join('')}</tr>`;
        });
        parts.push(`<${section}>${rows.join('')}</${section}>`);
      }
    }
  }
  return `<table>${parts.join('')}</table>`;
}
