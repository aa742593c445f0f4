import { useSearchParams } from '@journal/shared/router';
import { readPositiveInt } from '@journal/shared/text';

/** Highest page number read from an address; the API refuses larger ones. */
const MAX_PAGE = 100_000;

/**
 * The list page from the query string (?page=N). Anything that is not a whole number 1..MAX_PAGE
 * ("-1", "2.5", "abc", "1e9") is read as page 1, so a hostile address still shows a list.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPositiveInt(searchParams.get('page'), MAX_PAGE) ?? 1;
  const setPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
  return [page, setPage];
}
