import type { SiteSearchAnswer, WorkKind } from '@journal/shared';
import { Link } from '@journal/shared/router';

const KIND_LABELS: Record<WorkKind, string> = { paper: 'Papers', thesis: 'Theses', conference: 'Conference papers' };

const optionClass = (chosen: boolean) =>
  `flex justify-between gap-3 rounded-md px-2 py-1 text-sm ${
    chosen ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-700 hover:bg-slate-50 hover:text-brand-700'
  }`;

interface FacetsProps {
  facets: SiteSearchAnswer['facets'];
  kind?: WorkKind;
  year?: number;
  /** The address of the search with other filters (page 1). */
  hrefFor(filters: { kind?: WorkKind; year?: number }): string;
}

/** Filters by type and year, each with its count; the chosen one is marked (aria-current) and "All" removes it. */
export function SearchFacets({ facets, kind, year, hrefFor }: FacetsProps) {
  const allKinds = facets.kind.reduce((n, f) => n + f.count, 0);
  const allYears = facets.year.reduce((n, f) => n + f.count, 0);
  return (
    <nav aria-label="Filter results" className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <div>
        <h2 className="text-sm font-semibold text-slate-900">Type</h2>
        <ul className="mt-2 space-y-1">
          <li>
            <Link to={hrefFor({ year })} aria-current={!kind ? 'true' : undefined} className={optionClass(!kind)}>
              <span>All types</span> <span>{allKinds}</span>
            </Link>
          </li>
          {facets.kind.map((f) => (
            <li key={f.value}>
              <Link
                to={hrefFor({ kind: f.value, year })}
                aria-current={kind === f.value ? 'true' : undefined}
                className={optionClass(kind === f.value)}
              >
                <span>{KIND_LABELS[f.value]}</span> <span>{f.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className="text-sm font-semibold text-slate-900">Year</h2>
        <ul className="mt-2 space-y-1">
          <li>
            <Link to={hrefFor({ kind })} aria-current={!year ? 'true' : undefined} className={optionClass(!year)}>
              <span>All years</span> <span>{allYears}</span>
            </Link>
          </li>
          {facets.year.map((f) => (
            <li key={f.value}>
              <Link
                to={hrefFor({ kind, year: f.value })}
                aria-current={year === f.value ? 'true' : undefined}
                className={optionClass(year === f.value)}
              >
                <span>{f.value}</span> <span>{f.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
