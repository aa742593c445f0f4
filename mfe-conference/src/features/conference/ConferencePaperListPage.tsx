import { useEffect } from 'react';
import { issuePageTitle, journal, useAppDispatch, useAppSelector } from '@journal/shared';
import { Link, Navigate, useSearchParams } from '@journal/shared/router';
import { LoadingScreen, Pagination, SearchBox, RetryNotice } from '@journal/shared/ui';
import {
  conferenceOpened,
  fetchConferencePapers,
  pageChanged,
  pageKey,
  searchCleared,
  searchConferencePapers,
  selectConferenceListStatus,
  selectConferenceLoadedKey,
  selectConferencePagination,
  selectConferencePapers,
  selectConferenceSearchResults,
  selectConferenceSearchStatus,
} from './conferenceArticlesSlice.ts';
import { fetchConferenceCategories, selectConferenceCategories } from './conferenceSlice.ts';
import { conferenceListQuery, readConferenceListQuery, type ConferenceListQuery } from './conferenceLinks.ts';
import { ConferenceCards } from './components/ConferenceCards.tsx';
import { ConferenceNotFound } from './components/ConferenceNotFound.tsx';

/** /conference/paperlist?name=&year=&volume=&issue=&id=[&page=]: the papers of one conference. */
export function ConferencePaperListPage() {
  const [query] = useSearchParams();
  const request = readConferenceListQuery(query);
  // Without a readable conference id there is no list to show: back to the conference chooser.
  if (!request) return <Navigate to="/conference" replace />;
  return <ConferencePapers {...request} />;
}

function ConferencePapers(request: ConferenceListQuery) {
  const { id, page } = request;
  const dispatch = useAppDispatch();
  const [, setQuery] = useSearchParams();
  const categories = useAppSelector(selectConferenceCategories);
  const listStatus = useAppSelector(selectConferenceListStatus);
  const searchResults = useAppSelector(selectConferenceSearchResults);
  const searchStatus = useAppSelector(selectConferenceSearchStatus);

  useEffect(() => {
    void dispatch(fetchConferenceCategories());
  }, [dispatch]);

  useEffect(() => {
    dispatch(conferenceOpened(id));
    dispatch(pageChanged(page));
    void dispatch(fetchConferencePapers({ id, page }));
  }, [dispatch, id, page]);

  // The conference as the journal lists it wins over what the link said about it.
  const known = categories?.find((category) => category.id === id);
  const conference = {
    id,
    name: known?.name ?? request.name ?? 'Conference Proceedings',
    year: known?.year ?? request.year,
    volume: known?.volume ?? request.volume,
    issue: known?.issue ?? request.issue,
  };
  if (listStatus === 'notFound') return <ConferenceNotFound what="Conference" />;

  const searching = searchResults !== null;
  const { year, volume, issue } = conference;
  const numbered = year !== null && volume !== null && issue !== null;
  const goToPage = (next: number) => {
    // The page number lives in the address, so a reload or a shared link opens the same page.
    if (numbered) setQuery(conferenceListQuery({ ...conference, year, volume, issue }, next));
    else setQuery({ id: String(id), page: String(next) });
  };

  return (
    <section aria-labelledby="conference-list-heading" className="space-y-6">
      <title>{numbered ? `${conference.name} | ${issuePageTitle(year, volume, issue)}` : `${conference.name} | ${journal.name}`}</title>
      <meta
        name="description"
        content={`Papers of ${conference.name}, published in the ${journal.name}${numbered ? `, Volume ${volume}, Issue ${issue} (${year})` : ''}: abstracts and full-text PDFs, free to read.`}
      />
      <header>
        <p className="text-sm font-medium text-brand-700">
          <Link to="/conference" className="underline hover:text-brand-900">
            Published Conferences
          </Link>
        </p>
        <h1 id="conference-list-heading" className="mt-1 text-2xl font-semibold text-brand-900">
          {conference.name}
        </h1>
        {numbered && (
          <p className="mt-1 text-slate-600">
            Volume {volume}, Issue {issue} ({year})
          </p>
        )}
      </header>
      <SearchBox
        searching={searching}
        onSearch={(text) => void dispatch(searchConferencePapers(text))}
        onClear={() => dispatch(searchCleared())}
        placeholder="Search by Paper ID, Paper Name"
        label="Search conference papers"
        resultCount={searching && searchStatus === 'loaded' ? searchResults.length : null}
        resultNoun={['conference paper', 'conference papers']}
      />
      {searchStatus === 'failed' && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          The search could not be completed. Please try again.
        </p>
      )}
      {searchStatus === 'loading' ? (
        <LoadingScreen />
      ) : searching ? (
        <ConferenceCards papers={searchResults} emptyHint="No conference paper matches that paper ID or title. Clear the search to return to the list." />
      ) : (
        <ConferencePageOfPapers id={id} page={page} onPageChange={goToPage} />
      )}
    </section>
  );
}

function ConferencePageOfPapers({ onPageChange, ...request }: { id: number; page: number; onPageChange(page: number): void }) {
  const dispatch = useAppDispatch();
  const papers = useAppSelector(selectConferencePapers);
  const pagination = useAppSelector(selectConferencePagination);
  const loadedKey = useAppSelector(selectConferenceLoadedKey);
  const status = useAppSelector(selectConferenceListStatus);

  if (status === 'failed') {
    return <RetryNotice message="The papers of this conference could not be loaded." onRetry={() => void dispatch(fetchConferencePapers(request))} />;
  }
  if (loadedKey !== pageKey(request)) return <LoadingScreen />;
  return (
    <>
      <ConferenceCards papers={papers} />
      <Pagination currentPage={request.page} totalPages={pagination.total_pages} onPageChange={onPageChange} label="Conference pages" />
    </>
  );
}
