/** The marks /siteSearch puts around matched words in titles and excerpts (docs/api.md). */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_END = '\u0003';

/** The text without its match marks (for titles in links' addresses, head tags, ...). */
export function unmarked(text: string): string {
  return text.split(HIGHLIGHT_START).join('').split(HIGHLIGHT_END).join('');
}

/**
 * "4,248 papers", "1 paper": a count with thousands separators and the noun it needs. `moreThan`: the
 * count is a lower bound (a search stops counting at 10,000, docs/api.md "Search counts"): "more than
 * 10,000 papers".
 */
export function countOf(total: number, [one, many]: readonly [string, string], moreThan = false): string {
  return `${moreThan ? 'more than ' : ''}${total.toLocaleString('en')} ${total === 1 && !moreThan ? one : many}`;
}
