import { licenceOf } from '../licence.ts';

/**
 * The licence of a published work: the one its own file states (an imported article under CC0 or
 * CC BY 3.0 shows that), else the journal's `journal.licence`: a badge naming it with its version and
 * a link to its deed. A text badge rather than
 * Creative Commons' image button, so it needs no request to another site (the CSP allows none) and
 * reads well in high-contrast modes.
 */
export function LicenceBadge({ url }: { url?: string }) {
  const licence = licenceOf(url);
  return (
    <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <a
        href={licence.url}
        rel="license noopener noreferrer"
        target="_blank"
        className={
          'inline-flex items-center rounded border border-slate-300 bg-slate-50 px-2 py-0.5 ' +
          'font-semibold text-slate-900 hover:bg-slate-100'
        }
      >
        {/* The name starts with the words a reader sees (WCAG 2.5.3, "label in name"); the full title follows. */}
        <span className="sr-only">Licence: </span>
        {licence.name}
      </a>
      <span>
        Open access under the{' '}
        <a
          href={licence.url}
          rel="license noopener noreferrer"
          target="_blank"
          className="text-brand-700 underline hover:text-brand-900"
        >
          {licence.title}
        </a>{' '}
        licence.
      </span>
    </p>
  );
}
