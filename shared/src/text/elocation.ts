/**
 * Pages as stored: a page range ("13-27", "S12-S20"), a single page, or an e-location id ("e91296",
 * "2022.05.28.493855") that an imported article gives instead of pages and that is never a range.
 */
export function pagesOrElocation(pages: string | undefined): { pages?: string; elocationId?: string } {
  const text = pages?.trim();
  if (!text) return {};
  const isPages = /^[A-Za-z]{0,2}\d+(\s*[-–—]+\s*[A-Za-z]{0,2}\d+)?$/.test(text) && !/^e\d/i.test(text);
  return isPages ? { pages: text } : { elocationId: text };
}
