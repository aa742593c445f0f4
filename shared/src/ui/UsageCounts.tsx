import { countOf } from '../text/searchText.ts';

/** Counted views and downloads of a work (docs/discoverability.md, "Usage counts"). */
export interface UsageCountsValue {
  views: number;
  downloads: number;
}

const pill = 'rounded-full bg-slate-100 px-2 py-0.5';

/**
 * The work's counted views and downloads as list items of a metrics list; nothing until the figures
 * are known, so a card or page never shows a figure that was not counted.
 */
export function UsageCounts({ usage }: { usage: UsageCountsValue | undefined }) {
  if (!usage) return null;
  return (
    <>
      <li className={pill}>{countOf(usage.views, ['View', 'Views'])}</li>
      <li className={pill}>{countOf(usage.downloads, ['Download', 'Downloads'])}</li>
    </>
  );
}

/** Where the site server serves a work's monthly usage report. */
export function usageReportPath(kind: 'paper' | 'thesis' | 'conference', id: number, format: 'json' | 'csv'): string {
  return `/usage/${kind}/${id}.${format}`;
}

const reportLink = 'text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * A details page's usage line: the counted views and downloads once known, and the monthly report as
 * CSV and JSON (COUNTER R5 item report, docs/discoverability.md "Usage counts").
 */
export function WorkUsage({
  kind,
  id,
  usage,
}: {
  kind: 'paper' | 'thesis' | 'conference';
  id: number;
  usage: UsageCountsValue | undefined;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-slate-700">
      {usage && (
        <ul aria-label="Usage" className="flex flex-wrap gap-2">
          <UsageCounts usage={usage} />
        </ul>
      )}
      <p>
        Monthly usage report:{' '}
        <a href={usageReportPath(kind, id, 'csv')} download className={reportLink}>
          CSV
        </a>{' '}
        ·{' '}
        <a href={usageReportPath(kind, id, 'json')} download className={reportLink}>
          JSON
        </a>
      </p>
    </div>
  );
}
