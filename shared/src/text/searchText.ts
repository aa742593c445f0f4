/** The marks /siteSearch puts around matched words in titles and excerpts (docs/api.md). */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_END = '\u0003';

/** The text without its match marks (for titles in links' addresses, head tags, ...). */
export function unmarked(text: string): string {
  return text.split(HIGHLIGHT_START).join('').split(HIGHLIGHT_END).join('');
}

/** "4,248 papers", "1 paper": a count with thousands separators and the noun it needs. */
export function countOf(total: number, [one, many]: readonly [string, string]): string {
  return `${total.toLocaleString('en')} ${total === 1 ? one : many}`;
}
