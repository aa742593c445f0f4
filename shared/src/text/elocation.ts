/**
 * Pages as stored: a page range ("13-27", "S12-S20"), a single page, or an e-location id ("e91296",
 * "2022.05.28.493855") that an imported article gives instead of pages and that is never a range.
 * An e-location stored in its own column (`elocation`; docs/content.md, "E-locations") is one whatever
 * it looks like, so "1655" stays an article number; without it, the pages text is told apart as before.
 */
export function pagesOrElocation(
  pages: string | undefined,
  elocation?: string | null,
): { pages?: string; elocationId?: string } {
  const stored = elocation?.trim();
  if (stored) return { ...pagesOrElocation(pages), elocationId: stored };
  const text = pages?.trim();
  if (!text) return {};
  const isPages = /^[A-Za-z]{0,2}\d+(\s*[-–—]+\s*[A-Za-z]{0,2}\d+)?$/.test(text) && !/^e\d/i.test(text);
  return isPages ? { pages: text } : { elocationId: text };
}

/** How a card or a paper page names its locator: "Article number" and the e-location, or "Pages" and the range. */
export function locatorFact(
  pages: string | undefined,
  elocation?: string | null,
): { term: 'Article number' | 'Pages'; value: string } | undefined {
  const locator = pagesOrElocation(pages, elocation);
  if (locator.elocationId) return { term: 'Article number', value: locator.elocationId };
  return locator.pages ? { term: 'Pages', value: locator.pages } : undefined;
}
