import { ServerSummaryOr } from '../layout/ServerSummary.tsx';

/** Shown inside the layout while a section's remote loads: the server summary on the first page, else a spinner. */
export function SectionLoading() {
  return (
    <ServerSummaryOr
      fallback={
        <div
          role="status"
          aria-live="polite"
          className="flex min-h-48 items-center justify-center gap-3 text-slate-600"
        >
          <span
            className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
            aria-hidden="true"
          />
          <span>Loading…</span>
        </div>
      }
    />
  );
}
