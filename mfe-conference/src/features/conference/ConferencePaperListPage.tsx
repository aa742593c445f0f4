import {
  apiErrorStatus,
  journal,
  skipToken,
  type ListQueryState,
  useHeldAnswer,
  type ConferenceFetchAnswer,
} from '@journal/shared';
import { Link, ListRequest, useListAddress } from '@journal/shared/router';
import { readSearchText } from '@journal/shared/routes';
import {
  HeldList,
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
  // Another search: the results on screen stay, marked busy, until the next arrive.
  const results = useHeldAnswer(found);

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
        resultCount={searching ? (results.answer?.total ?? null) : null}
        resultNoun={CONFERENCE_PAPER_NOUN}
      />
      {search !== null && found.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          The search could not be completed. Please try again.
        </p>
      )}
      {searching && !results.answer ? (
        <LoadingScreen />
      ) : searching && results.answer ? (
        <HeldList busy={results.busy} className="space-y-6">
          <SearchCount
            found={results.answer}
            query={search}
            kind="conference"
            noun={CONFERENCE_PAPER_NOUN}
            onlyWhenMore
          />
          <ConferenceCards
            papers={results.answer.papers}
            conferenceNames={new Map((categories ?? []).map((c) => [c.id, `${c.name} (${c.year})`]))}
            emptyHint="No conference paper matches that paper ID or title. Clear the search to return to the list."
          />
        </HeldList>
      ) : (
        <ConferencePageOfPapers id={id} list={list} page={page} onPageChange={goToPage} />
      )}
    </section>
  );
}

function ConferencePageOfPapers({
  id,
  list,
  page,
  onPageChange,
}: {
  /** The conference, so another one's papers are never kept under its heading. */
  id: number;
  /** What the page reads of `useConferencePapersQuery` (its full result type does not survive `ReturnType`). */
  list: ListQueryState<ConferenceFetchAnswer> & { isError: boolean; refetch(): unknown };
  page: number;
  onPageChange(page: number): void;
}) {
  // Another page: the one on screen stays, marked busy, until it arrives.
  const { answer, busy } = useHeldAnswer(list, String(id));
  if (list.isError) {
    return (
      <RetryNotice message="The papers of this conference could not be loaded." onRetry={() => void list.refetch()} />
    );
  }
  if (!answer) return <LoadingScreen />;
  return (
    <HeldList busy={busy} className="space-y-6">
      <ConferenceCards papers={answer.ConferenceList} />
      <Pagination
        currentPage={page}
        totalPages={answer.total_pages}
        onPageChange={onPageChange}
        label="Conference pages"
      />
    </HeldList>
  );
}
