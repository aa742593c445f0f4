import { Link } from '@journal/shared/router';
import { thesisVolumeLink } from '@journal/shared/routes';
import { chipClass, IndexCard, IndexGrid, LoadingScreen, PageHeader, RetryNotice } from '@journal/shared/ui';
import { THESIS_FAILURE, useThesisIndexQuery } from './api.ts';
import { thesisIndexMeta, PageMeta } from '@journal/shared/metadata';

/** /thesis: every thesis volume, newest year first; a volume opens its paper list. */
export function ThesisIndexPage() {
  const { data: years, isError, refetch } = useThesisIndexQuery();

  return (
    <section aria-labelledby="thesis-heading" className="space-y-6">
      <PageMeta {...thesisIndexMeta} />
      <PageHeader
        id="thesis-heading"
        lead={
          'Postgraduate and doctoral theses in computer science published by the journal, newest first. ' +
          'Choose a volume to see its theses.'
        }
      >
        Thesis Archives
      </PageHeader>
      {isError && <RetryNotice message={THESIS_FAILURE} onRetry={() => void refetch()} />}
      {!years && !isError && <LoadingScreen />}
      {years?.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          No thesis volumes have been published yet.
        </p>
      )}
      {years && years.length > 0 && (
        <IndexGrid label="Thesis volumes by year">
          {years.map((year) => (
            <IndexCard key={year.year} heading={year.year}>
              <ul className="mt-3 flex flex-wrap gap-2">
                {year.volumes.map((entry) => (
                  <li key={entry.volume}>
                    <Link className={chipClass} to={thesisVolumeLink(year.year, entry.volume)}>
                      Volume {entry.volume} ({year.year})
                    </Link>
                  </li>
                ))}
              </ul>
            </IndexCard>
          ))}
        </IndexGrid>
      )}
    </section>
  );
}
