import { MAX_PAGE } from '@journal/shared';
import { useSearchParams } from '@journal/shared/router';
import { readPositiveInt } from '@journal/shared/text';

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
