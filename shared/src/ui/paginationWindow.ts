/**
 * The page numbers a pager shows: at most `size` consecutive numbers centred on the current page,
 * shifted at either end so the window stays full ("1 2 3 4 5", "4 5 6 7 8", "8 9 10 11 12").
 * A current page outside 1..total is clamped, so a stale or hostile page never produces odd numbers.
 */
export function paginationWindow(current: number, total: number, size = 5): number[] {
  const pages = Math.max(0, Math.floor(total));
  const width = Math.max(1, Math.floor(size));
  if (pages === 0) return [];
  const clamped = Math.min(Math.max(1, Math.floor(current) || 1), pages);
  const start = Math.max(1, Math.min(clamped - Math.floor(width / 2), pages - width + 1));
  const end = Math.min(pages, start + width - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
