import { journal } from '../journal.ts';

/**
 * The licence of a published work (every paper, thesis and conference paper is published under the one
 * licence in `journal.licence`): a badge naming it and a link to its deed. A text badge rather than
 * Creative Commons' image button, so it needs no request to another site (the CSP allows none) and
 * reads well in high-contrast modes.
 */
export function LicenceBadge({ url = journal.licence.url }: { url?: string }) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <a
        href={url}
        rel="license noopener noreferrer"
        target="_blank"
        className={
          'inline-flex items-center rounded border border-slate-300 bg-slate-50 px-2 py-0.5 ' +
          'font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 ' +
          'focus-visible:outline-offset-2 focus-visible:outline-brand-600'
        }
      >
        {/* The name starts with the words a reader sees (WCAG 2.5.3, "label in name"); the full title follows. */}
        <span className="sr-only">Licence: </span>
        {journal.licence.name}
      </a>
      <span>
        Open access under the{' '}
        <a
          href={url}
          rel="license noopener noreferrer"
          target="_blank"
          className="text-brand-700 underline hover:text-brand-900"
        >
          {journal.licence.title}
        </a>{' '}
        licence.
      </span>
    </p>
  );
}
