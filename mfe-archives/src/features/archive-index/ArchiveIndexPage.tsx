import { useEffect } from 'react';
import { Link } from 'react-router';
import { journal, useAppDispatch, useAppSelector } from '@journal/shared';
import {
  fetchArchiveIndex,
  selectArchiveIndexError,
  selectArchiveIndexStatus,
  selectArchiveYears,
} from './archiveIndexSlice.ts';

export interface ArchiveIndexPageProps {
  /** "archives" or "current-issue": both index screens list the same years, their lists live under the base. */
  base: 'archives' | 'current-issue';
}

/** The year, volume and issue chooser of /archives and /current-issue. */
export function ArchiveIndexPage({ base }: ArchiveIndexPageProps) {
  const dispatch = useAppDispatch();
  const years = useAppSelector(selectArchiveYears);
  const status = useAppSelector(selectArchiveIndexStatus);
  const error = useAppSelector(selectArchiveIndexError);

  useEffect(() => {
    if (status === 'idle') void dispatch(fetchArchiveIndex());
  }, [dispatch, status]);

  const heading = base === 'archives' ? 'Archives' : 'Current Issue';
  return (
    <section aria-labelledby="archive-index-heading" className="space-y-6">
      <title>{`${heading} | ${journal.name}`}</title>
      <header>
        <h1 id="archive-index-heading" className="text-2xl font-semibold text-brand-900">
          {heading}
        </h1>
        <p className="mt-1 text-slate-600">
          Every issue of the {journal.name} since {journal.startingYear}, newest first. Choose an issue to see its papers.
        </p>
      </header>
      {status === 'failed' && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{error}</p>
          <button type="button" className="mt-2 rounded bg-red-700 px-3 py-1 text-white" onClick={() => void dispatch(fetchArchiveIndex())}>
            Try again
          </button>
        </div>
      )}
      {(status === 'loading' || status === 'idle') && <p role="status">Loading the archive index…</p>}
      {years && (
        <ol className="grid gap-4 sm:grid-cols-2">
          {years.map((year) => (
            <li key={year.year} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <h2 className="text-lg font-semibold text-brand-800">{year.year}</h2>
              {year.volumes.map((volume) => (
                <div key={volume.volume} className="mt-2">
                  <p className="text-sm text-slate-600">Volume {volume.volume}</p>
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {volume.issue.map((issue) => (
                      <li key={issue}>
                        <Link
                          className="inline-block rounded border border-brand-200 px-3 py-1 text-brand-700 hover:bg-brand-50"
                          to={`/${base}/paperlist?year=${year.year}&volume=${volume.volume}&issue=${issue}`}
                        >
                          Issue {issue}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
