/**
 * The full text's tables scroll sideways inside the column when wider than it (a phone's 375 px), so a
 * keyboard reader must be able to reach and scroll them: each table takes focus (WCAG 2.1.1, axe's
 * `scrollable-region-focusable`) and, being focusable, a name: its caption, or the label of the figure
 * that holds it ("Table 2"). The article's HTML is not React's, so this runs on each part as it is drawn.
 */
export function makeTablesScrollable(part: Node) {
  if (!(part instanceof Element)) return;
  const tables = part instanceof HTMLTableElement ? [part] : [...part.querySelectorAll('table')];
  for (const table of tables) {
    table.tabIndex = 0;
    if (table.caption?.textContent.trim() || table.hasAttribute('aria-label')) continue;
    const figcaption = table.closest('figure')?.querySelector('figcaption');
    const label = figcaption?.querySelector('b, strong')?.textContent.trim() || figcaption?.textContent.trim();
    table.setAttribute('aria-label', label || 'Table');
  }
}
