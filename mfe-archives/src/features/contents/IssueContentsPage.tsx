import { PAGE_SIZES, type ArchivePaperSummary } from '@journal/shared';
import { PageHead, basicHead, issueContentsMeta } from '@journal/shared/metadata';
import { Link, useSearchParams } from '@journal/shared/router';
import { issueContentsLink, issueLink, readIssueLink, type IssueRef, workPath } from '@journal/shared/routes';
import { Button, LoadingScreen, PageHeader, PageNotFound, RetryNotice } from '@journal/shared/ui';
import { eyebrowClass } from '@journal/shared/design';
import { authorsOf, locatorFact } from '@journal/shared/text';
import {
  IndexError,
  issueHeading,
  resolveSelection,
  useArchiveIndexQuery,
  useIssuePapersQuery,
} from '../archive/index.ts';

/**
 * /archives/contents?year=…&volume=…&issue=…: every paper of one issue on one page, made to be printed
 * (the shell's print stylesheet drops the site's frame for a `data-print-page`). The API serves an issue
 * 5 papers at a time (docs/api.md); the first page says how many pages there are, and each further page
 * is its own cached query, so the contents need no call of their own.
 */
/** "Pages 13-27", or "Article number 1655" for a paper published without pages. */
function locatorText(paper: { paper_pages: string; paper_elocation?: string }): string | undefined {
  const locator = locatorFact(paper.paper_pages, paper.paper_elocation);
  return locator && `${locator.term} ${locator.value}`;
}

export function IssueContentsPage() {
  const [params] = useSearchParams();
  const index = useArchiveIndexQuery();
  const selection = readIssueLink(params);
  const resolved = selection && index.data ? resolveSelection(index.data, selection) : null;
  const heading = selection ? issueHeading(selection) : 'This issue';
  // Contents are of one exact issue: a volume lacking it is not quietly swapped for another, and an issue
  // the archive does not have is the same Page Not Found the site server sends with its 404.
  if (!selection || (resolved && resolved.kind !== 'found')) return <PageNotFound />;

  return (
    <article data-print-page aria-labelledby="contents-heading" className="space-y-6">
      {resolved?.kind === 'found' && (
        <PageHead
          head={basicHead(
            {
              ...issueContentsMeta(selection.year, selection.volume, selection.issue),
              path: issueContentsLink(selection),
            },
            window.location.origin,
          )}
        />
      )}
      <PageHeader id="contents-heading" kicker={<p className={eyebrowClass}>Contents</p>}>
        {heading}
      </PageHeader>
      {index.isError && <IndexError onRetry={() => void index.refetch()} />}
      {!index.data && !index.isError && <LoadingScreen />}
      {resolved?.kind === 'found' && <Contents issue={selection} heading={heading} />}
    </article>
  );
}

function Contents({ issue, heading }: { issue: IssueRef; heading: string }) {
  const first = useIssuePapersQuery({ issue, page: 1 });
  if (first.isError)
    return (
      <RetryNotice
        message="The contents of this issue could not be loaded."
        detail={null}
        onRetry={() => void first.refetch()}
      />
    );
  const answer = first.currentData;
  if (!answer) return <LoadingScreen />;
  const later = Array.from({ length: Math.max(0, answer.total_pages - 1) }, (_, i) => i + 2);
  return (
    <>
      <p className="text-slate-700" data-print-hide>
        {answer.total_items} {answer.total_items === 1 ? 'paper' : 'papers'}.{' '}
        <Link to={issueLink('archives', issue)} className="font-medium text-brand-700 underline hover:text-brand-900">
          Back to the paper list of {heading}
        </Link>{' '}
        <Button variant="secondary" onClick={() => window.print()} className="ml-2">
          Print
        </Button>
      </p>
      <ol aria-label={`Papers in ${heading}`} className="divide-y divide-slate-200">
        <ContentsEntries papers={answer.papersList} />
        {later.map((page) => (
          <ContentsPage key={page} issue={issue} page={page} />
        ))}
      </ol>
    </>
  );
}

/** One API page of the issue, as entries of the same list. */
function ContentsPage({ issue, page }: { issue: IssueRef; page: number }) {
  const { currentData, isError, refetch } = useIssuePapersQuery({ issue, page });
  if (isError)
    return (
      <li>
        <RetryNotice
          message={`Papers ${(page - 1) * PAGE_SIZES.archive + 1} onwards could not be loaded.`}
          detail={null}
          onRetry={() => void refetch()}
        />
      </li>
    );
  if (!currentData) return <li className="py-3 text-slate-600">Loading more papers…</li>;
  return <ContentsEntries papers={currentData.papersList} />;
}

function ContentsEntries({ papers }: { papers: ArchivePaperSummary[] }) {
  return (
    <>
      {papers.map((paper) => (
        <li key={paper.paper_id} className="break-inside-avoid py-3">
          <h2 className="text-lg font-semibold text-slate-900">
            <Link to={workPath('paper', paper.paper_id, paper.paper_title)} className="hover:underline">
              {paper.paper_title}
            </Link>
          </h2>
          <p className="text-slate-700">{authorsOf(paper).join(', ')}</p>
          <p className="text-sm text-slate-600">
            {[locatorText(paper), paper.paper_doi && `DOI ${paper.paper_doi}`].filter(Boolean).join(' · ')}
          </p>
        </li>
      ))}
    </>
  );
}
