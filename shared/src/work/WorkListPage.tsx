import type { ReactNode } from 'react';
import type { FoundOnPage } from '../api/journalApi.ts';
import type { ListQueryState } from '../api/heldAnswer.ts';
import { readSearchText, type WorkKindName } from '../routing/links.ts';
import { searchBox } from '../widgets/SearchBox.tsx';
import type { SectionKit } from './kit.ts';

/** What the page reads of a search query (RTK Query's hook result). */
type SearchQuery<Found> = ListQueryState<Found> & { isError: boolean };

export interface WorkListPageProps<Found extends FoundOnPage<unknown>> {
  /** The page's head tags, heading and selector: what stands above the search box. */
  header: ReactNode;
  /** The heading's id, for the page's aria-labelledby. */
  headingId: string;
  /** The search box's label ("Search theses") and what a match is called, singular and plural. */
  searchLabel: string;
  noun: readonly [string, string];
  /** The kind of work, for the count's link to the site search. */
  kind: WorkKindName;
  /** The section's search query hook, skipped while the address holds no search. */
  useSearch: (text: string | SectionKit['shared']['skipToken']) => SearchQuery<Found>;
  /** What the alert says when a search failed (the list stays as it was). */
  searchFailure: string;
  /** The cards of a search's matches. */
  foundCards: (found: Found) => ReactNode;
  /** The list's own page, shown while not searching. */
  page: ReactNode;
}

/**
 * `/thesis/paperlist`, `/conference/paperlist`: a list of a section's works with its search box (docs/sections.md).
 * While the address holds a search its matches replace the list; a failed search says so and leaves the list.
 * One implementation for both sections, each passing its header, queries and cards.
 */
export function workListPage({ shared, router, ui }: SectionKit) {
  const { HeldList, LoadingScreen, SearchCount } = ui;
  const SearchBox = searchBox(ui);
  return function WorkListPage<Found extends FoundOnPage<unknown>>(props: WorkListPageProps<Found>) {
    const { query, search: searchFor, clearSearch } = router.useListAddress();
    const search = readSearchText(query);
    const found = props.useSearch(search ?? shared.skipToken);
    // Another search: the results on screen stay, marked busy, until the next arrive.
    const results = shared.useHeldAnswer(found);
    // docs/sections.md, "Rules every section shares": a failed search is only logged and says so; the list stays as it was.
    const searching = search !== null && !found.isError;

    return (
      <section aria-labelledby={props.headingId} className="space-y-6">
        {props.header}
        <SearchBox
          searching={searching}
          onSearch={searchFor}
          onClear={clearSearch}
          placeholder="Search by Paper ID, Paper Name"
          label={props.searchLabel}
          resultCount={searching ? (results.answer?.total ?? null) : null}
          resultNoun={props.noun}
        />
        {search !== null && found.isError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
            {props.searchFailure}
          </p>
        )}
        {searching && !results.answer ? (
          <LoadingScreen />
        ) : searching && results.answer ? (
          <HeldList busy={results.busy} className="space-y-6">
            <SearchCount found={results.answer} query={search} kind={props.kind} noun={props.noun} onlyWhenMore />
            {props.foundCards(results.answer)}
          </HeldList>
        ) : (
          props.page
        )}
      </section>
    );
  };
}

export interface WorkListOfPageProps<Answer> {
  /** The section's list query for this page. */
  list: ListQueryState<Answer> & { isError: boolean; refetch(): unknown };
  /** Names the list apart from its page (a conference, a volume), so another list's cards are never kept. */
  listKey: string;
  /** The notice over Try again when the page could not be loaded. */
  failure: string;
  cards: (answer: Answer) => ReactNode;
  totalPages: (answer: Answer) => number;
  page: number;
  onPageChange(page: number): void;
  /** The pagination's name ("Thesis pages"). */
  label: string;
}

/** A page of a section's list and its pagination; another page keeps this one, marked busy, until it arrives. */
export function workListOfPage({ shared, ui }: SectionKit) {
  const { HeldList, LoadingScreen, Pagination, RetryNotice } = ui;
  return function WorkListOfPage<Answer>(props: WorkListOfPageProps<Answer>) {
    const { list } = props;
    const { answer, busy } = shared.useHeldAnswer(list, props.listKey);
    if (list.isError) return <RetryNotice message={props.failure} onRetry={() => void list.refetch()} />;
    if (!answer) return <LoadingScreen />;
    return (
      <HeldList busy={busy} className="space-y-6">
        {props.cards(answer)}
        <Pagination
          currentPage={props.page}
          totalPages={props.totalPages(answer)}
          onPageChange={props.onPageChange}
          label={props.label}
        />
      </HeldList>
    );
  };
}
