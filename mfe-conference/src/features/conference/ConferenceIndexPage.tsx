import type { ConferenceCategory } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { cardTitleLinkClass, IndexCard, IndexGrid, TextLink } from '@journal/shared/ui';
import { useConferencesQuery } from './api.ts';
import { conferenceLink } from '@journal/shared/routes';
import { conferenceIndexMeta } from '@journal/shared/metadata';
import { workIndexPage } from '@journal/shared/work';
import { sectionKit } from './sectionKit.ts';

const WorkIndexPage = workIndexPage(sectionKit);

/** /conference: the published conference proceedings, newest first, grouped by year. */
export function ConferenceIndexPage() {
  return (
    <WorkIndexPage<ConferenceCategory>
      meta={conferenceIndexMeta}
      headingId="conference-heading"
      heading="Published Conferences"
      lead={
        <p className="mt-2 text-slate-700">
          Proceedings of the conferences the journal has published, newest first. Choose a conference to see its papers,
          or <TextLink to="/conference-procedings">apply for collaboration</TextLink> to publish yours.
        </p>
      }
      useIndex={useConferencesQuery}
      failure="The published conferences could not be loaded."
      loading="Loading Conferences..."
      empty="No conference proceedings have been published yet."
      grid={(categories) => <ConferencesByYear categories={categories} />}
    />
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
