import type { ConferenceCategory } from '@journal/shared';
import { Link } from '@journal/shared/router';
import {
  cardTitleLinkClass,
  IndexCard,
  IndexGrid,
  LoadingScreen,
  PageHeader,
  RetryNotice,
  TextLink,
} from '@journal/shared/ui';
import { useConferencesQuery } from './api.ts';
import { conferenceLink } from '@journal/shared/routes';
import { conferenceIndexMeta, PageMeta } from '@journal/shared/metadata';

/** /conference: the published conference proceedings, newest first, grouped by year. */
export function ConferenceIndexPage() {
  const { data: categories, isError, refetch } = useConferencesQuery();

  return (
    <section aria-labelledby="conference-heading" className="space-y-6">
      <PageMeta {...conferenceIndexMeta} />
      <PageHeader
        id="conference-heading"
        lead={
          <p className="mt-2 text-slate-700">
            Proceedings of the conferences the journal has published, newest first. Choose a conference to see its
            papers, or <TextLink to="/conference-procedings">apply for collaboration</TextLink> to publish yours.
          </p>
        }
      >
        Published Conferences
      </PageHeader>
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

/** One card per year, as the archives and thesis indexes: the year's conferences inside it. */
function ConferencesByYear({ categories }: { categories: ConferenceCategory[] }) {
  const years = [...new Set(categories.map((category) => category.year))];
  return (
    <IndexGrid label="Conferences by year">
      {years.map((year) => (
        <IndexCard key={year} heading={year} headingId={`conference-year-${year}`}>
          <ul className="mt-3 space-y-3">
            {categories
              .filter((category) => category.year === year)
              .map((category) => (
                <li key={category.id}>
                  <Link className={cardTitleLinkClass} to={conferenceLink(category)}>
                    {category.name}
                  </Link>
                  <p className="mt-1 text-sm text-slate-600">
                    Volume {category.volume}, Issue {category.issue} ({category.year})
                  </p>
                </li>
              ))}
          </ul>
        </IndexCard>
      ))}
    </IndexGrid>
  );
}
