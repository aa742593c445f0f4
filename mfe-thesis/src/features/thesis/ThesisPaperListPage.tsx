import { useEffect } from 'react';
import { journal, useAppDispatch, useAppSelector } from '@journal/shared';
import { Navigate, useSearchParams } from '@journal/shared/router';
import { LoadingScreen, Pagination, SearchBox, RetryNotice } from '@journal/shared/ui';
import {
  fetchThesisIndex,
  fetchThesisPapers,
  pageChanged,
  pageKey,
  searchCleared,
  searchThesis,
  selectThesisIndex,
  selectThesisListError,
  selectThesisListStatus,
  selectThesisLoadedKey,
  selectThesisPagination,
  selectThesisPapers,
  selectThesisSearchError,
  selectThesisSearchResults,
  selectThesisSearchStatus,
  THESIS_FAILURE,
  volumeSelected,
  type PageRequest,
} from './thesisSlice.ts';
import { readThesisListQuery, thesisListQuery } from './thesisLinks.ts';
import { ThesisCards } from './components/ThesisCards.tsx';
import { ThesisVolumeSelector } from './components/ThesisVolumeSelector.tsx';

/** /thesis/paperlist?year=&volume=[&page=]: the theses of one volume (SPEC 2.4). */
export function ThesisPaperListPage() {
  const [query] = useSearchParams();
  const selection = readThesisListQuery(query);
  // SPEC 2.4: without a (readable) year or volume the reader is sent to the thesis index.
  if (!selection) return <Navigate to="/thesis" replace />;
  return <ThesisVolumePapers {...selection} />;
}

function ThesisVolumePapers({ year, volume, page }: PageRequest) {
  const dispatch = useAppDispatch();
  const [, setQuery] = useSearchParams();
  const index = useAppSelector(selectThesisIndex);
  const searchResults = useAppSelector(selectThesisSearchResults);
  const searchStatus = useAppSelector(selectThesisSearchStatus);
  const searchError = useAppSelector(selectThesisSearchError);

  useEffect(() => {
    void dispatch(fetchThesisIndex());
  }, [dispatch]);

  useEffect(() => {
    dispatch(volumeSelected({ year, volume }));
    dispatch(pageChanged(page));
    void dispatch(fetchThesisPapers({ year, volume, page }));
  }, [dispatch, year, volume, page]);

  const searching = searchResults !== null;
  const goToPage = (next: number) => {
    // The page number lives in the address, so a reload or a shared link opens the same page.
    setQuery(thesisListQuery(year, volume, next));
  };

  return (
    <section aria-labelledby="thesis-list-heading" className="space-y-6">
      <title>{`Thesis Volume ${volume}, Year ${year} | ${journal.name}`}</title>
      <meta
        name="description"
        content={`Theses published in Volume ${volume} (${year}) of the ${journal.name}: titles, authors, abstracts and full-text PDFs, free to read.`}
      />
      <h1 id="thesis-list-heading" className="text-2xl font-semibold text-brand-900">
        Volume {volume}, Year {year}
      </h1>
      {index && <ThesisVolumeSelector index={index} year={year} volume={volume} />}
      <SearchBox
        searching={searching}
        onSearch={(text) => void dispatch(searchThesis(text))}
        onClear={() => dispatch(searchCleared())}
        placeholder="Search by Paper ID, Paper Name"
        label="Search theses"
        resultCount={searching && searchStatus === 'loaded' ? searchResults.length : null}
        resultNoun={['thesis', 'theses']}
      />
      {searchStatus === 'failed' && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {searchError ?? THESIS_FAILURE}
        </p>
      )}
      {searchStatus === 'loading' ? (
        <LoadingScreen />
      ) : searching ? (
        <ThesisCards papers={searchResults} emptyHint="No thesis matches that paper ID or title. Clear the search to return to the volume." />
      ) : (
        <VolumePage year={year} volume={volume} page={page} onPageChange={goToPage} />
      )}
    </section>
  );
}

function VolumePage({ onPageChange, ...request }: PageRequest & { onPageChange(page: number): void }) {
  const dispatch = useAppDispatch();
  const papers = useAppSelector(selectThesisPapers);
  const pagination = useAppSelector(selectThesisPagination);
  const loadedKey = useAppSelector(selectThesisLoadedKey);
  const status = useAppSelector(selectThesisListStatus);
  const error = useAppSelector(selectThesisListError);

  if (status === 'failed') {
    return <RetryNotice message={error ?? THESIS_FAILURE} onRetry={() => void dispatch(fetchThesisPapers(request))} />;
  }
  if (loadedKey !== pageKey(request)) return <LoadingScreen />;
  return (
    <>
      <ThesisCards papers={papers} />
      <Pagination
        currentPage={request.page}
        totalPages={pagination.total_pages}
        onPageChange={onPageChange}
        label="Thesis pages"
      />
    </>
  );
}
