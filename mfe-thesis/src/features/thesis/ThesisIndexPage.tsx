import { journal, siteTitle } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { thesisVolumeLink } from '@journal/shared/routes';
import { LoadingScreen, RetryNotice } from '@journal/shared/ui';
import { THESIS_FAILURE, useThesisIndexQuery } from './api.ts';
import { PageTitle } from '@journal/shared/metadata';

/** /thesis: every thesis volume, newest year first; a volume opens its paper list. */
export function ThesisIndexPage() {
  const { data: years, isError, refetch } = useThesisIndexQuery();

  return (
    <section aria-labelledby="thesis-heading" className="space-y-6">
      <PageTitle>{siteTitle('Thesis Archives')}</PageTitle>
      <meta
        name="description"
        content={
          `Theses published by the ${journal.name} (e-ISSN ${journal.eIssn}), by year and volume: ` +
          `M.Tech., M.Sc., MCA and Ph.D. research in computer science, free to read.`
        }
      />
      <header>
        <h1 id="thesis-heading" className="text-2xl font-semibold text-brand-900">
          Thesis Archives
        </h1>
        <p className="mt-1 text-slate-600">
          Postgraduate and doctoral theses in computer science published by the journal, newest first. Choose a volume
          to see its theses.
        </p>
      </header>
      {isError && <RetryNotice message={THESIS_FAILURE} onRetry={() => void refetch()} />}
      {!years && !isError && <LoadingScreen />}
      {years?.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          No thesis volumes have been published yet.
        </p>
      )}
      {years && years.length > 0 && (
        <ol aria-label="Thesis volumes by year" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {years.map((year) => (
            <li key={year.year} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-brand-800">{year.year}</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {year.volumes.map((entry) => (
                  <li key={entry.volume}>
                    <Link
                      className={
                        'inline-block rounded-md border border-brand-200 px-4 py-2 font-medium text-brand-700 ' +
                        'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
                      }
                      to={thesisVolumeLink(year.year, entry.volume)}
                    >
                      Volume {entry.volume}, ({year.year})
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
