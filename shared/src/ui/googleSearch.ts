/** Web search for a paper title, opened by the cards' and details pages' Google button (docs/sections.md). */
export function googleSearchUrl(title: string): string {
  return `https://www.google.com/search?q=${encodeURIComponent(title)}`;
}
