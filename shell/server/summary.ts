import { journal } from '@journal/shared';
import { monthYear } from '@journal/shared/text';
import { citationExportPath, escapeHtml as e, type ScholarlyRecord } from '@journal/shared/metadata';

/**
 * What a crawler without JavaScript reads inside #root: small, semantic HTML (the app's createRoot
 * replaces it on start). The head carries the metadata; this carries the readable abstract and links.
 */
export function recordSummary(record: ScholarlyRecord): string {
  const where =
    record.kind === 'paper'
      ? `${journal.name}, Volume ${record.volume}, Issue ${record.issue} (${record.year})`
      : record.kind === 'conference'
        ? `${record.conference_name ?? 'Conference proceedings'}, ${journal.name} (${record.year})`
        : `${[record.degree, record.institution].filter(Boolean).join(', ')}. ${journal.name}, Volume ${record.volume} (${record.year})`;
  const details = [
    `<p>${e(where)}${record.pages ? `, pages ${e(record.pages)}` : ''}. Published online ${e(monthYear(record.month, record.year))}.</p>`,
    record.doi ? `<p>DOI: <a href="https://doi.org/${e(record.doi)}">${e(record.doi)}</a></p>` : '',
  ].join('');
  const references = record.references.length
    ? `<section><h2>References</h2><ol>${record.references.map((reference) => `<li>${e(reference)}</li>`).join('')}</ol></section>`
    : '';
  return `<div class="server-summary"><article><h1>${e(record.title)}</h1><p>${e(record.authors.join(', '))}</p>${details}<section><h2>Abstract</h2><p>${e(record.abstract)}</p></section><p><a href="${e(record.pdf_url)}">Download PDF</a> · <a href="${e(citationExportPath(record, 'bib'))}">BibTeX</a> · <a href="${e(citationExportPath(record, 'ris'))}">RIS</a></p>${references}</article></div>`;
}

export function textSummary(heading: string, text: string): string {
  return `<div class="server-summary"><h1>${e(heading)}</h1><p>${e(text)}</p></div>`;
}

export function notFoundSummary(): string {
  return `<div class="server-summary"><h1>Page Not Found</h1><p>Sorry, the page you're looking for doesn't exist.</p><p><a href="/">Return Home</a></p></div>`;
}
