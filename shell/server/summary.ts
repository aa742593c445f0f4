import { journal, type IssueRef } from '@journal/shared';
import { citationExportPath, escapeHtml as e, homeIntroduction, type ScholarlyRecord } from '@journal/shared/metadata';
import { issueNameWithYear, monthYear } from '@journal/shared/text';
import { buttonClass, pageHeadingClass, textLinkClass } from '@journal/shared/design';
import { contentRowClass, FRAME_CLASS, MAIN_CLASS } from '../src/layout/frame.ts';
import { layoutModeFor } from '../src/layout/layoutMode.ts';
import { siteFooter, siteHeader } from './siteFrame.tsx';
import { noScriptNavigation } from './staticNavigation.ts';

/**
 * What the first HTML shows inside #root: the page's summary (title, description or abstract, links)
 * in the app's frame and with the app's heading styles. Crawlers without JavaScript read it; readers
 * see it at first paint (it is the page's largest contentful paint), and the app shows the same node
 * until the section's own content replaces it (shell/src/layout/ServerSummary.tsx). Keep each summary's
 * largest block at least as big as what the page paints first, or the page's LCP moves to the app.
 */

/**
 * The frame as the app's Layout draws it: the app's header and footer (siteFrame.tsx) around the page in
 * the main column; for readers without JavaScript, the menus' links under the header (staticNavigation.ts).
 * `address` is the path with its query (the header marks the link of the page shown).
 */
export function firstPaint(summary: string, address: string, latest: IssueRef | null = null): string {
  const pathname = address.split('?')[0] ?? '/';
  return (
    `<div class="${FRAME_CLASS}">${siteHeader(address, latest)}${noScriptNavigation(latest)}<div ` +
    `class="${contentRowClass(layoutModeFor(pathname))}"><main id="main" class="${MAIN_CLASS}">${summary}</main></div>` +
    `${siteFooter(latest)}</div>`
  );
}

/** The remotes' page heading (e.g. the paper list's h1) and the lead paragraph under it. */
const HEADING = pageHeadingClass;
const EYEBROW = 'text-sm font-medium text-brand-700';
const LEAD = 'mt-6 max-w-3xl text-lg text-slate-700';
const LINK = textLinkClass;

export function recordSummary(record: ScholarlyRecord): string {
  const where =
    record.kind === 'paper'
      ? `${journal.name}, ${issueNameWithYear(record)}`
      : record.kind === 'conference'
        ? `${record.conference_name ?? 'Conference proceedings'}, ${journal.name} (${record.year})`
        : `${[record.degree, record.institution].filter(Boolean).join(', ')}. ${journal.name}, Volume ${record.volume} (${record.year})`;
  const details = [
    `<p>${e(where)}${record.pages ? `, pages ${e(record.pages)}` : ''}. Published online ${e(monthYear(record.month, record.year))}.</p>`,
    record.doi ? `<p>DOI: <a class="${LINK}" href="https://doi.org/${e(record.doi)}">${e(record.doi)}</a></p>` : '',
  ].join('');
  const references = record.references.length
    ? `<section><h2 class="text-xl font-semibold text-brand-900">References</h2><ol class="mt-2 ` +
      `list-decimal space-y-1 pl-6 text-sm">${record.references.map((reference) => `<li>${e(reference)}</li>`).join('')}</ol></section>`
    : '';
  const links =
    `<p><a class="${LINK}" href="${e(record.pdf_url)}">Download PDF</a> · <a class="${LINK}" ` +
    `href="${e(citationExportPath(record, 'bib'))}">BibTeX</a> · <a class="${LINK}" href="${e(citationExportPath(record, 'ris'))}">RIS</a></p>`;
  // The h1 has the details pages' title style (e.g. mfe-archives PaperArticle).
  return (
    `<div class="server-summary"><article class="space-y-4 text-slate-700">` +
    `<h1 class="text-2xl font-semibold leading-snug text-brand-900 sm:text-3xl">${e(record.title)}</h1>` +
    `<p class="font-medium">${e(record.authors.join(', '))}</p>${details}` +
    `<section><h2 class="text-xl font-semibold text-brand-900">Abstract</h2><p class="mt-2">${e(record.abstract)}</p></section>` +
    `${links}${references}</article></div>`
  );
}

/** A heading (with the section's name above it, as list pages show it) and the page's description. */
export function textSummary(heading: string, text: string, eyebrow?: string): string {
  const kicker = eyebrow ? `<p class="${EYEBROW}">${e(eyebrow)}</p>` : '';
  return `<div class="server-summary"><header>${kicker}<h1 class="${HEADING}">${e(heading)}</h1></header><p class="${LEAD}">${e(text)}</p></div>`;
}

/** The home page's opening card, as mfe-info's HomePage draws it (same words from @journal/shared, same boxes). */
export function homeSummary(): string {
  return (
    `<div class="server-summary"><section class="space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">` +
    `<p class="text-sm font-semibold uppercase tracking-wide text-accent-700">${e(homeIntroduction.eyebrow)}</p>` +
    `<h1 class="${HEADING}">${e(journal.name)}</h1>` +
    `<p class="max-w-3xl text-lg text-slate-700">${e(homeIntroduction.text)}</p>` +
    (`<p class="flex flex-wrap gap-4"><a class="${LINK}" href="/archives">Browse the ` +
      `archives</a><a class="${LINK}" href="/aim-and-scope">Aim and scope</a></p>`) +
    `</section></div>`
  );
}

export function notFoundSummary(): string {
  return (
    // The app's one not-found screen (NotFoundNotice), drawn the same so nothing moves when the app takes over.
    `<div class="server-summary rounded-lg border border-slate-200 bg-white px-6 py-12 text-center"><h1 ` +
    `class="${HEADING}">Page Not Found</h1><p class="mt-3 text-slate-700">Sorry, the page you're ` +
    `looking for doesn't exist</p><a class="mt-6 ${buttonClass('primary')}" href="/">Return Home</a></div>`
  );
}
