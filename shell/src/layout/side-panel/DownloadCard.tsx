import { downloads } from '../menus.ts';

/** The two documents authors need: the manuscript template (Word) and the copyright form (PDF), served by the site. */
export function DownloadCard() {
  return (
    <section
      aria-labelledby="download-card-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="download-card-heading" className="mb-3 text-base font-semibold text-brand-900">
        Download
      </h2>
      <ul className="space-y-2">
        {downloads.map((document) => (
          <li key={document.href}>
            <a
              href={document.href}
              download
              className={
                'flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 ' +
                'text-sm text-slate-800 hover:border-brand-500 hover:bg-brand-50'
              }
            >
              {/* The name is the visible text, "Title (FORMAT)" to a screen reader (WCAG 2.5.3, label in name). */}
              <span className="font-medium">{document.title}</span>{' '}
              <span
                aria-hidden="true"
                className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700"
              >
                {document.format}
              </span>
              <span className="sr-only">({document.format})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
