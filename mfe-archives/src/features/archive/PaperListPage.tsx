import { useCallback, useEffect } from 'react';
import { issuePageTitle, journal, useAppDispatch, useAppSelector } from '@journal/shared';
import { Navigate, useNavigate, useSearchParams } from '@journal/shared/router';
import { LoadingScreen, Pagination, RetryNotice, SearchBox } from '@journal/shared/ui';
import { readPositiveInt } from '@journal/shared/text';
import type { IssueSelection } from './api.ts';
import {
  fetchArchiveIndex,
  fetchPaperList,
  issueSelected,
  listKey,
  pageSelected,
  searchArchive,
  searchCleared,
  selectArchiveIndexError,
  selectArchiveIndexStatus,
  selectArchiveYears,
  selectPaperList,
} from './archiveSlice.ts';
import { IndexError } from './components/IndexError.tsx';
import { IssueSelectors } from './components/IssueSelectors.tsx';
import { PaperResults } from './components/PaperResults.tsx';
import { SearchResults } from './components/SearchResults.tsx';
import { UnknownIssue } from './components/UnknownIssue.tsx';
import { issueHeading, MAX_PAGE, paperListHref, readSelection, resolveSelection, type ArchiveBase } from './selection.ts';

export interface PaperListPageProps {
  base: ArchiveBase;
}

/**
 * /archives/paperlist and /current-issue/paperlist (SPEC 2.3). The address bar is the source of truth
 * for year, volume, issue and page; without a readable issue the reader is sent to the index (SPEC 4).
 */
export function PaperListPage({ base }: PaperListPageProps) {
  const [params] = useSearchParams();
  const selection = readSelection(params);
  if (!selection) return <Navigate to={`/${base}`} replace />;
  return <IssuePapers base={base} selection={selection} />;
}

function IssuePapers({ base, selection }: { base: ArchiveBase; selection: IssueSelection }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const years = useAppSelector(selectArchiveYears);
  const indexStatus = useAppSelector(selectArchiveIndexStatus);
  const indexError = useAppSelector(selectArchiveIndexError);
  const list = useAppSelector(selectPaperList);
  const { year, volume, issue } = selection;

  const pageParam = params.get('page');
  const page = readPositiveInt(pageParam, MAX_PAGE) ?? 1;
  const resolved = years ? resolveSelection(years, selection) : null;
  const fallback = resolved?.kind === 'fallback' ? resolved.selection : null;
  const found = resolved?.kind === 'found';

  useEffect(() => {
    void dispatch(fetchArchiveIndex());
  }, [dispatch]);

  // SPEC 4: an issue the volume lacks (newest year still in progress) falls back to issue 1.
  useEffect(() => {
    if (fallback) void navigate(`${paperListHref(base, fallback)}&page=1`, { replace: true });
  }, [navigate, base, fallback?.year, fallback?.volume, fallback?.issue]);

  // The store mirrors the address: a new issue resets to page 1 and clears the list, then the page is fetched
  // unless it is the one already loaded.
  useEffect(() => {
    if (!found) return;
    const current = { year, volume, issue };
    dispatch(issueSelected(current));
    dispatch(pageSelected(page));
    void dispatch(fetchPaperList({ selection: current, page }));
  }, [dispatch, found, year, volume, issue, page]);

  // SPEC 4: the page is kept in the address bar (replace, so Back is not filled with page syncs).
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.set('page', String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (pageParam !== String(page)) setPage(page);
  }, [pageParam, page, setPage]);

  const currentKey = listKey(selection, page);
  const listLoaded = list.loadedKey === currentKey;
  const totalPages = listLoaded ? list.pagination.total_pages : 0;

  // A page past the last (an old link, a typed address) shows the last page instead of an empty one.
  useEffect(() => {
    if (listLoaded && totalPages >= 1 && page > totalPages) setPage(totalPages);
  }, [listLoaded, totalPages, page, setPage]);

  const heading = issueHeading(selection);
  const searching = list.search.query !== null;

  return (
    <section aria-labelledby="paper-list-heading" className="space-y-6">
      <title>{issuePageTitle(year, volume, issue)}</title>
      <meta
        name="description"
        content={`Papers of ${heading} of the ${journal.name}, a ${journal.frequencyInDescriptions.toLowerCase()} open-access, peer-reviewed journal of ${journal.subject.toLowerCase()} (e-ISSN ${journal.eIssn}).`}
      />
      <header>
        <p className="text-sm font-medium text-brand-700">{base === 'archives' ? 'Archives' : 'Current Issue'}</p>
        <h1 id="paper-list-heading" className="text-3xl font-semibold text-brand-900">
          {heading}
        </h1>
      </header>

      {indexStatus === 'failed' && <IndexError message={indexError} />}
      {!years && indexStatus !== 'failed' && <LoadingScreen />}
      {resolved?.kind === 'unknown' && <UnknownIssue base={base} heading={heading} />}

      {years && found && (
        <>
          <IssueSelectors base={base} years={years} selection={selection} issues={resolved.issues} />
          <SearchBox
            searching={searching}
            onSearch={(text) => void dispatch(searchArchive(text))}
            onClear={() => dispatch(searchCleared())}
            resultCount={searching && list.search.status === 'loaded' ? list.search.results.length : null}
          />
          {searching ? (
            <SearchResults base={base} query={list.search.query!} status={list.search.status} papers={list.search.results} />
          ) : (
            <>
              {list.listStatus === 'failed' && list.requestKey === currentKey && (
                <ListError onRetry={() => void dispatch(fetchPaperList({ selection, page }))} />
              )}
              {!listLoaded && list.listStatus !== 'failed' && <LoadingScreen />}
              {listLoaded && <PaperResults base={base} papers={list.papers} headingLevel={2} label={`Papers in ${heading}`} />}
              {listLoaded && (
                <Pagination currentPage={page} totalPages={totalPages} onPageChange={setPage} label={`Pages of ${heading}`} />
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

function ListError({ onRetry }: { onRetry(): void }) {
  return <RetryNotice message="The papers of this issue could not be loaded." detail={null} onRetry={onRetry} />;
}
