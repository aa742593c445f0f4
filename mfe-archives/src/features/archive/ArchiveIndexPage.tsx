import { issueChoiceName } from '@journal/shared/text';
import { journal, journalDescriptor, siteTitle } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { Button, chipClass, FeedLink, IndexCard, IndexGrid, LoadingScreen, PageHeader } from '@journal/shared/ui';
import { useArchiveIndexQuery } from './archiveApi.ts';
import { IndexError } from './components/IndexError.tsx';
import { issueLink, type ArchiveBase } from '@journal/shared/routes';
import { issueHeading } from './selection.ts';
import { PageTitle } from '@journal/shared/metadata';

export interface ArchiveIndexPageProps {
  /** Both index screens list the same years; their paper lists live under the base. */
  base: ArchiveBase;
}

const TEXT = {
  archives: {
    heading: 'Archives',
    description:
      `Every issue of the ${journal.name} (e-ISSN ${journal.eIssn}) since ` +
      `${journal.startingYear}, by year, volume and issue. Open access, peer reviewed.`,
  },
  'current-issue': {
    heading: 'Current Issue',
    description: `The latest issue of the ${journal.name}, an ${journalDescriptor}.`,
  },
} as const;

/** The year, volume and issue chooser of /archives and /current-issue, newest year first. */
export function ArchiveIndexPage({ base }: ArchiveIndexPageProps) {
  const { data: years, isError, refetch } = useArchiveIndexQuery();

  const { heading, description } = TEXT[base];
  const newest = years?.[0];
  const latestVolume = newest?.volumes[0];
  const latestIssue = latestVolume?.issue.at(-1);
  const latest =
    newest && latestVolume && latestIssue !== undefined
      ? { year: newest.year, volume: latestVolume.volume, issue: latestIssue }
      : null;

  return (
    <section aria-labelledby="archive-index-heading" className="space-y-6">
      <PageTitle>{siteTitle(heading)}</PageTitle>
      <meta name="description" content={description} />
      <PageHeader
        id="archive-index-heading"
        lead={
          base === 'archives'
            ? `Every issue of the ${journal.name} since ${journal.startingYear}, newest first. Choose an issue to see its papers.`
            : `Papers of the newest issue, and every earlier issue by year. The journal publishes ${journal.frequency}.`
        }
        extra={
          <p className="mt-2">
            {base === 'archives' ? (
              <FeedLink feed="/feeds/papers.atom">Subscribe to new papers</FeedLink>
            ) : (
              <FeedLink feed="/feeds/current-issue.atom">Subscribe to the current issue</FeedLink>
            )}
          </p>
        }
      >
        {heading}
      </PageHeader>

      {isError && <IndexError onRetry={() => void refetch()} />}
      {!years && !isError && <LoadingScreen />}

      {latest && base === 'current-issue' && (
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-brand-700">Latest issue</h2>
          <p className="mt-1 text-xl font-semibold text-brand-900">{issueHeading(latest)}</p>
          <Button to={issueLink(base, latest)} className="mt-3">
            Read the latest issue
          </Button>
        </div>
      )}

      {years && years.length === 0 && <p className="text-slate-700">No issues have been published yet.</p>}
      {years && years.length > 0 && (
        <IndexGrid label="Years">
          {years.map((year) => (
            <IndexCard key={year.year} heading={year.year}>
              {year.volumes.map((volume) => (
                <div key={volume.volume} className="mt-3">
                  <h3 className="text-sm font-medium text-slate-700">
                    Volume {volume.volume} ({year.year})
                  </h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {volume.issue.map((issue) => (
                      <li key={issue}>
                        <Link
                          className={chipClass}
                          to={issueLink(base, { year: year.year, volume: volume.volume, issue })}
                          aria-label={`${issueChoiceName(issue)}, Volume ${volume.volume} (${year.year})`}
                        >
                          {issueChoiceName(issue)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </IndexCard>
          ))}
        </IndexGrid>
      )}
    </section>
  );
}
