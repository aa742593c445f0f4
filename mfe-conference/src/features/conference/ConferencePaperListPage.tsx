import { apiErrorStatus, journal, skipToken, type ConferenceFetchAnswer } from '@journal/shared';
import { Link, ListRequest, useListAddress } from '@journal/shared/router';
import { readSearchText } from '@journal/shared/routes';
import {
  LoadingScreen,
  PageNotFound,
  Pagination,
  SearchBox,
  SearchCount,
  RetryNotice,
  pageHeadingClass,
} from '@journal/shared/ui';
import { useConferencePapersQuery, useConferenceSearchQuery, useConferencesQuery } from './api.ts';
import { readConferenceListQuery, type ConferenceListQuery } from './conferenceLinks.ts';
import { ConferenceCards } from './components/ConferenceCards.tsx';
import { conferenceListTitle, PageTitle } from '@journal/shared/metadata';

/** What a conference paper is called in the search counts, singular and plural. */
const CONFERENCE_PAPER_NOUN = ['conference paper', 'conference papers'] as const;

/** /conference/paperlist?name=&year=&volume=&issue=&id=[&page=]: the papers of one conference. */
export function ConferencePaperListPage() {
  // Without a readable conference id there is no list to show: back to the conference chooser.
  return (
    <ListRequest read={readConferenceListQuery} orElse="/conference">
      {(request) => <ConferencePapers {...request} />}
    </ListRequest>
  );
}

function ConferencePapers(request: ConferenceListQuery) {
  const { id, page } = request;
  const { query, search: searchFor, clearSearch, goToPage } = useListAddress();
  const { data: categories } = useConferencesQuery();
  const list = useConferencePapersQuery({ id, page });
  const search = readSearchText(query);
  const found = useConferenceSearchQuery(search ?? skipToken);

  // The conference as the journal lists it wins over what the link said about it.
  const known = categories?.find((category) => category.id === id);
  const conference = {
    id,
    name: known?.name ?? request.name ?? 'Conference Proceedings',
    year: known?.year ?? request.year,
    volume: known?.volume ?? request.volume,
    issue: known?.issue ?? request.issue,
  };
  // An id the journal does not list is no page: the same Page Not Found the site server sends.
  if (apiErrorStatus(list.error) === 404) return <PageNotFound />;

  // docs/sections.md, "Rules every section shares": a failed search is only logged and says so; the list stays as it was.
  const searching = search !== null && !found.isError;
  const { year, volume, issue } = conference;
  const numbered = year !== null && volume !== null && issue !== null;

  return (
    <section aria-labelledby="conference-list-heading" className="space-y-6">
      <PageTitle>{conferenceListTitle(conference.name, conference)}</PageTitle>
      <meta
        name="description"
        content={
          `Papers of ${conference.name}, published in the ` +
          `${journal.name}${numbered ? `, Volume ${volume}, Issue ${issue} (${year})` : ''}: ` +
          `abstracts and full-text PDFs, free to read.`
        }
      />
      <header>
        <p className="text-sm font-medium text-brand-700">
          <Link to="/conference" className="underline hover:text-brand-900">
            Published Conferences
          </Link>
        </p>
        <h1 id="conference-list-heading" className={`mt-1 ${pageHeadingClass}`}>
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
        onSearch={searchFor}
        onClear={clearSearch}
        placeholder="Search by Paper ID, Paper Name"
        label="Search conference papers"
        resultCount={searching ? (found.currentData?.total ?? null) : null}
        resultNoun={CONFERENCE_PAPER_NOUN}
      />
      {search !== null && found.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          The search could not be completed. Please try again.
        </p>
      )}
      {searching && !found.currentData ? (
        <LoadingScreen />
      ) : searching ? (
        <>
          {found.currentData && (
            <SearchCount
              found={found.currentData}
              query={search}
              kind="conference"
              noun={CONFERENCE_PAPER_NOUN}
              onlyWhenMore
            />
          )}
          <ConferenceCards
            papers={found.currentData?.papers ?? []}
            conferenceNames={new Map((categories ?? []).map((c) => [c.id, `${c.name} (${c.year})`]))}
            emptyHint="No conference paper matches that paper ID or title. Clear the search to return to the list."
          />
        </>
      ) : (
        <ConferencePageOfPapers list={list} page={page} onPageChange={goToPage} />
      )}
    </section>
  );
}

function ConferencePageOfPapers({
  list,
  page,
  onPageChange,
}: {
  /** What the page reads of `useConferencePapersQuery` (its full result type does not survive `ReturnType`). */
  list: { isError: boolean; currentData?: ConferenceFetchAnswer; refetch(): unknown };
  page: number;
  onPageChange(page: number): void;
}) {
  if (list.isError) {
    return (
      <RetryNotice message="The papers of this conference could not be loaded." onRetry={() => void list.refetch()} />
    );
  }
  if (!list.currentData) return <LoadingScreen />;
  return (
    <>
      <ConferenceCards papers={list.currentData.ConferenceList} />
      <Pagination
        currentPage={page}
        totalPages={list.currentData.total_pages}
        onPageChange={onPageChange}
        label="Conference pages"
      />
    </>
  );
}
