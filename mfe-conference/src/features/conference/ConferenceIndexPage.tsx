import { journal, type ConferenceCategory, siteTitle } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { LoadingScreen, RetryNotice } from '@journal/shared/ui';
import { useConferencesQuery } from './api.ts';
import { conferenceLink } from '@journal/shared/routes';
import { PageTitle } from '@journal/shared/metadata';

/** /conference: the published conference proceedings, newest first, grouped by year. */
export function ConferenceIndexPage() {
  const { data: categories, isError, refetch } = useConferencesQuery();

  return (
    <section aria-labelledby="conference-heading" className="space-y-6">
      <PageTitle>{siteTitle('Published Conferences')}</PageTitle>
      <meta
        name="description"
        content={
          `Conference proceedings published by the ${journal.name}: peer-reviewed papers from ` +
          `computer science conferences, free to read, by year, volume and issue.`
        }
      />
      <header>
        <h1 id="conference-heading" className="text-2xl font-semibold text-brand-900">
          Published Conferences
        </h1>
        <p className="mt-1 text-slate-600">
          Proceedings of the conferences the journal has published, newest first. Choose a conference to see its papers,
          or{' '}
          <Link to="/conference-procedings" className="font-medium text-brand-700 underline hover:text-brand-900">
            apply for collaboration
          </Link>{' '}
          to publish yours.
        </p>
      </header>
      {isError && (
        <RetryNotice message="The published conferences could not be loaded." onRetry={() => void refetch()} />
      )}
      {!categories && !isError && <LoadingScreen title="Loading Conferences..." />}
      {categories?.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          No conference proceedings have been published yet.
        </p>
      )}
      {categories && categories.length > 0 && <ConferencesByYear categories={categories} />}
    </section>
  );
}

function ConferencesByYear({ categories }: { categories: ConferenceCategory[] }) {
  const years = [...new Set(categories.map((category) => category.year))];
  return (
    <div className="space-y-6">
      {years.map((year) => (
        <section key={year} aria-labelledby={`conference-year-${year}`}>
          <h2 id={`conference-year-${year}`} className="mb-3 text-lg font-semibold text-brand-800">
            {year}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {categories
              .filter((category) => category.year === year)
              .map((category) => (
                <li key={category.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                  <Link
                    className={
                      'font-semibold text-brand-700 hover:underline focus-visible:outline-2 ' +
                      'focus-visible:outline-offset-2 focus-visible:outline-brand-600'
                    }
                    to={conferenceLink(category)}
                  >
                    {category.name}
                  </Link>
                  <p className="mt-1 text-sm text-slate-600">
                    Volume {category.volume}, Issue {category.issue} ({category.year})
                  </p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
