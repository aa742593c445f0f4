import { useDeferredValue } from 'react';
import { apiErrorMessage, latestIssueOf, skipToken, useArchiveIndexQuery } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { issueLink, workPath } from '@journal/shared/routes';
import { LoadingScreen, PaperCard, RetryNotice } from '@journal/shared/ui';
import { authorsOf, issueNameWithYear, monthYear } from '@journal/shared/text';
import { useLatestPapersQuery } from './api.ts';

/** The latest issue's first papers. A failure of the API shows here only; the rest of the home page stays. */
export function LatestIssueSection() {
  const index = useArchiveIndexQuery();
  const latestIssue = index.data ? latestIssueOf(index.data) : null;
  const list = useLatestPapersQuery(latestIssue ?? skipToken);
  // Deferred: the cards are drawn in a background render React can slice, not in the store update's
  // synchronous one (Total Blocking Time, docs/performance.md).
  const answer = useDeferredValue(list.currentData);
  const papers = answer?.papersList ?? [];
  const totalPapers = answer?.total_items ?? 0;
  const failed = index.isError || list.isError;
  const error = failed ? apiErrorMessage(index.error ?? list.error, 'The server answered with an error.') : null;
  const loaded = (index.data && !latestIssue) || answer;
  const retry = () => void (index.isError ? index.refetch() : list.refetch());

  return (
    <section aria-labelledby="latest-issue-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="latest-issue-heading" className="font-serif text-2xl font-bold text-brand-900">
            Latest Issue
          </h2>
          {latestIssue && <p className="text-slate-700">{issueNameWithYear(latestIssue)}</p>}
        </div>
        {latestIssue && totalPapers > 0 && (
          <Link
            to={issueLink('current-issue', latestIssue)}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            View all {totalPapers} papers in this issue
          </Link>
        )}
      </div>

      {failed && (
        <RetryNotice message="The latest papers could not be loaded." detail={error ?? null} onRetry={retry}>
          <p className="mt-1 text-sm">
            You can still browse every issue in the{' '}
            <Link to="/archives" className="underline">
              archives
            </Link>
            .
          </p>
        </RetryNotice>
      )}
      {!failed && !loaded && (
        <LoadingScreen title="Loading Latest Issue..." message="Please wait while we retrieve the newest papers." />
      )}
      {loaded && papers.length === 0 && <p className="text-slate-700">No papers have been published yet.</p>}
      {papers.length > 0 && (
        <ul className="grid gap-4">
          {papers.map((paper) => (
            <li key={paper.paper_id}>
              <PaperCard
                headingLevel={3}
                title={paper.paper_title}
                detailsHref={workPath('paper', paper.paper_id, paper.paper_title, 'current-issue')}
                authors={authorsOf(paper)}
                publishedOnline={monthYear(paper.paper_month, paper.year)}
                pages={paper.paper_pages}
                elocation={paper.paper_elocation}
                pdfUrl={paper.paper_url}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
