import { skipToken, useHeldAnswer } from '@journal/shared';
import { ListRequest, useListAddress } from '@journal/shared/router';
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
import {
  THESIS_FAILURE,
  useThesisIndexQuery,
  useThesisSearchQuery,
  useThesisVolumeQuery,
  type ThesisPageRequest as PageRequest,
} from './api.ts';
import { readThesisListQuery } from './thesisLinks.ts';
import { ThesisCards } from './components/ThesisCards.tsx';
import { ThesisVolumeSelector } from './components/ThesisVolumeSelector.tsx';
import { PageMeta, thesisListMeta } from '@journal/shared/metadata';

/** What a thesis is called in the search counts, singular and plural. */
const THESIS_NOUN = ['thesis', 'theses'] as const;

/** /thesis/paperlist?year=&volume=[&page=]: the theses of one volume (docs/sections.md). */
export function ThesisPaperListPage() {
  // docs/sections.md: without a (readable) year or volume the reader is sent to the thesis index.
  return (
    <ListRequest read={readThesisListQuery} orElse="/thesis">
      {(selection) => <ThesisVolumePapers {...selection} />}
    </ListRequest>
  );
}

function ThesisVolumePapers({ year, volume, page }: PageRequest) {
  const { query, search: searchFor, clearSearch, goToPage } = useListAddress();
  const { data: index } = useThesisIndexQuery();
  const search = readSearchText(query);
  const found = useThesisSearchQuery(search ?? skipToken);
  const searching = search !== null;
  // Another search: the results on screen stay, marked busy, until the next arrive.
  const results = useHeldAnswer(found);

  // A volume the thesis index does not hold is no page: the same Page Not Found the site server sends.
  const listed = index?.some(
    (entry) => entry.year === year && entry.volumes.some((candidate) => candidate.volume === volume),
  );
  if (index && !listed) return <PageNotFound />;

  return (
    <section aria-labelledby="thesis-list-heading" className="space-y-6">
      <PageMeta {...thesisListMeta(year, volume)} />
      <h1 id="thesis-list-heading" className={pageHeadingClass}>
        Volume {volume}, Year {year}
      </h1>
      {index && <ThesisVolumeSelector index={index} year={year} volume={volume} />}
      <SearchBox
        searching={searching}
        onSearch={searchFor}
        onClear={clearSearch}
        placeholder="Search by Paper ID, Paper Name"
        label="Search theses"
        resultCount={results.answer?.total ?? null}
        resultNoun={THESIS_NOUN}
      />
      {searching && found.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {THESIS_FAILURE}
        </p>
      )}
      {searching && !results.answer && !found.isError ? (
        <LoadingScreen />
      ) : searching ? (
        <HeldList busy={results.busy} className="space-y-6">
          {results.answer && (
            <SearchCount found={results.answer} query={search} kind="thesis" noun={THESIS_NOUN} onlyWhenMore />
          )}
          <ThesisCards
            papers={results.answer?.papers ?? []}
            emptyHint="No thesis matches that paper ID or title. Clear the search to return to the volume."
          />
        </HeldList>
      ) : (
        <VolumePage year={year} volume={volume} page={page} onPageChange={goToPage} />
      )}
    </section>
  );
}

function VolumePage({ onPageChange, ...request }: PageRequest & { onPageChange(page: number): void }) {
  const volume = useThesisVolumeQuery(request);
  const { isError, refetch } = volume;
  // Another page: the one on screen stays, marked busy, until it arrives.
  const { answer, busy } = useHeldAnswer(volume, `${request.year}-${request.volume}`);

  if (isError) return <RetryNotice message={THESIS_FAILURE} onRetry={() => void refetch()} />;
  if (!answer) return <LoadingScreen />;
  return (
    <HeldList busy={busy} className="space-y-6">
      <ThesisCards papers={answer.papersList} />
      <Pagination
        currentPage={request.page}
        totalPages={answer.total_pages}
        onPageChange={onPageChange}
        label="Thesis pages"
      />
    </HeldList>
  );
}
